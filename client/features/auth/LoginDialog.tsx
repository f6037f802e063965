import { useSetAtom } from "jotai";
import { useTranslation } from "react-i18next";
import { BottomSheet } from "../../lib/ui/BottomSheet";
import styles from "../../lib/ui/FormScreen.module.css";
import { loginDialogOpenAtom } from "../../core/dialogs";
import { LoginForm } from "./LoginForm";

/** The login form in a sheet over the current page; a successful login closes it (SPEC §4). */
export default function LoginDialog() {
  const { t } = useTranslation();
  const setOpen = useSetAtom(loginDialogOpenAtom);
  return (
    <BottomSheet title={t("screens.login.title")} titleId="login-dialog-title" closeLabel={t("app.close")} onClose={() => setOpen(false)}>
      <div className={styles.form}>
        <LoginForm />
      </div>
    </BottomSheet>
  );
}
