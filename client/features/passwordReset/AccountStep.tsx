import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { AUTH_ERRORS, MOBILE_PATTERN, USERNAME_PATTERN } from "#shared/auth";
import { CAPTCHA_INVALID } from "#shared/captcha";
import { PASSWORD_RESET_ERRORS, SMS_TOO_FREQUENT, type PasswordResetAccount, type PasswordResetSmsValue } from "#shared/contract";
import { usePlayerMessage } from "../../core/notices";
import { type CaptchaControl, CaptchaStatus } from "../../core/captcha";
import { type CountryChoice, CountryCodeButton } from "../../core/countryPicker";
import { Button } from "../../lib/ui/Button";
import { Field } from "../../lib/ui/Field";
import styles from "../../lib/ui/FormScreen.module.css";
import { Tabs } from "../../lib/ui/Tabs";
import { type Failure, failureOf } from "./failure";
import { FailureLine } from "./FailureLine";
import { requestResetCode } from "./resetCalls";

type Way = "username" | "mobile";

export interface CodeSent extends PasswordResetSmsValue {
  account: PasswordResetAccount;
}

/**
 * Step 1: which account. Named the two ways a player logs in (username, or mobile number by SMS);
 * the code goes to the number the account holds, never to one typed here.
 */
export function AccountStep({
  captcha,
  country,
  onSent,
  onNoMobile,
}: {
  captcha: CaptchaControl;
  country: CountryChoice;
  onSent: (sent: CodeSent) => void;
  onNoMobile: () => void;
}) {
  const { t } = useTranslation();
  const say = usePlayerMessage();
  const [way, setWay] = useState<Way>("username");
  const [username, setUsername] = useState("");
  const [mobile, setMobile] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const account = (): PasswordResetAccount | string => {
    if (way === "username") {
      const name = username.trim();
      if (!name) return t("auth.required.username");
      return USERNAME_PATTERN.test(name) ? { username: name } : t("auth.rule.username");
    }
    const number = mobile.trim();
    if (!number) return t("auth.required.mobile");
    return MOBILE_PATTERN.test(number) ? { mobileNum: number, countryDialingCode: country.dialingCode } : t("auth.rule.mobile");
  };

  const send = async () => {
    if (busy) return;
    const named = account();
    setFailure(null);
    if (typeof named === "string") {
      setFieldError(named);
      input.current?.focus();
      return;
    }
    setFieldError(null);
    setBusy(true);
    try {
      const fields = await captcha.verify();
      if (!fields) return;
      onSent({ ...(await requestResetCode(named, fields)), account: named });
    } catch (error) {
      const found = failureOf(error);
      captcha.reset(found.code === CAPTCHA_INVALID ? "wrong" : undefined);
      if (found.code === PASSWORD_RESET_ERRORS.mobileNotBound) return onNoMobile();
      // A wrong account is the field's mistake; anything else is the step's, with a retry.
      if (found.code === AUTH_ERRORS.noSuchUser || found.code === "mobile_invalid") setFieldError(say(found.message));
      else setFailure(found);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p className={styles.intro}>{t("passwordReset.intro")}</p>
      <Tabs
        label={t("passwordReset.accountTabs")}
        value={way}
        onChange={(next) => {
          setWay(next);
          setFieldError(null);
          setFailure(null);
        }}
        tabs={[
          { id: "username", label: t("auth.username") },
          { id: "mobile", label: t("auth.mobile") },
        ]}
      />
      <form
        className={styles.form}
        noValidate
        aria-busy={busy}
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        {way === "username" ? (
          <Field
            ref={input}
            key="username"
            label={t("auth.username")}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={16}
            enterKeyHint="send"
            value={username}
            onChange={(event) => {
              setUsername(event.target.value);
              setFieldError(null);
            }}
            error={fieldError}
          />
        ) : (
          <Field
            ref={input}
            key="mobile"
            label={t("auth.mobile")}
            name="mobile"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={15}
            enterKeyHint="send"
            prefix={<CountryCodeButton choice={country} />}
            value={mobile}
            onChange={(event) => {
              setMobile(event.target.value);
              setFieldError(null);
            }}
            error={fieldError}
          />
        )}
        <CaptchaStatus captcha={captcha} />
        {/* A number texted too often can't be texted by retrying now; the message says to wait. */}
        <FailureLine failure={failure} onRetry={failure?.code === SMS_TOO_FREQUENT ? undefined : () => void send()} />
        <Button type="submit" busy={busy} busyLabel={t("passwordReset.sending")}>
          {t("auth.sendCode")}
        </Button>
      </form>
    </>
  );
}
