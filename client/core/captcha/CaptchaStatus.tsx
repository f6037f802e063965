import { useTranslation } from "react-i18next";
import { Spinner } from "../../lib/ui/Spinner";
import styles from "./CaptchaStatus.module.css";
import type { CaptchaControl } from "./useCaptcha";

/** The form's line about the captcha: loading, or the error with its code and 'click to retry' (SPEC §2). */
export function CaptchaStatus({ captcha }: { captcha: CaptchaControl }) {
  const { t } = useTranslation();
  const { state } = captcha;
  if (state.status === "loading") {
    return (
      <p className={styles.line} role="status">
        <Spinner size={16} /> {t("captcha.loading")}
      </p>
    );
  }
  if (state.status !== "error") return null;
  return (
    <p className={styles.error} role="alert">
      {t(state.messageKey, { code: state.code ?? "" })}
      {state.code !== undefined && <span className={styles.code}> ({state.code})</span>}{" "}
      <button type="button" className={styles.retry} onClick={() => void captcha.retry()}>
        {t("captcha.retry")}
      </button>
    </p>
  );
}
