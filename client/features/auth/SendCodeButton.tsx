import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MOBILE_PATTERN } from "../../../shared/auth";
import { useCountdown } from "../../lib/useCountdown";
import type { CaptchaControl } from "../captcha/useCaptcha";
import { sendSmsCode } from "./authCalls";
import styles from "./auth.module.css";

/**
 * SPEC §4: sending a code needs a mobile number; the button then counts down
 * until the code's expirationTime.
 */
export function SendCodeButton({ mobile, dialingCode, captcha, onMissingMobile }: { mobile: string; dialingCode: string; captcha: CaptchaControl; onMissingMobile: () => void }) {
  const { t } = useTranslation();
  const [until, setUntil] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const seconds = useCountdown(until);
  const send = async () => {
    if (!MOBILE_PATTERN.test(mobile.trim())) return onMissingMobile();
    setBusy(true);
    try {
      // SPEC §5: with GEETESTVCODE3 on, sending a code passes the captcha first.
      const fields = await captcha.verify();
      if (fields) setUntil(await sendSmsCode(mobile.trim(), dialingCode, fields));
    } catch {
      // The request layer has told the player; the next code needs a fresh captcha.
      captcha.reset();
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={styles.sendCode} disabled={busy || seconds > 0} onClick={() => void send()} aria-live="polite">
      {seconds > 0 ? t("auth.resendIn", { seconds }) : t("auth.sendCode")}
    </button>
  );
}
