import { reportNow, track } from "../../core/tracking";

/**
 * Once per page load (docs/decisions/026): firstOpen the first time this browser opens the site (the heartbeat
 * record remembers it for 30 days), then whatever an earlier visit could not send goes out now, and again whenever
 * the connection comes back.
 */
export function startTracking(win: Window = window): () => void {
  track("firstOpen", {}, { once: "firstOpen" });
  void reportNow();
  const online = () => void reportNow();
  win.addEventListener("online", online);
  return () => win.removeEventListener("online", online);
}
