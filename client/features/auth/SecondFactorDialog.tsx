import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { TIMING } from "../../../shared/constants";
import { SECOND_FACTOR_METHODS, type SecondFactorMethod } from "../../../shared/auth";
import type { LoginValue, SecondFactorRequest, VerifyRequiredValue } from "../../../shared/contract";
import { BottomSheet } from "../../lib/ui/BottomSheet";
import { Button } from "../../lib/ui/Button";
import { Field } from "../../lib/ui/Field";
import { Tabs } from "../../lib/ui/Tabs";
import { useNotices } from "../../core/notices";
import styles from "../../lib/ui/FormScreen.module.css";
import { verifySecondFactor } from "./authCalls";
import { CaptchaStatus } from "../../lib/captcha";
import { useCaptcha } from "../../lib/captcha";
import { SendCodeButton } from "./SendCodeButton";
import { type CountryChoice, CountryCodeButton } from "../../lib/countryPicker";

/** The field each method starts with. */
const FIRST_FIELD: Record<SecondFactorMethod, keyof Fields> = { email: "email", payeeName: "payeeName", ga: "authCode", sms: "mobileNum" };

type Fields = { email: string; payeeName: string; authCode: string; mobileNum: string; verificationCode: string };
const EMPTY: Fields = { email: "", payeeName: "", authCode: "", mobileNum: "", verificationCode: "" };

/** The fields each method needs (SPEC §5: sms needs both mobile number and code). */
const REQUIRED: Record<SecondFactorMethod, (keyof Fields)[]> = {
  email: ["email"],
  payeeName: ["payeeName"],
  ga: ["authCode"],
  sms: ["mobileNum", "verificationCode"],
};

/** The second-factor login dialog: one tab per offered method (SPEC §2, §4, §5). */
export function SecondFactorDialog({
  username,
  password,
  offer,
  country,
  onVerified,
  onClose,
}: {
  username: string;
  password: string;
  offer: VerifyRequiredValue;
  country: CountryChoice;
  onVerified: (value: LoginValue) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notices = useNotices();
  const methods = offer.methods.filter((method): method is SecondFactorMethod => method in SECOND_FACTOR_METHODS);
  const [method, setMethod] = useState<SecondFactorMethod>(methods[0] ?? "email");
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [invalid, setInvalid] = useState<keyof Fields | null>(null);
  const [busy, setBusy] = useState(false);
  const [passed, setPassed] = useState(false);
  const smsCaptcha = useCaptcha("sms");
  const inputs = useRef<Partial<Record<keyof Fields, HTMLInputElement | null>>>({});

  useEffect(() => {
    if (invalid) inputs.current[invalid]?.focus();
  }, [invalid]);

  const set = (name: keyof Fields) => (event: React.ChangeEvent<HTMLInputElement>) => setFields((current) => ({ ...current, [name]: event.target.value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy || passed) return;
    const trimmed = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value.trim()])) as Fields;
    const missing = REQUIRED[method].find((name) => !trimmed[name]);
    if (missing) {
      setInvalid(missing);
      return;
    }
    setInvalid(null);
    setBusy(true);
    const body: SecondFactorRequest = { username, password, method: SECOND_FACTOR_METHODS[method] };
    for (const name of REQUIRED[method]) body[name] = trimmed[name];
    try {
      const value = await verifySecondFactor(body);
      setPassed(true);
      notices.toast({ key: "auth.secondFactor.passed" }, TIMING.secondFactorPassedToast);
      setTimeout(() => onVerified(value), TIMING.secondFactorCompletion);
    } catch (error) {
      setFields(EMPTY);
      notices.error(error);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof Fields, label: string, extra: Partial<React.ComponentProps<typeof Field>> = {}) => (
    <Field
      ref={(element) => void (inputs.current[name] = element)}
      label={label}
      name={name}
      value={fields[name]}
      onChange={set(name)}
      error={invalid === name ? t("auth.fieldRequired") : null}
      // The dialog opens with focus in the first field of the chosen method (DESIGN §4a).
      data-autofocus={name === FIRST_FIELD[method] ? "" : undefined}
      {...extra}
    />
  );

  return (
    <BottomSheet
      title={t("auth.secondFactor.title")}
      titleId="second-factor-title"
      closeLabel={t("app.close")}
      onClose={onClose}
      closeDisabled={passed || busy}
    >
      <p className={styles.intro}>{t("auth.secondFactor.intro")}</p>
      {methods.length > 1 && (
        <Tabs
          label={t("auth.secondFactor.title")}
          value={method}
          onChange={(next) => {
            setMethod(next);
            setInvalid(null);
          }}
          tabs={methods.map((id) => ({ id, label: t(`auth.secondFactor.${id}`) }))}
        />
      )}
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {method === "email" && field("email", t("auth.secondFactor.emailLabel"), { type: "email", autoComplete: "email", inputMode: "email" })}
        {method === "payeeName" && field("payeeName", t("auth.secondFactor.payeeLabel"), { autoComplete: "name" })}
        {method === "ga" && field("authCode", t("auth.secondFactor.gaLabel"), { inputMode: "numeric", autoComplete: "one-time-code" })}
        {method === "sms" && (
          <>
            {field("mobileNum", t("auth.mobile"), { inputMode: "numeric", autoComplete: "tel-national", prefix: <CountryCodeButton choice={country} /> })}
            {field("verificationCode", t("auth.smsCode"), {
              inputMode: "numeric",
              autoComplete: "one-time-code",
              suffix: (
                <SendCodeButton
                  mobile={fields.mobileNum}
                  dialingCode={country.dialingCode}
                  captcha={smsCaptcha}
                  onMissingMobile={() => setInvalid("mobileNum")}
                />
              ),
            })}
          </>
        )}
        {method === "sms" && <CaptchaStatus captcha={smsCaptcha} />}
        <Button type="submit" busy={busy || passed} busyLabel={passed ? t("auth.loggingIn") : undefined}>
          {t("auth.secondFactor.verify")}
        </Button>
      </form>
    </BottomSheet>
  );
}
