import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { FeedbackReceipt } from "../../../shared/contract";
import { Button } from "../../lib/ui/Button";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { useCustomerService } from "../../core/support";
import formStyles from "../../lib/ui/FormScreen.module.css";
import { FeedbackForm } from "./FeedbackForm";
import styles from "./Feedback.module.css";

/** SPEC §2 /m/feedback: members only (a guest is sent to /m/home by the route's guestRedirect). */
export function FeedbackPage() {
  const { t } = useTranslation();
  const title = t("screens.feedback.title");
  useDocumentTitle(title);
  const support = useCustomerService();
  const [receipt, setReceipt] = useState<FeedbackReceipt | null>(null);
  return (
    <section className={formStyles.screen} aria-labelledby="screen-title">
      <h1 id="screen-title" className={formStyles.title}>
        {title}
      </h1>
      {receipt ? <Sent receipt={receipt} onAnother={() => setReceipt(null)} /> : <FeedbackForm onSent={setReceipt} />}
      <div className={styles.help}>
        <p>{t("feedback.needHelp")}</p>
        <Button type="button" variant="secondary" onClick={support.open}>
          {t("support.open")}
        </Button>
      </div>
    </section>
  );
}

function Sent({ receipt, onAnother }: { receipt: FeedbackReceipt; onAnother: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.sent} role="status">
      <svg className={styles.sentIcon} width="40" height="40" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M4 12.5 9.5 18 20 6.5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h2 className={styles.sentTitle}>{t("feedback.sentTitle")}</h2>
      <p className={styles.sentText}>{t("feedback.sentText")}</p>
      <p className={styles.reference}>{t("feedback.sentReference", { id: String(receipt.id) })}</p>
      <Button type="button" variant="secondary" onClick={onAnother}>
        {t("feedback.sendAnother")}
      </Button>
    </div>
  );
}
