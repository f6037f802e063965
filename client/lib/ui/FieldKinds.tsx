import { forwardRef } from "react";
import { useTranslation } from "react-i18next";
import { Field, type FieldProps } from "./Field";
import { FIELD_LIMITS } from "./FieldLimits";

/** A field of one kind: its label, name and keyboard are the kind's; the form gives the rest. */
export type FieldKindProps = Omit<FieldProps, "label" | "name">;

/** The username of sign-in and registration (SPEC §5): typed as it is, never corrected or capitalised. */
export const UsernameField = forwardRef<HTMLInputElement, FieldKindProps>(function UsernameField(props, ref) {
  const { t } = useTranslation();
  return (
    <Field
      ref={ref}
      label={t("auth.username")}
      name="username"
      autoComplete="username"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      maxLength={FIELD_LIMITS.username}
      {...props}
    />
  );
});

/** A code sent by SMS, which the phone offers from the message (the SMS login's, the password reset's). */
export const SmsCodeField = forwardRef<HTMLInputElement, FieldKindProps>(function SmsCodeField(props, ref) {
  const { t } = useTranslation();
  return <Field ref={ref} label={t("auth.smsCode")} name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={FIELD_LIMITS.smsCode} {...props} />;
});
