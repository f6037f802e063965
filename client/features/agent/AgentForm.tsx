import { type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  AGENT_LIMITS,
  type AgentApplication,
  type AgentField,
  type AgentFieldProblem,
  type AgentProblems,
  agentApply,
  checkAgentApplication,
} from "../../../shared/contract";
import { call, RequestError } from "../../lib/request";
import { Button } from "../../lib/ui/Button";
import { Field } from "../../lib/ui/Field";
import { useScreenAction } from "../../lib/ui/ScreenState";
import { useNotices } from "../../core/notices";
import styles from "./AgentRegister.module.css";

const FIELDS: AgentField[] = ["contactName", "contact", "message"];
const SENT_TOAST_MS = 2_000;

/** The limits a field's message names. */
const LIMITS: Partial<Record<AgentField, { min: number; max: number }>> = AGENT_LIMITS;

/** The agent application, checked field by field before it is sent and sent once (shared/contract checkAgentApplication). */
export function AgentForm({ onSent, onAlreadySent }: { onSent: (application: AgentApplication) => void; onAlreadySent: () => void }) {
  const { t } = useTranslation();
  const notices = useNotices();
  const action = useScreenAction();
  const messageId = useId();
  const [values, setValues] = useState<Record<AgentField, string>>({ contactName: "", contact: "", message: "" });
  const [problems, setProblems] = useState<AgentProblems>({});
  const [checked, setChecked] = useState(false);
  const inputs = useRef<Partial<Record<AgentField, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  const errorText = (field: AgentField, problem: AgentFieldProblem | undefined) => {
    if (!problem) return null;
    const limits = LIMITS[field];
    return t(`agent.error.${field}.${problem}`, { min: String(limits?.min ?? ""), max: String(limits?.max ?? "") });
  };
  const change = (field: AgentField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After the first attempt, each field says as soon as it is right.
    if (checked) setProblems(checkAgentApplication(next));
  };
  const showProblems = (found: AgentProblems) => {
    setProblems(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const found = checkAgentApplication(values);
    if (Object.keys(found).length > 0) return showProblems(found);
    void action.run("apply", async () => {
      try {
        const application = await call(agentApply, {
          body: { contactName: values.contactName.trim(), contact: values.contact.trim(), message: values.message.trim() },
          alert: false,
        });
        notices.toast({ key: "agent.sentToast" }, SENT_TOAST_MS);
        onSent(application);
      } catch (error) {
        if (error instanceof RequestError && error.errorCode === "agent_application_invalid") {
          showProblems((error.value as { problems?: AgentProblems } | undefined)?.problems ?? {});
        } else if (error instanceof RequestError && error.errorCode === "agent_application_exists") {
          onAlreadySent();
        } else {
          notices.error(error);
        }
      }
    });
  };

  const busy = action.busy !== null;
  const messageError = errorText("message", problems.message);
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.intro}>{t("agent.intro")}</p>
      <Field
        ref={(element) => void (inputs.current.contactName = element)}
        label={t("agent.contactName")}
        autoComplete="name"
        value={values.contactName}
        maxLength={AGENT_LIMITS.contactName.max}
        error={errorText("contactName", problems.contactName)}
        onChange={(event) => change("contactName", event.target.value)}
      />
      <Field
        ref={(element) => void (inputs.current.contact = element)}
        label={t("agent.contact")}
        placeholder={t("agent.contactHint")}
        autoComplete="tel"
        dir="ltr"
        value={values.contact}
        error={errorText("contact", problems.contact)}
        onChange={(event) => change("contact", event.target.value)}
      />
      <div className={styles.field}>
        <label htmlFor={messageId} className={styles.fieldLabel}>
          {t("agent.message")}
        </label>
        <textarea
          ref={(element) => void (inputs.current.message = element)}
          id={messageId}
          className={messageError ? `${styles.textarea} ${styles.invalid}` : styles.textarea}
          rows={5}
          maxLength={AGENT_LIMITS.message.max}
          value={values.message}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={`${messageId}-count${messageError ? ` ${messageId}-error` : ""}`}
          onChange={(event) => change("message", event.target.value)}
        />
        <p id={`${messageId}-count`} className={styles.count}>
          {t("agent.messageCount", { count: String(values.message.trim().length), max: String(AGENT_LIMITS.message.max) })}
        </p>
        {messageError && (
          <p id={`${messageId}-error`} className={styles.error} role="alert">
            {messageError}
          </p>
        )}
      </div>
      <Button type="submit" busy={busy} busyLabel={t("agent.sending")}>
        {t("agent.submit")}
      </Button>
    </form>
  );
}
