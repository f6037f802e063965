import { forwardRef } from "react";
import { useTranslation } from "react-i18next";
import type { FieldKindProps } from "../../lib/ui/FieldKinds";
import { Field } from "../../lib/ui/Field";
import { FIELD_LIMITS } from "../../lib/ui/FieldLimits";
import { CountryCodeButton } from "./CountryCodeButton";
import type { CountryChoice } from "./useCountry";

/** A mobile number after its dialling code, whose button opens the country picker (SMS login, registration by mobile). */
export const MobileField = forwardRef<HTMLInputElement, Omit<FieldKindProps, "prefix"> & { country: CountryChoice }>(function MobileField(
  { country, ...props },
  ref,
) {
  const { t } = useTranslation();
  return (
    <Field
      ref={ref}
      label={t("auth.mobile")}
      name="mobile"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={FIELD_LIMITS.mobile}
      prefix={<CountryCodeButton choice={country} />}
      {...props}
    />
  );
});
