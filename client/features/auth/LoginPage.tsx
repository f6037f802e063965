import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import styles from "../../lib/ui/FormScreen.module.css";
import { LoginForm } from "./LoginForm";

/** /m/login (SPEC §2). */
export function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("screens.login.title"));
  return (
    <section className={styles.screen} aria-labelledby="screen-title">
      <h1 id="screen-title" className={styles.title}>
        {t("screens.login.title")}
      </h1>
      <LoginForm />
    </section>
  );
}
