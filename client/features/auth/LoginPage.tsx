import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { returnPath } from "#shared/navigation";
import { ROUTES } from "#shared/routes";
import { FormScreenPage, useSignedInGoesHome } from "../../core/screen/FormScreenPage";
import ui from "../../lib/ui/Screen.module.css";
import { LoginForm } from "./LoginForm";
import styles from "./LoginPage.module.css";

/** Why a guest on the way to `path` is asked to log in, in the player's words (issue #35). */
function reasonFor(path: string): string {
  if (path.startsWith(ROUTES.launchGame) || path.startsWith(ROUTES.game)) return "auth.loginFor.play";
  if ([ROUTES.rewardCenter, ROUTES.mall, ROUTES.leaderBoard, ROUTES.benefits].some((route) => path.startsWith(route))) return "auth.loginFor.rewards";
  if ([ROUTES.voucherCenter, ROUTES.withdraw, "/m/securityCenter"].some((route) => path.startsWith(route))) return "auth.loginFor.wallet";
  return "auth.loginFor.continue";
}

/** /m/login (SPEC §2); for a guest sent here on the way somewhere, it says why, and the login returns there. */
export function LoginPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  // A tab that holds a session is never asked to log in again, even when the edge sent it here
  // because the browser had lost its "signed in" cookie (issue #10): it goes home.
  useSignedInGoesHome();
  const wanted = returnPath(search);
  return (
    <FormScreenPage title={t("screens.login.title")}>
      {wanted && (
        <p className={`${ui.highlight} ${styles.reason}`} role="status" data-testid="login-reason">
          {t(reasonFor(wanted))}
        </p>
      )}
      <LoginForm />
    </FormScreenPage>
  );
}
