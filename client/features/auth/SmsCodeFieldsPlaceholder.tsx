import { useTranslation } from "react-i18next";
import { Field } from "../../lib/ui/Field";

/** Shown while the SMS fields are fetched: the same two fields, inert, so nothing moves. */
export function SmsCodeFieldsPlaceholder() {
  const { t } = useTranslation();
  return (
    <>
      <Field label={t("auth.mobile")} name="mobile" disabled aria-busy="true" />
      <Field label={t("auth.smsCode")} name="code" disabled aria-busy="true" />
    </>
  );
}
