import { useSetAtom } from "jotai";
import { useAtomValue } from "../../lib/atomHooks";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { BottomSheet } from "../../lib/ui/BottomSheet";
import styles from "../../lib/ui/FormScreen.module.css";
import { registerDialogOpenAtom } from "../../core/dialogs";
import { sessionAtom } from "../../core/session";
import { RegisterForm } from "./RegisterForm";

/** The registration form in a sheet over the current page; never for a signed-in player (issue #14), for whom it closes. */
export default function RegisterDialog() {
  const { t } = useTranslation();
  const setOpen = useSetAtom(registerDialogOpenAtom);
  const signedIn = Boolean(useAtomValue(sessionAtom));
  useEffect(() => {
    if (signedIn) setOpen(false);
  }, [signedIn, setOpen]);
  if (signedIn) return null;
  return (
    <BottomSheet title={t("screens.register.title")} titleId="register-dialog-title" closeLabel={t("app.close")} onClose={() => setOpen(false)}>
      <div className={styles.form}>
        <RegisterForm />
      </div>
    </BottomSheet>
  );
}
