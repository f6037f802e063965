import { useTranslation } from "react-i18next";
import { FormScreenPage, useSignedInGoesHome } from "../../core/screen/FormScreenPage";
import { LoginForm } from "./LoginForm";

/** /m/login (SPEC §2). */
export function LoginPage() {
  const { t } = useTranslation();
  // A tab that holds a session is never asked to log in again, even when the edge sent it here
  // because the browser had lost its "signed in" cookie (issue #10): it goes home.
  useSignedInGoesHome();
  return (
    <FormScreenPage title={t("screens.login.title")}>
      <LoginForm />
    </FormScreenPage>
  );
}
