import { useStore } from "jotai";
import { useAtomValue } from "../../lib/atomHooks";
import { useEffect, useState } from "react";
import { TIMING } from "#shared/constants";
import { showToast } from "../../core/notices";
import { reloadOrHome } from "../../lib/navigation";
import { pageVersionAtom } from "../../core/startup/atoms";
import { AppUpgrade } from "./AppUpgrade";
import { UpdateAlert } from "./UpdateAlert";
import { checkForUpdate, storeHash } from "./updateCheck";
import { scheduleUpdateChecks } from "./updateSchedule";

/** SPEC §4 Update check and the offline event's no-network notice, mounted once from the overlay list. */
export default function Updates() {
  const store = useStore();
  const page = useAtomValue(pageVersionAtom);
  const [newHash, setNewHash] = useState<string | null>(null);

  useEffect(
    () =>
      scheduleUpdateChecks(window, async () => {
        const finding = await checkForUpdate(page);
        if (finding?.alert) setNewHash(finding.hash);
      }),
    [page],
  );

  // SPEC §4, §8: losing the connection says so, the way a request that found no network does.
  useEffect(() => {
    const offline = () => showToast(store, { key: "errors.networkOffline" }, TIMING.offlineToast);
    window.addEventListener("offline", offline);
    return () => window.removeEventListener("offline", offline);
  }, [store]);

  // The update alert comes first: a page about to refresh need not ask for an app update as well.
  if (!newHash) return <AppUpgrade />;
  return (
    <UpdateAlert
      onRefresh={() => {
        storeHash(newHash);
        // SPEC §2: reload in place on the listed paths, otherwise go to /m/home.
        reloadOrHome();
      }}
    />
  );
}
