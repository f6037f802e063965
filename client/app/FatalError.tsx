import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRouteError } from "react-router";
import { SESSION_STORAGE } from "../../shared/storageKeys";
import { reloadOrHome } from "../lib/navigation";
import { sessionStore } from "../lib/storage";

/** A second failure within this time after recovering stops the automatic reloads. */
const RECOVERY_WINDOW_MS = 10_000;

/** Recovers once per failing page: reload in place or go home (SPEC §2); never loops. */
export function recoverOnce(now = Date.now()): boolean {
  const last = Number(sessionStore.get(SESSION_STORAGE.recoveryReload) ?? 0);
  if (now - last < RECOVERY_WINDOW_MS) return false;
  sessionStore.set(SESSION_STORAGE.recoveryReload, String(now));
  reloadOrHome();
  return true;
}

/** The router's error screen: a fatal render error (SPEC §2 after-update rule). */
export function FatalError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const [recovering, setRecovering] = useState(true);
  useEffect(() => {
    console.error(error);
    setRecovering(recoverOnce());
  }, [error]);
  return (
    <main style={{ padding: 24, textAlign: "center" }} role="alert">
      <p>{t("app.reloading")}</p>
      {!recovering && <a href="/m/home">{t("actions.goHome")}</a>}
    </main>
  );
}
