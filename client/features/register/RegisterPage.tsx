import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import styles from "../../lib/ui/FormScreen.module.css";
import { RegisterForm } from "./RegisterForm";

/** /m/register and /m/register.html (SPEC §2). */
export function RegisterPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("screens.register.title"));
  return (
    <section className={styles.screen} aria-labelledby="screen-title">
      <h1 id="screen-title" className={styles.title}>
        {t("screens.register.title")}
      </h1>
      <RegisterForm />
    </section>
  );
}
