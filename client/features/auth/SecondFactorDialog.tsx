import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { TIMING } from "#shared/constants";
import { MOBILE_PATTERN, SECOND_FACTOR_METHODS, type SecondFactorMethod } from "#shared/auth";
import type { LoginValue, SecondFactorRequest, VerifyRequiredValue } from "#shared/contract";
import { BottomSheet } from "../../lib/ui/BottomSheet";
import { Button } from "../../lib/ui/Button";
import { Field } from "../../lib/ui/Field";
import { FIELD_LIMITS, mobileDigits } from "../../lib/ui/FieldLimits";
import { Tabs } from "../../lib/ui/Tabs";
import { useNotices } from "../../core/notices";
import styles from "../../lib/ui/FormScreen.module.css";
import { verifySecondFactor } from "./authCalls";
import { CaptchaStatus } from "../../core/captcha";
import { useCaptcha } from "../../core/captcha";
import { SendCodeButton } from "./SendCodeButton";
import { type CountryChoice, CountryCodeButton } from "../../core/countryPicker";

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

/** A field's problem: empty (SPEC §5), or a number the send-code button cannot use. */
type Problem = { field: keyof Fields; rule: "required" | "mobile" };
const solved = (problem: Problem, value: string) => (problem.rule === "mobile" ? MOBILE_PATTERN.test(value.trim()) : value.trim() !== "");

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
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const [passed, setPassed] = useState(false);
  const smsCaptcha = useCaptcha("sms");
  const inputs = useRef<Partial<Record<keyof Fields, HTMLInputElement | null>>>({});

  useEffect(() => {
    if (problem) inputs.current[problem.field]?.focus();
  }, [problem]);

  // A problem goes as soon as its field is put right (issue #14).
  const set = (name: keyof Fields) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = name === "mobileNum" ? mobileDigits(event.target.value) : event.target.value;
    setFields((current) => ({ ...current, [name]: value }));
    if (problem?.field === name && solved(problem, value)) setProblem(null);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy || passed) return;
    const trimmed = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value.trim()])) as Fields;
    const missing = REQUIRED[method].find((name) => !trimmed[name]);
    if (missing) {
      setProblem({ field: missing, rule: "required" });
      return;
    }
    setProblem(null);
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
      error={problem?.field === name ? (problem.rule === "mobile" ? t("auth.rule.mobile") : t("auth.fieldRequired")) : null}
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
            setProblem(null);
          }}
          tabs={methods.map((id) => ({ id, label: t(`auth.secondFactor.${id}`) }))}
        />
      )}
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {method === "email" &&
          field("email", t("auth.secondFactor.emailLabel"), {
            type: "email",
            autoComplete: "email",
            inputMode: "email",
            autoCapitalize: "none",
            spellCheck: false,
            maxLength: FIELD_LIMITS.email,
            enterKeyHint: "done",
          })}
        {method === "payeeName" &&
          field("payeeName", t("auth.secondFactor.payeeLabel"), { autoComplete: "name", maxLength: FIELD_LIMITS.payeeName, enterKeyHint: "done" })}
        {method === "ga" &&
          field("authCode", t("auth.secondFactor.gaLabel"), {
            inputMode: "numeric",
            autoComplete: "one-time-code",
            maxLength: FIELD_LIMITS.authenticatorCode,
            enterKeyHint: "done",
          })}
        {method === "sms" && (
          <>
            {field("mobileNum", t("auth.mobile"), {
              type: "tel",
              inputMode: "numeric",
              autoComplete: "tel-national",
              maxLength: FIELD_LIMITS.mobile,
              enterKeyHint: "next",
              prefix: <CountryCodeButton choice={country} />,
            })}
            {field("verificationCode", t("auth.smsCode"), {
              inputMode: "numeric",
              autoComplete: "one-time-code",
              maxLength: FIELD_LIMITS.smsCode,
              enterKeyHint: "done",
              suffix: (
                <SendCodeButton
                  mobile={fields.mobileNum}
                  dialingCode={country.dialingCode}
                  captcha={smsCaptcha}
                  onMissingMobile={() => setProblem({ field: "mobileNum", rule: fields.mobileNum.trim() ? "mobile" : "required" })}
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
