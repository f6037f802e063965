import { useTranslation } from "react-i18next";
import { FormScreenPage, useSignedInGoesHome } from "../../core/screen/FormScreenPage";
import { RegisterForm } from "./RegisterForm";

/** /m/register and /m/register.html (SPEC §2). */
export function RegisterPage() {
  const { t } = useTranslation();
  // A signed-in player has an account: registering is not for them (SPEC §6 hides Register), so they go home,
  // as /m/login does (issue #14).
  useSignedInGoesHome();
  return (
    <FormScreenPage title={t("screens.register.title")}>
      <RegisterForm />
    </FormScreenPage>
  );
}
