import { forwardRef } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "../../lib/ui/Field";
import { Spinner } from "../../lib/ui/Spinner";
import styles from "./PlainCaptchaField.module.css";
import type { PlainCaptchaControl } from "./usePlainCaptcha";

/** The plain captcha in a form: the picture (tap for a new one) and the field for its characters. */
export const PlainCaptchaField = forwardRef<HTMLInputElement, { captcha: PlainCaptchaControl }>(function PlainCaptchaField({ captcha }, ref) {
  const { t } = useTranslation();
  const { state } = captcha;
  const picture =
    state.status === "ready" ? (
      <img className={styles.image} src={state.image} alt={t("captcha.plain.picture")} width={120} height={44} />
    ) : state.status === "error" ? (
      <span className={styles.retry}>{t("captcha.retry")}</span>
    ) : (
      <span className={styles.placeholder} role="status" aria-label={t("captcha.loading")}>
        <Spinner size={18} />
      </span>
    );
  return (
    <Field
      ref={ref}
      label={t("captcha.plain.label")}
      name="captchaCode"
      autoComplete="off"
      autoCapitalize="characters"
      autoCorrect="off"
      spellCheck={false}
      enterKeyHint="go"
      value={captcha.code}
      onChange={(event) => captcha.setCode(event.target.value)}
      error={captcha.errorKey ? t(captcha.errorKey) : null}
      suffix={
        <button
          type="button"
          className={styles.pictureButton}
          onClick={() => captcha.reload()}
          disabled={state.status === "loading"}
          aria-label={state.status === "error" ? undefined : t("captcha.plain.newPicture")}
        >
          {picture}
        </button>
      }
    />
  );
});
