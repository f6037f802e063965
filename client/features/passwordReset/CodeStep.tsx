import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { isValidPassword, PASSWORD_RULE } from "#shared/auth";
import { CAPTCHA_INVALID } from "#shared/captcha";
import { PASSWORD_RESET_ERRORS, type SmsCodeRefusal } from "#shared/contract";
import { usePlayerMessage } from "../../core/notices";
import { type CaptchaControl, CaptchaStatus } from "../../core/captcha";
import { taggedText } from "../../lib/taggedText";
import { Button } from "../../lib/ui/Button";
import { PasswordField } from "../../lib/ui/Field";
import { SmsCodeField } from "../../lib/ui/FieldKinds";
import formStyles from "../../lib/ui/FormScreen.module.css";
import { smsResendAt } from "../../lib/smsResend";
import { formatCountdown, useCountdown } from "../../lib/useCountdown";
import type { CodeSent } from "./AccountStep";
import { type Failure, failureOf } from "./failure";
import { FailureLine } from "./FailureLine";
import ui from "../../lib/ui/Screen.module.css";
import styles from "./PasswordReset.module.css";
import { requestResetCode, resetPassword } from "./resetCalls";

type Errors = Partial<Record<"code" | "next" | "repeat", string>>;

/** Codes after which this code can never work: a new one must be sent, and may be at once. */
const DEAD_CODE: ReadonlySet<string | undefined> = new Set([PASSWORD_RESET_ERRORS.codeExpired, PASSWORD_RESET_ERRORS.codeTriesExceeded]);

/**
 * Step 2: the code sent to the account's number, and the new password twice (the registration rule,
 * shared/auth.ts). Sending again waits out the code's life, as the SMS login's button does, unless
 * the code died sooner (expired, five wrong tries).
 */
export function CodeStep({
  sent,
  captcha,
  onResent,
  onDone,
  onOtherAccount,
}: {
  sent: CodeSent;
  captcha: CaptchaControl;
  onResent: (sent: CodeSent) => void;
  onDone: (userName: string) => void;
  onOtherAccount: () => void;
}) {
  const { t } = useTranslation();
  const say = usePlayerMessage();
  const [code, setCode] = useState("");
  const [next, setNext] = useState("");
  const [repeat, setRepeat] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<{ failure: Failure; retry?: () => void } | null>(null);
  const [busy, setBusy] = useState<"reset" | "resend" | null>(null);
  const [resent, setResent] = useState(false);
  const [dead, setDead] = useState(false);
  // Set when the platform refused a resend as too frequent: the button waits for it even on a dead code.
  const [resendAt, setResendAt] = useState<number | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const seconds = useCountdown(Math.max(dead ? 0 : sent.expirationTime, resendAt ?? 0) || null);

  const validate = (): Errors => {
    const found: Errors = {};
    if (!code.trim()) found.code = t("auth.required.smsCode");
    if (!next) found.next = t("auth.required.password");
    else if (!isValidPassword(next)) found.next = t("auth.rule.password", { ...PASSWORD_RULE, count: PASSWORD_RULE.max });
    else if (next !== repeat) found.repeat = t("auth.rule.mismatch");
    return found;
  };

  const submit = async () => {
    if (busy) return;
    const found = validate();
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy("reset");
    try {
      onDone((await resetPassword(sent.account, code.trim(), next)).userName);
    } catch (error) {
      const refused = failureOf(error);
      if (refused.code === PASSWORD_RESET_ERRORS.codeInvalid) {
        const triesLeft = (refused.value as SmsCodeRefusal | undefined)?.triesLeft;
        setErrors({ code: triesLeft ? t("passwordReset.triesLeft", { count: triesLeft }) : say(refused.message) });
        setCode("");
        codeRef.current?.focus();
      } else if (DEAD_CODE.has(refused.code)) {
        // Said at the code, whose button now sends a new one at once.
        setDead(true);
        setCode("");
        setErrors({ code: say(refused.message) });
      } else if (refused.code === "password_invalid") {
        setErrors({ next: say(refused.message) });
      } else {
        setFailure({ failure: refused, retry: () => void submit() });
      }
    } finally {
      setBusy(null);
    }
  };

  const resend = async () => {
    if (busy) return;
    setBusy("resend");
    setFailure(null);
    setResent(false);
    try {
      const fields = await captcha.verify();
      if (!fields) return;
      const again = await requestResetCode(sent.account, fields);
      setDead(false);
      setResent(true);
      setErrors({});
      onResent({ ...again, account: sent.account });
    } catch (error) {
      const refused = failureOf(error);
      captcha.reset(refused.code === CAPTCHA_INVALID ? "wrong" : undefined);
      const waitUntil = smsResendAt(error);
      setResendAt(waitUntil);
      // Too frequent: the button's countdown is the retry.
      setFailure({ failure: refused, retry: waitUntil ? undefined : () => void resend() });
    } finally {
      setBusy(null);
    }
  };

  /** A field's change, which takes its problem away. */
  const typed = (field: keyof Errors, set: (text: string) => void) => (event: { target: { value: string } }) => {
    set(event.target.value);
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };
  const waiting = seconds > 0;
  return (
    <form
      className={formStyles.form}
      noValidate
      aria-busy={busy !== null}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className={styles.sent}>
        {taggedText(t("passwordReset.codeSent", { mobile: sent.maskedMobile }), {
          number: (words) => (
            <bdi className={styles.number} dir="ltr">
              {words}
            </bdi>
          ),
        })}
      </p>
      <SmsCodeField
        ref={codeRef}
        enterKeyHint="next"
        value={code}
        onChange={typed("code", setCode)}
        error={errors.code}
        // Where the SMS login has its send button, with the same countdown.
        suffix={
          <button type="button" className={formStyles.sendCode} disabled={waiting || busy !== null} onClick={() => void resend()}>
            {busy === "resend" ? t("passwordReset.sending") : waiting ? t("auth.resendAfter", { time: formatCountdown(seconds) }) : t("passwordReset.resend")}
          </button>
        }
      />
      {resent && (
        <p className={ui.caption} role="status">
          {t("passwordReset.resent")}
        </p>
      )}
      <CaptchaStatus captcha={captcha} />
      <PasswordField
        label={t("passwordReset.newPassword")}
        name="new-password"
        autoComplete="new-password"
        enterKeyHint="next"
        value={next}
        onChange={typed("next", setNext)}
        error={errors.next}
      />
      <PasswordField
        label={t("passwordReset.repeatPassword")}
        name="repeat-password"
        autoComplete="new-password"
        enterKeyHint="done"
        value={repeat}
        onChange={typed("repeat", setRepeat)}
        error={errors.repeat}
      />
      <FailureLine failure={failure?.failure ?? null} onRetry={failure?.retry} />
      <Button type="submit" busy={busy === "reset"} busyLabel={t("passwordReset.saving")} disabled={busy === "resend"}>
        {t("passwordReset.submit")}
      </Button>
      <Button type="button" variant="text" onClick={onOtherAccount} disabled={busy !== null}>
        {t("passwordReset.otherAccount")}
      </Button>
    </form>
  );
}
