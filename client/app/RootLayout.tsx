import { Outlet } from "react-router";
import { AccessGuard } from "../features/shell/AccessGuard";
import { AppShell } from "../features/shell/AppShell";
import { useScreenHandle } from "../lib/screen";

export function RootLayout() {
  const handle = useScreenHandle();
  return (
    <AppShell>
      {handle?.public ? <Outlet /> : <AccessGuard redirectTo={handle?.guestRedirect ?? "/m/login"}><Outlet /></AccessGuard>}
    </AppShell>
  );
}
