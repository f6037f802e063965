import { useAtom } from "jotai";
import { lazy, Suspense, useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { loginDialogOpenAtom } from "../features/auth";
import { registerDialogOpenAtom } from "../features/register";
import { LoadingIndicator, NoticeDialog, ToastMessage } from "../features/notice";
import { SessionEffects } from "../features/session";
import { AccessGuard } from "../features/shell/AccessGuard";
import { AppShell } from "../features/shell/AppShell";
import { useScreenHandle } from "../lib/screen";
import { KeptQuerySync } from "./KeptQuerySync";
import { RequestEffectsBridge } from "./RequestEffectsBridge";

/** The login dialog's code arrives only when it is first opened. */
const LoginDialog = lazy(() => import("../features/auth/LoginDialog"));
const RegisterDialog = lazy(() => import("../features/register/RegisterDialog"));

export function RootLayout() {
  const handle = useScreenHandle();
  const [loginDialogOpen, setLoginDialogOpen] = useAtom(loginDialogOpenAtom);
  const [registerDialogOpen, setRegisterDialogOpen] = useAtom(registerDialogOpenAtom);
  const { pathname } = useLocation();

  // A dialog belongs to the page it was opened on: moving to another page closes it.
  useEffect(() => {
    setLoginDialogOpen(false);
    setRegisterDialogOpen(false);
  }, [pathname, setLoginDialogOpen, setRegisterDialogOpen]);
  return (
    <>
      <RequestEffectsBridge />
      <KeptQuerySync />
      <SessionEffects />
      <AppShell>
        {handle?.public ? <Outlet /> : <AccessGuard redirectTo={handle?.guestRedirect ?? "/m/login"}><Outlet /></AccessGuard>}
      </AppShell>
      <Suspense fallback={null}>
        {loginDialogOpen && <LoginDialog />}
        {registerDialogOpen && <RegisterDialog />}
      </Suspense>
      <LoadingIndicator />
      <ToastMessage />
      <NoticeDialog />
    </>
  );
}
