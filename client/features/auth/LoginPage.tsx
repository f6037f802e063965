import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ROUTES } from "../../../shared/routes";
import { useAppNavigate } from "../../lib/navigation";
import { readSessionInfo } from "../../lib/session";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import styles from "../../lib/ui/FormScreen.module.css";
import { LoginForm } from "./LoginForm";

/** /m/login (SPEC §2). */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useAppNavigate(useNavigate());
  useDocumentTitle(t("screens.login.title"));
  // A tab that holds a session is never asked to log in again, even when the edge sent it here
  // because the browser had lost its "signed in" cookie (issue #10): it goes home.
  useEffect(() => {
    if (readSessionInfo()) navigate(ROUTES.home, { replace: true });
  }, [navigate]);
  return (
    <section className={styles.screen} aria-labelledby="screen-title">
      <h1 id="screen-title" className={styles.title}>
        {t("screens.login.title")}
      </h1>
      <LoginForm />
    </section>
  );
}
