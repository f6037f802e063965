import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ROUTES } from "../../../shared/routes";
import { useAppNavigate } from "../../lib/navigation";
import { readSessionInfo } from "../../lib/session";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import styles from "../../lib/ui/FormScreen.module.css";
import { RegisterForm } from "./RegisterForm";

/** /m/register and /m/register.html (SPEC §2). */
export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useAppNavigate(useNavigate());
  useDocumentTitle(t("screens.register.title"));
  // A signed-in player has an account: registering is not for them (SPEC §6 hides Register), so they go home,
  // as /m/login does (issue #14).
  useEffect(() => {
    if (readSessionInfo()) navigate(ROUTES.home, { replace: true });
  }, [navigate]);
  return (
    <section className={styles.screen} aria-labelledby="screen-title">
      <h1 id="screen-title" className={styles.title}>
        {t("screens.register.title")}
      </h1>
      <RegisterForm />
    </section>
  );
}
