import { useAtomValue } from "jotai";
import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { loginDialogOpenAtom } from "../features/auth/loginDialog";
import { LoadingIndicator, NoticeDialog, ToastMessage } from "../features/notice";
import { SessionEffects } from "../features/session";
import { AccessGuard } from "../features/shell/AccessGuard";
import { AppShell } from "../features/shell/AppShell";
import { useScreenHandle } from "../lib/screen";
import { RequestEffectsBridge } from "./RequestEffectsBridge";

/** The login dialog's code arrives only when it is first opened. */
const LoginDialog = lazy(() => import("../features/auth/LoginDialog"));

export function RootLayout() {
  const handle = useScreenHandle();
  const loginDialogOpen = useAtomValue(loginDialogOpenAtom);
  return (
    <>
      <RequestEffectsBridge />
      <SessionEffects />
      <AppShell>
        {handle?.public ? <Outlet /> : <AccessGuard redirectTo={handle?.guestRedirect ?? "/m/login"}><Outlet /></AccessGuard>}
      </AppShell>
      {loginDialogOpen && (
        <Suspense fallback={null}>
          <LoginDialog />
        </Suspense>
      )}
      <LoadingIndicator />
      <ToastMessage />
      <NoticeDialog />
    </>
  );
}
