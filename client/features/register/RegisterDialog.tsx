import { useSetAtom } from "jotai";
import { useTranslation } from "react-i18next";
import { BottomSheet } from "../../lib/ui/BottomSheet";
import styles from "../../lib/ui/FormScreen.module.css";
import { registerDialogOpenAtom } from "../../core/dialogs";
import { RegisterForm } from "./RegisterForm";

/** The registration form in a sheet over the current page. */
export default function RegisterDialog() {
  const { t } = useTranslation();
  const setOpen = useSetAtom(registerDialogOpenAtom);
  return (
    <BottomSheet title={t("screens.register.title")} titleId="register-dialog-title" closeLabel={t("app.close")} onClose={() => setOpen(false)}>
      <div className={styles.form}>
        <RegisterForm />
      </div>
    </BottomSheet>
  );
}
