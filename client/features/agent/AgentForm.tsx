import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  AGENT_LIMITS,
  type AgentApplication,
  type AgentField,
  type AgentFieldProblem,
  type AgentProblems,
  agentApply,
  checkAgentApplication,
} from "#shared/contract";
import { TIMING } from "#shared/constants";
import { call, RequestError } from "../../lib/request";
import { Button } from "../../lib/ui/Button";
import { Field, TextAreaField } from "../../lib/ui/Field";
import { useScreenAction } from "../../core/screen/ScreenState";
import { useCheckedForm } from "../../lib/ui/useCheckedForm";
import { useCountry } from "../../core/countryPicker";
import { phoneExample } from "../../core/countryPicker/phoneExamples";
import { useNotices } from "../../core/notices";
import styles from "../../lib/ui/FormScreen.module.css";

const FIELDS: AgentField[] = ["contactName", "contact", "message"];

/** The limits a field's message names. */
const LIMITS: Partial<Record<AgentField, { min: number; max: number }>> = AGENT_LIMITS;

/** The agent application, checked field by field before it is sent and sent once (shared/contract checkAgentApplication). */
export function AgentForm({ onSent, onAlreadySent }: { onSent: (application: AgentApplication) => void; onAlreadySent: () => void }) {
  const { t } = useTranslation();
  const notices = useNotices();
  const action = useScreenAction();
  const form = useCheckedForm(FIELDS, checkAgentApplication);
  const { values, problems } = form;
  // The hint's example number is written the merchant's country's way (issue #35, item 7).
  const { country } = useCountry();

  const errorText = (field: AgentField, problem: AgentFieldProblem | undefined) => {
    if (!problem) return null;
    const limits = LIMITS[field];
    // The number the noun goes with ("at least 10 characters"), where the field has limits.
    const count = limits && (problem === "tooShort" ? limits.min : limits.max);
    return t(`agent.error.${field}.${problem}`, { min: String(limits?.min ?? ""), max: String(limits?.max ?? ""), ...(count === undefined ? {} : { count }) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    void action.run("apply", async () => {
      try {
        const application = await call(agentApply, {
          body: { contactName: values.contactName.trim(), contact: values.contact.trim(), message: values.message.trim() },
          alert: false,
        });
        notices.toast({ key: "agent.sentToast" }, TIMING.applicationSentToast);
        onSent(application);
      } catch (error) {
        if (error instanceof RequestError && error.errorCode === "agent_application_invalid") {
          form.show((error.value as { problems?: AgentProblems } | undefined)?.problems ?? {});
        } else if (error instanceof RequestError && error.errorCode === "agent_application_exists") {
          onAlreadySent();
        } else {
          notices.error(error);
        }
      }
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.intro}>{t("agent.intro")}</p>
      <Field
        ref={form.ref("contactName")}
        label={t("agent.contactName")}
        autoComplete="name"
        value={values.contactName}
        maxLength={AGENT_LIMITS.contactName.max}
        error={errorText("contactName", problems.contactName)}
        onChange={(event) => form.change("contactName", event.target.value)}
      />
      <Field
        ref={form.ref("contact")}
        label={t("agent.contact")}
        placeholder={t("agent.contactHint", { example: phoneExample(country?.countryDialingCode) })}
        autoComplete="tel"
        dir="ltr"
        value={values.contact}
        error={errorText("contact", problems.contact)}
        onChange={(event) => form.change("contact", event.target.value)}
      />
      <TextAreaField
        ref={form.ref("message")}
        label={t("agent.message")}
        rows={5}
        maxLength={AGENT_LIMITS.message.max}
        value={values.message}
        counter={(typed, max) => t("agent.messageCount", { typed: String(typed), max: String(max), count: max })}
        error={errorText("message", problems.message)}
        onChange={(event) => form.change("message", event.target.value)}
      />
      <Button type="submit" busy={action.busy !== null} busyLabel={t("agent.sending")}>
        {t("agent.submit")}
      </Button>
    </form>
  );
}
