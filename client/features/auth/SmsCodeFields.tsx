import { forwardRef, type Ref } from "react";
import { SmsCodeField } from "../../lib/ui/FieldKinds";
import type { CaptchaControl } from "../../core/captcha";
import { type CountryChoice, MobileField } from "../../core/countryPicker";
import { SendCodeButton } from "./SendCodeButton";
import { mobileDigits } from "../../lib/ui/FieldLimits";

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
  return (
    <>
      <MobileField
        ref={mobileRef}
        country={country}
        enterKeyHint="next"
        value={mobile}
        onChange={(e) => onMobileChange(mobileDigits(e.target.value))}
        error={errors.mobile}
      />
      <SmsCodeField
        ref={codeRef}
        enterKeyHint="go"
        value={code}
        onChange={(e) => onCodeChange(e.target.value)}
        error={errors.code}
        suffix={<SendCodeButton mobile={mobile} dialingCode={country.dialingCode} captcha={captcha} onMissingMobile={onMissingMobile} />}
      />
    </>
  );
});
