import { Outlet } from "react-router";
import { ROUTES } from "../../shared/routes";
import { RequestBridge } from "../core/RequestBridge";
import { SessionEffects } from "../core/session";
import { useScreenHandle } from "../lib/screen";
import { KeptQuerySync } from "./KeptQuerySync";
import { Overlays } from "./overlays";
import { AccessGuard } from "./shell/AccessGuard";
import { AppShell } from "./shell/AppShell";

export function RootLayout() {
  const handle = useScreenHandle();
  return (
    <>
      <RequestBridge />
      <KeptQuerySync />
      <SessionEffects />
      <AppShell>
        {handle?.public ? (
          <Outlet />
        ) : (
          <AccessGuard redirectTo={handle?.guestRedirect ?? ROUTES.login}>
            <Outlet />
          </AccessGuard>
        )}
      </AppShell>
      <Overlays />
    </>
  );
}
