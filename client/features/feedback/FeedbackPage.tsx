import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { FeedbackReceipt } from "#shared/contract";
import { Button } from "../../lib/ui/Button";
import { useCustomerService } from "../../core/support";
import ui from "../../lib/ui/Screen.module.css";
import { FeedbackForm } from "./FeedbackForm";
import styles from "./Feedback.module.css";
import { FormScreenPage } from "../../core/screen/FormScreenPage";

/** SPEC §2 /m/feedback: members only (a guest is sent to /m/home by the route's guestRedirect). */
export function FeedbackPage() {
  const { t } = useTranslation();
  const title = t("screens.feedback.title");
  const support = useCustomerService();
  const [receipt, setReceipt] = useState<FeedbackReceipt | null>(null);
  return (
    <FormScreenPage title={title}>
      {receipt ? <Sent receipt={receipt} onAnother={() => setReceipt(null)} /> : <FeedbackForm onSent={setReceipt} />}
      <div className={styles.help}>
        <p>{t("feedback.needHelp")}</p>
        <Button type="button" variant="secondary" onClick={support.open}>
          {t("support.open")}
        </Button>
      </div>
    </FormScreenPage>
  );
}

function Sent({ receipt, onAnother }: { receipt: FeedbackReceipt; onAnother: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={`${ui.panel} ${styles.sent}`} role="status">
      <svg className={styles.sentIcon} width="40" height="40" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M4 12.5 9.5 18 20 6.5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h2 className={ui.sectionTitle}>{t("feedback.sentTitle")}</h2>
      <p className={ui.text}>{t("feedback.sentText")}</p>
      <p className={ui.text}>{t("feedback.sentReference", { id: String(receipt.id) })}</p>
      <Button type="button" variant="secondary" onClick={onAnother}>
        {t("feedback.sendAnother")}
      </Button>
    </div>
  );
}
