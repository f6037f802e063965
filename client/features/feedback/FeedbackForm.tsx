import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  FEEDBACK_CATEGORIES,
  type FeedbackField,
  type FeedbackProblem,
  type FeedbackProblems,
  type FeedbackReceipt,
  type FeedbackRequest,
  feedbackSubmit,
} from "#shared/contract";
import { checkFeedback, FEEDBACK_LIMITS } from "#shared/supportRules";
import { call, RequestError } from "../../lib/request";
import { Button } from "../../lib/ui/Button";
import { Field, SelectField, TextAreaField } from "../../lib/ui/Field";
import { useScreenAction } from "../../core/screen/ScreenState";
import { useCheckedForm } from "../../lib/ui/useCheckedForm";
import { useNotices } from "../../core/notices";
import styles from "../../lib/ui/FormScreen.module.css";

const FIELDS: FeedbackField[] = ["category", "message", "contact"];

/** The feedback form: checked field by field before it is sent (shared/contract checkFeedback), and sent once. */
export function FeedbackForm({ onSent }: { onSent: (receipt: FeedbackReceipt) => void }) {
  const { t } = useTranslation();
  const notices = useNotices();
  const action = useScreenAction();
  const form = useCheckedForm(FIELDS, checkFeedback);
  const { values, problems } = form;

  const errorText = (field: FeedbackField, problem: FeedbackProblem | undefined) =>
    problem
      ? t(`feedback.error.${field}.${problem}`, {
          min: String(FEEDBACK_LIMITS.message.min),
          max: String(field === "contact" ? FEEDBACK_LIMITS.contact.max : FEEDBACK_LIMITS.message.max),
          // The number the noun goes with: "at least 10 characters", "at most 500 characters".
          count: problem === "tooShort" ? FEEDBACK_LIMITS.message.min : field === "contact" ? FEEDBACK_LIMITS.contact.max : FEEDBACK_LIMITS.message.max,
        })
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    void action.run("send", async () => {
      const body: FeedbackRequest = { category: values.category as FeedbackRequest["category"], message: values.message.trim() };
      if (values.contact.trim()) body.contact = values.contact.trim();
      try {
        onSent(await call(feedbackSubmit, { body, alert: false }));
        form.reset();
      } catch (error) {
        if (error instanceof RequestError && error.errorCode === "feedback_invalid") {
          form.show((error.value as { problems?: FeedbackProblems } | undefined)?.problems ?? {});
        } else {
          notices.error(error);
        }
      }
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.intro}>{t("feedback.intro")}</p>
      <SelectField
        ref={form.ref("category")}
        label={t("feedback.category")}
        value={values.category}
        error={errorText("category", problems.category)}
        onChange={(event) => form.change("category", event.target.value)}
      >
        <option value="" disabled>
          {t("feedback.category.choose")}
        </option>
        {FEEDBACK_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {t(`feedback.category.${category}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        ref={form.ref("message")}
        label={t("feedback.message")}
        rows={6}
        maxLength={FEEDBACK_LIMITS.message.max}
        value={values.message}
        counter={(count, max) => t("feedback.messageCount", { count: String(count), max: String(max) })}
        error={errorText("message", problems.message)}
        onChange={(event) => form.change("message", event.target.value)}
      />
      <Field
        ref={form.ref("contact")}
        label={t("feedback.contact")}
        placeholder={t("feedback.contactHint")}
        autoComplete="email"
        dir="ltr"
        maxLength={FEEDBACK_LIMITS.contact.max}
        value={values.contact}
        error={errorText("contact", problems.contact)}
        onChange={(event) => form.change("contact", event.target.value)}
      />
      <Button type="submit" busy={action.busy !== null} busyLabel={t("feedback.sending")}>
        {t("feedback.submit")}
      </Button>
    </form>
  );
}
