import { forwardRef, type Ref } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "../../lib/ui/Field";
import type { CaptchaControl } from "../../lib/captcha";
import { type CountryChoice, CountryCodeButton } from "../../lib/countryPicker";
import { SendCodeButton } from "./SendCodeButton";
import { FIELD_LIMITS, mobileDigits } from "../../lib/ui/FieldLimits";

export interface SmsCodeFieldsProps {
  country: CountryChoice;
  mobile: string;
  onMobileChange(value: string): void;
  code: string;
  onCodeChange(value: string): void;
  errors: { mobile?: string; code?: string };
  captcha: CaptchaControl;
  onMissingMobile(): void;
  /** The code's input, so a missing code can be focused. */
  codeRef?: Ref<HTMLInputElement>;
}

/** SPEC §4 SMS-code login's fields: the mobile number with its dialling code, and the code with its send button. */
export const SmsCodeFields = forwardRef<HTMLInputElement, SmsCodeFieldsProps>(function SmsCodeFields(
  { country, mobile, onMobileChange, code, onCodeChange, errors, captcha, onMissingMobile, codeRef },
  mobileRef,
) {
  const { t } = useTranslation();
  return (
    <>
      <Field
        ref={mobileRef}
        label={t("auth.mobile")}
        name="mobile"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={FIELD_LIMITS.mobile}
        enterKeyHint="next"
        prefix={<CountryCodeButton choice={country} />}
        value={mobile}
        onChange={(e) => onMobileChange(mobileDigits(e.target.value))}
        error={errors.mobile}
      />
      <Field
        ref={codeRef}
        label={t("auth.smsCode")}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={FIELD_LIMITS.smsCode}
        enterKeyHint="go"
        value={code}
        onChange={(e) => onCodeChange(e.target.value)}
        error={errors.code}
        suffix={<SendCodeButton mobile={mobile} dialingCode={country.dialingCode} captcha={captcha} onMissingMobile={onMissingMobile} />}
      />
    </>
  );
});
