import { useEffect } from "react";
import { Outlet } from "react-router";
import { ROUTES } from "#shared/routes";
import { useAtomValue } from "../lib/atomHooks";
import { merchantAtom } from "../core/startup/atoms";
import { RequestBridge } from "../core/RequestBridge";
import { SessionEffects } from "../core/session";
import { useScreenHandle } from "../lib/screen";
import { replayEarlyTap } from "../lib/earlyTaps";
import { KeptQuerySync } from "./KeptQuerySync";
import { Overlays } from "./overlays";
import { AccessGuard } from "./shell/AccessGuard";
import { AppShell } from "./shell/AppShell";

export function RootLayout() {
  const handle = useScreenHandle();
  // A merchant's guest browsing opens home, games and promotions to guests (issue #35, item 3).
  const guestBrowsing = useAtomValue(merchantAtom)?.guestBrowsing === true;
  const open = handle?.public || (guestBrowsing && handle?.guestBrowsable === true);
  // The page's first effect after the hydrated page commits: from here React handles taps, so the one a player made
  // on the server-painted page before is replayed (docs/decisions/036).
  useEffect(() => void replayEarlyTap(), []);
  return (
    <>
      <RequestBridge />
      <KeptQuerySync />
      <SessionEffects />
      <AppShell>
        {open ? (
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
