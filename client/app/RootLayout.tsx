import { Outlet } from "react-router";
import { LoadingIndicator, NoticeDialog, ToastMessage } from "../features/notice";
import { SessionEffects } from "../features/session";
import { AccessGuard } from "../features/shell/AccessGuard";
import { AppShell } from "../features/shell/AppShell";
import { useScreenHandle } from "../lib/screen";
import { RequestEffectsBridge } from "./RequestEffectsBridge";

export function RootLayout() {
  const handle = useScreenHandle();
  return (
    <>
      <RequestEffectsBridge />
      <SessionEffects />
      <AppShell>
        {handle?.public ? <Outlet /> : <AccessGuard redirectTo={handle?.guestRedirect ?? "/m/login"}><Outlet /></AccessGuard>}
      </AppShell>
      <LoadingIndicator />
      <ToastMessage />
      <NoticeDialog />
    </>
  );
}
