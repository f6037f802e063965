import type { createStore } from "jotai";
import { merchantAtom, siteSettingsAtom } from "../startup/atoms";
import { setPlatformFailover } from "../../lib/request";
import { candidateDomains, fastestDomain, originOf } from "./fastestDomain";

type Store = ReturnType<typeof createStore>;

/**
 * The browser keeps the platform reachable (issue #36): when a call finds the platform's origin out of reach, the
 * merchant's other domains (the site settings' domain route, SPEC §3) race by the SPEC §7 ping rules, and the winner
 * serves every later call (client/lib/request/transport.ts). Calls failing together share one race.
 */
export function startPlatformFailover(store: Store, here: Pick<Location, "protocol" | "port"> = window.location): () => void {
  let race: Promise<string | null> | null = null;
  const raceFrom = async (failedOrigin: string): Promise<string | null> => {
    const merchant = store.get(merchantAtom);
    const domainList = store.get(siteSettingsAtom)?.domainRoute?.domainList ?? [];
    if (!merchant) return null;
    const winner = await fastestDomain(candidateDomains(domainList, new URL(failedOrigin).hostname), merchant.code, here);
    return winner ? originOf(winner, here) : null;
  };
  setPlatformFailover((failedOrigin) => {
    race ??= raceFrom(failedOrigin).finally(() => {
      race = null;
    });
    return race;
  });
  return () => setPlatformFailover(null);
}
