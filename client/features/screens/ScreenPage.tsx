import { useSetAtom } from "jotai";
import { useAtomValue } from "../../lib/atomHooks";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { withKeptQuery } from "#shared/navigation";
import { ROUTES } from "#shared/routes";
import { useScreenHandle } from "../../lib/screen";
import { merchantNameAtom } from "../../core/startup/atoms";
import { useDocumentTitle } from "../../core/screen/useDocumentTitle";
import { tokenAtom } from "../../core/session";
import { loginDialogOpenAtom, registerDialogOpenAtom } from "../../core/dialogs";
import ui from "../../lib/ui/Screen.module.css";
import styles from "./ScreenPage.module.css";

/** A titled screen in the app's layout: the not-found page of an address outside SPEC §2's table. */
export function ScreenPage() {
  const handle = useScreenHandle();
  const name = useAtomValue(merchantNameAtom);
  const { t } = useTranslation();
  const location = useLocation();
  const key = handle?.screen ?? "notFound";
  const title = t(`screens.${key}.title`);

  useDocumentTitle(title);
  // SPEC §6: the register button is hidden when logged in.
  const loggedIn = Boolean(useAtomValue(tokenAtom));
  const openLoginDialog = useSetAtom(loginDialogOpenAtom);
  const openRegisterDialog = useSetAtom(registerDialogOpenAtom);

  const isEntry = key === "entry";
  return (
    <section className={styles.screen} aria-labelledby="screen-title">
      <h1 id="screen-title" className={`${ui.title} ${styles.title}`}>
        {title}
      </h1>
      <p className={ui.text}>{t(`screens.${key}.description`, { merchant: name })}</p>
      {isEntry && (
        <div className={styles.actions}>
          <Link
            className={ui.primaryLink}
            to={withKeptQuery(ROUTES.login, location.search)}
            onClick={(event) => {
              // The entry page signs in without leaving it (SPEC §2 login dialog); the link still works without JavaScript.
              event.preventDefault();
              openLoginDialog(true);
            }}
          >
            {t("actions.login")}
          </Link>
          {!loggedIn && (
            <Link
              className={ui.secondaryLink}
              to={withKeptQuery(ROUTES.register, location.search)}
              onClick={(event) => {
                event.preventDefault();
                openRegisterDialog(true);
              }}
            >
              {t("actions.register")}
            </Link>
          )}
        </div>
      )}
      {handle?.notFound && (
        <div className={styles.actions}>
          <Link className={ui.primaryLink} to={withKeptQuery(ROUTES.home, location.search)}>
            {t("actions.goHome")}
          </Link>
        </div>
      )}
      {!isEntry && !handle?.notFound && <p className={styles.note}>{t("app.preparing")}</p>}
    </section>
  );
}
