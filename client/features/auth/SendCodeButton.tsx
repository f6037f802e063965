import { useAtomValue } from "../../lib/atomHooks";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { MOBILE_PATTERN } from "#shared/auth";
import { TIMING } from "#shared/constants";
import { firebaseEmulatorAtom, siteSettingsAtom } from "../../core/startup/atoms";
import { useNotices } from "../../core/notices";
import { providerErrorLines, providerErrorText } from "./social/providerError";
import { e164, providerSmsSetup } from "./providerSms";
import { smsResendAt } from "../../lib/smsResend";
import { formatCountdown, useCountdown } from "../../lib/useCountdown";
import type { CaptchaControl } from "../../core/captcha";
import { sendSmsCode } from "./authCalls";
import styles from "../../lib/ui/FormScreen.module.css";

/**
 * SPEC §4: sending a code needs a mobile number; the button then counts down, as m:ss,
 * until the code's expirationTime. The countdown is not announced: a live region ticking every
 * second would drown everything else a screen reader says.
 */
export function SendCodeButton({
  mobile,
  dialingCode,
  captcha,
  onMissingMobile,
}: {
  mobile: string;
  dialingCode: string;
  captcha: CaptchaControl;
  onMissingMobile: () => void;
}) {
  const { t } = useTranslation();
  const settings = useAtomValue(siteSettingsAtom);
  const emulatorUrl = useAtomValue(firebaseEmulatorAtom);
  const notices = useNotices();
  const recaptcha = useRef<HTMLSpanElement>(null);
  const [until, setUntil] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const seconds = useCountdown(until);
  const send = async () => {
    if (!MOBILE_PATTERN.test(mobile.trim())) return onMissingMobile();
    setBusy(true);
    const provider = providerSmsSetup(settings, emulatorUrl);
    if (provider) {
      // SPEC §4/§9: through the identity provider the countdown is 60 s.
      try {
        const firebase = await import("./social/firebaseAuth");
        await firebase.sendProviderSmsCode(provider, e164(dialingCode, mobile.trim()), recaptcha.current!);
        setUntil(Date.now() + TIMING.smsProviderCountdown);
      } catch (error) {
        const lines = providerErrorLines(error as { code?: unknown; message?: unknown });
        if (lines) notices.notice({ text: providerErrorText(t, lines) });
      } finally {
        setBusy(false);
      }
      return;
    }
    try {
      // SPEC §5: with GEETESTVCODE3 on, sending a code passes the captcha first.
      const fields = await captcha.verify();
      if (fields) setUntil(await sendSmsCode(mobile.trim(), dialingCode, fields));
    } catch (error) {
      // The request layer has told the player; the next code needs a fresh captcha. A number texted too
      // often counts down to when it may be texted again.
      setUntil(smsResendAt(error));
      captcha.reset();
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <span ref={recaptcha} />
      <button type="button" className={styles.sendCode} disabled={busy || seconds > 0} onClick={() => void send()}>
        {seconds > 0 ? t("auth.resendAfter", { time: formatCountdown(seconds) }) : t("auth.sendCode")}
      </button>
    </>
  );
}
