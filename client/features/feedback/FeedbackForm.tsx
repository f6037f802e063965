import { type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  FEEDBACK_CATEGORIES,
  type FeedbackField,
  type FeedbackProblem,
  type FeedbackProblems,
  type FeedbackReceipt,
  type FeedbackRequest,
  feedbackSubmit,
} from "../../../shared/contract";
import { checkFeedback, FEEDBACK_LIMITS } from "../../../shared/supportRules";
import { call, RequestError } from "../../lib/request";
import { Button } from "../../lib/ui/Button";
import { Field } from "../../lib/ui/Field";
import { useScreenAction } from "../../lib/ui/ScreenState";
import { useNotices } from "../../core/notices";
import styles from "./Feedback.module.css";

const FIELDS: FeedbackField[] = ["category", "message", "contact"];
type Values = Record<FeedbackField, string>;
const EMPTY: Values = { category: "", message: "", contact: "" };

/** The feedback form: checked field by field before it is sent (shared/contract checkFeedback), and sent once. */
export function FeedbackForm({ onSent }: { onSent: (receipt: FeedbackReceipt) => void }) {
  const { t } = useTranslation();
  const notices = useNotices();
  const action = useScreenAction();
  const categoryId = useId();
  const messageId = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [problems, setProblems] = useState<FeedbackProblems>({});
  const [checked, setChecked] = useState(false);
  const inputs = useRef<Partial<Record<FeedbackField, HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null>>>({});

  const errorText = (field: FeedbackField, problem: FeedbackProblem | undefined) =>
    problem
      ? t(`feedback.error.${field}.${problem}`, {
          min: String(FEEDBACK_LIMITS.message.min),
          max: String(field === "contact" ? FEEDBACK_LIMITS.contact.max : FEEDBACK_LIMITS.message.max),
        })
      : null;
  const change = (field: FeedbackField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After the first attempt, each field says as soon as it is right.
    if (checked) setProblems(checkFeedback(next));
  };
  const showProblems = (found: FeedbackProblems) => {
    setProblems(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const found = checkFeedback(values);
    if (Object.keys(found).length > 0) return showProblems(found);
    void action.run("send", async () => {
      const body: FeedbackRequest = { category: values.category as FeedbackRequest["category"], message: values.message.trim() };
      if (values.contact.trim()) body.contact = values.contact.trim();
      try {
        onSent(await call(feedbackSubmit, { body, alert: false }));
        setValues(EMPTY);
        setChecked(false);
      } catch (error) {
        if (error instanceof RequestError && error.errorCode === "feedback_invalid") {
          showProblems((error.value as { problems?: FeedbackProblems } | undefined)?.problems ?? {});
        } else {
          notices.error(error);
        }
      }
    });
  };

  const busy = action.busy !== null;
  const categoryError = errorText("category", problems.category);
  const messageError = errorText("message", problems.message);
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.intro}>{t("feedback.intro")}</p>
      <div className={styles.field}>
        <label htmlFor={categoryId} className={styles.fieldLabel}>
          {t("feedback.category")}
        </label>
        <select
          ref={(element) => void (inputs.current.category = element)}
          id={categoryId}
          className={categoryError ? `${styles.select} ${styles.invalid}` : styles.select}
          value={values.category}
          aria-invalid={categoryError ? true : undefined}
          aria-describedby={categoryError ? `${categoryId}-error` : undefined}
          onChange={(event) => change("category", event.target.value)}
        >
          <option value="" disabled>
            {t("feedback.category.choose")}
          </option>
          {FEEDBACK_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`feedback.category.${category}`)}
            </option>
          ))}
        </select>
        {categoryError && (
          <p id={`${categoryId}-error`} className={styles.error} role="alert">
            {categoryError}
          </p>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor={messageId} className={styles.fieldLabel}>
          {t("feedback.message")}
        </label>
        <textarea
          ref={(element) => void (inputs.current.message = element)}
          id={messageId}
          className={messageError ? `${styles.textarea} ${styles.invalid}` : styles.textarea}
          rows={6}
          maxLength={FEEDBACK_LIMITS.message.max}
          value={values.message}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={`${messageId}-count${messageError ? ` ${messageId}-error` : ""}`}
          onChange={(event) => change("message", event.target.value)}
        />
        <p id={`${messageId}-count`} className={styles.count}>
          {t("feedback.messageCount", { count: String(values.message.trim().length), max: String(FEEDBACK_LIMITS.message.max) })}
        </p>
        {messageError && (
          <p id={`${messageId}-error`} className={styles.error} role="alert">
            {messageError}
          </p>
        )}
      </div>
      <Field
        ref={(element) => void (inputs.current.contact = element)}
        label={t("feedback.contact")}
        placeholder={t("feedback.contactHint")}
        autoComplete="email"
        dir="ltr"
        maxLength={FEEDBACK_LIMITS.contact.max}
        value={values.contact}
        error={errorText("contact", problems.contact)}
        onChange={(event) => change("contact", event.target.value)}
      />
      <Button type="submit" busy={busy} busyLabel={t("feedback.sending")}>
        {t("feedback.submit")}
      </Button>
    </form>
  );
}
