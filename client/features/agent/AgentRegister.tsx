import { useAtomValue } from "../../lib/atomHooks";
import { useTranslation } from "react-i18next";
import { type AgentApplication, agentApplication } from "#shared/contract";
import { LANGUAGE_LOCALE } from "#shared/languages";
import { call } from "../../lib/request";
import { languageAtom } from "../../core/startup/atoms";
import { ScreenState, Skeleton, useScreenLoad } from "../../core/screen/ScreenState";
import ui from "../../lib/ui/Screen.module.css";
import { AgentForm } from "./AgentForm";
import styles from "./AgentRegister.module.css";
import { FormScreenPage } from "../../core/screen/FormScreenPage";

/** SPEC §2 /m/agentRegister: the application's status when there is one, else the application form. */
export function AgentRegister() {
  const { t } = useTranslation();
  const title = t("screens.agentRegister.title");
  const load = useScreenLoad(() => call(agentApplication, { alert: false }));
  return (
    <FormScreenPage title={title}>
      <ScreenState load={load} skeleton={<Skeleton variant="card" count={2} />}>
        {({ application }) =>
          application ? (
            <ApplicationStatus application={application} />
          ) : (
            <AgentForm onSent={(sent) => load.update(() => ({ application: sent }))} onAlreadySent={load.retry} />
          )
        }
      </ScreenState>
    </FormScreenPage>
  );
}

function ApplicationStatus({ application }: { application: AgentApplication }) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const date = new Intl.DateTimeFormat(LANGUAGE_LOCALE[language], { dateStyle: "medium" }).format(application.createdAt);
  const approved = application.status === "approved";
  return (
    <div className={`${ui.panel} ${styles.status}`} role="status">
      <span className={approved ? `${styles.badge} ${styles.approved}` : styles.badge}>{t(`agent.status.${application.status}`)}</span>
      <p className={ui.text}>{t(approved ? "agent.approvedText" : "agent.pendingText")}</p>
      <dl className={styles.details}>
        <dt>{t("agent.sentOn")}</dt>
        <dd>{date}</dd>
        <dt>{t("agent.contactName")}</dt>
        <dd>{application.contactName}</dd>
        <dt>{t("agent.contact")}</dt>
        <dd dir="ltr">{application.contact}</dd>
      </dl>
    </div>
  );
}
