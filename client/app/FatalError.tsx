import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRouteError } from "react-router";
import { ROUTES } from "#shared/routes";
import { mayRecover, recoverOnce } from "../lib/navigation";

/** The router's error screen: a fatal render error (SPEC §2 after-update rule). */
export function FatalError() {
  const error = useRouteError();
  const { t } = useTranslation();
  // Decided once: a page that just tried to recover offers the way home instead of looping.
  const [recovering] = useState(mayRecover);
  useEffect(() => {
    console.error(error);
    if (recovering) recoverOnce();
  }, [error, recovering]);
  return (
    <main style={{ padding: 24, textAlign: "center" }} role="alert">
      <p>{t("app.reloading")}</p>
      {!recovering && (
        <a href={ROUTES.home} style={{ display: "inline-flex", alignItems: "center", minBlockSize: 44 }}>
          {t("actions.goHome")}
        </a>
      )}
    </main>
  );
}
