import { useAtomValue } from "../../lib/atomHooks";
import { type ReactNode, useEffect, useRef, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { loginReturningTo, withKeptQuery } from "#shared/navigation";
import { ROUTES } from "#shared/routes";
import { hasAccess } from "../../lib/session";
import { edgeSignedInAtom } from "../../core/startup/atoms";
import { Spinner } from "../../lib/ui/Spinner";
import styles from "./AccessGuard.module.css";

type Access = "unknown" | "granted" | "denied";

const subscribe = () => () => {};

/**
 * SPEC §2 access rule. The session lives in sessionStorage, so only the browser can decide. Where the
 * edge saw the "signed in" hint, the server and the hydrating render show the page itself (its first paint
 * is real, issue #10); otherwise both show the "checking" state. Then the client grants or redirects,
 * keeping the query.
 */
export function AccessGuard({ redirectTo, children }: { redirectTo: string; children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const edgeSignedIn = useAtomValue(edgeSignedInAtom);
  const access = useSyncExternalStore<Access>(
    subscribe,
    () => (hasAccess(location.search) ? "granted" : "denied"),
    () => (edgeSignedIn ? "granted" : "unknown"),
  );

  // A session this page had and lost (a log out, a session loss) is not a guest on the way here.
  const hadSession = useRef(false);
  useEffect(() => {
    if (access === "granted" && hasAccess(location.search)) hadSession.current = true;
    if (access !== "denied") return;
    // Sent to log in, a guest is told why there and brought back here after (issue #35).
    const returning = redirectTo === ROUTES.login && !hadSession.current;
    const target = returning ? loginReturningTo(`${location.pathname}${location.search}`, location.search) : withKeptQuery(redirectTo, location.search);
    void navigate(target, { replace: true });
  }, [access, navigate, redirectTo, location.pathname, location.search]);

  if (access === "granted") return children;
  return (
    <div className={styles.checking} role="status" aria-live="polite">
      <Spinner size={28} />
      <span>{t("app.checkingSession")}</span>
    </div>
  );
}
