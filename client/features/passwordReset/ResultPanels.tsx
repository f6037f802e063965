import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useCustomerService } from "../../core/support";
import { Button } from "../../lib/ui/Button";
import ui from "../../lib/ui/Screen.module.css";
import styles from "./PasswordReset.module.css";

function Panel({ icon, title, text, children }: { icon: ReactNode; title: string; text: string; children: ReactNode }) {
  return (
    <div className={styles.result}>
      <span className={styles.mark} aria-hidden="true">
        {icon}
      </span>
      <h2 className={ui.sectionTitle} tabIndex={-1} ref={(heading) => heading?.focus()}>
        {title}
      </h2>
      <p className={ui.text}>{text}</p>
      {children}
    </div>
  );
}

const phoneOff = (
  <svg width="30" height="30" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
    <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
    <path d="M10.5 18.5h3M3 3l18 18" />
  </svg>
);

const tick = (
  <svg width="30" height="30" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </svg>
);

/** The account has no mobile number: no code can reach it, so customer service is the way back in. */
export function NoMobilePanel({ onOtherAccount }: { onOtherAccount: () => void }) {
  const { t } = useTranslation();
  const support = useCustomerService();
  return (
    <Panel icon={phoneOff} title={t("passwordReset.noMobile.title")} text={t("passwordReset.noMobile.text")}>
      <Button type="button" onClick={() => support.open()}>
        {t("passwordReset.contactSupport")}
      </Button>
      <Button type="button" variant="text" onClick={onOtherAccount}>
        {t("passwordReset.otherAccount")}
      </Button>
    </Panel>
  );
}

/** The new password is set; the login form is next, with the username already in it. */
export function DonePanel({ onLogin }: { onLogin: () => void }) {
  const { t } = useTranslation();
  return (
    <Panel icon={tick} title={t("passwordReset.done.title")} text={t("passwordReset.done.text")}>
      <Button type="button" onClick={onLogin}>
        {t("passwordReset.toLogin")}
      </Button>
    </Panel>
  );
}
