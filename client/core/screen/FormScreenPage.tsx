import { type ReactNode, useEffect } from "react";
import { useNavigate } from "react-router";
import { returnPath } from "#shared/navigation";
import { ROUTES } from "#shared/routes";
import { useAppNavigate } from "../../lib/navigation";
import { readSessionInfo } from "../../lib/session";
import styles from "../../lib/ui/FormScreen.module.css";
import { Screen } from "./Screen";

/** A page that is a form (sign in, register, a new password, feedback…): a screen at a form's width. */
export function FormScreenPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Screen title={title} className={styles.screen}>
      {children}
    </Screen>
  );
}

/** A tab that holds a session leaves this page for /m/home, or the page it was on the way to (each page says why). */
export function useSignedInGoesHome(): void {
  const navigate = useAppNavigate(useNavigate());
  useEffect(() => {
    if (readSessionInfo()) navigate(returnPath(window.location.search) ?? ROUTES.home, { replace: true });
  }, [navigate]);
}
