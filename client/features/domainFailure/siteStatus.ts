import type { createStore } from "jotai";
import { TIMING } from "#shared/constants";
import { systemStatus } from "#shared/contract";
import { siteSettingsFrom } from "#shared/siteSettings";
import { siteSettingsAtom } from "../../core/startup/atoms";
import { capturedAttribution, pixelTrack } from "../../core/tracking/attribution";
import { call } from "../../lib/request";
import { keepIfSame } from "../../lib/sameValue";
import { sessionStore } from "../../lib/storage";
import { COOKIES, SESSION_STORAGE } from "#shared/storageKeys";
import type { SiteSettings } from "#shared/contract";

type Store = ReturnType<typeof createStore>;

/**
 * SPEC §7 GET /wps/system/status in the browser. The query carries:
 * - the visit's stored original domain (the host the player first landed on, SPEC §3 Registration info), not
 *   merely this host;
 * - the stored pixel/attribution object as `track` (docs/decisions/059).
 */
function statusQuery(location: Location) {
  const originalDomain = capturedAttribution().firstTouch?.domain || location.hostname;
  const track = pixelTrack();
  return {
    device: "MOBILE" as const,
    originalDomain,
    url: location.origin,
    ...(Object.keys(track).length ? { track: JSON.stringify(track) } : {}),
  };
}

/** A page that reloaded for the status within this time does not do it again: the edge may still serve it. */
const STATUS_RELOAD_WINDOW_MS = 60_000;

/**
 * The platform's status says this page must not be used (SPEC §2, §3): maintenance switched on while it was open,
 * or this visitor restricted (the cookie asks the edge to check the visitor before the next page:
 * worker/gates/visitorRegion.ts). The page reloads, once, and the edge serves System Maintenance or Access Denied.
 */
function reloadForStatus(win: Window, settings: SiteSettings, now = Date.now()): boolean {
  const checking = `${COOKIES.regionCheck}=1`;
  // No longer restricted: the edge need not ask about this visitor again.
  if (settings.regionRestriction !== true && win.document.cookie.split("; ").includes(checking)) {
    win.document.cookie = `${COOKIES.regionCheck}=; path=/; max-age=0; samesite=lax`;
  }
  if (settings.maintenance !== true && settings.regionRestriction !== true) return false;
  const last = Number(sessionStore.get(SESSION_STORAGE.statusReload) ?? 0);
  if (now - last < STATUS_RELOAD_WINDOW_MS) return false;
  sessionStore.set(SESSION_STORAGE.statusReload, String(now));
  if (settings.regionRestriction === true) win.document.cookie = `${checking}; path=/; max-age=600; samesite=lax`;
  win.location.reload();
  return true;
}

/** The settings the page runs on, replaced only by a real change, so nothing re-renders for an identical answer. */
function apply(store: Store, value: unknown, win: Window): void {
  const settings = siteSettingsFrom(value);
  if (!settings) return;
  if (reloadForStatus(win, settings)) return;
  store.set(siteSettingsAtom, (shown) => keepIfSame(shown, settings));
}

/**
 * The browser's status call (issue #36, item 3):
 * - It runs once the page is live, with the §8 rows of the request layer (client/lib/request/catalogue.ts):
 *   domain_not_available opens the domain-failure modal.
 * - Its answer is the site's settings. Where the edge could not get them in its budget (the page came with none), the
 *   page gets them now. A change applies at once, without a reload.
 * - It runs again whenever the page becomes visible, SPEC §9's 300 ms debounce apart, quietly: a tab left open
 *   sees a switched flag or new support entries when the player comes back to it.
 * - Maintenance switched on by the platform, or this visitor restricted by it, reloads the page once, into System
 *   Maintenance or Access Denied.
 */
export function startSiteStatus(store: Store, win: Window = window): () => void {
  const ask = (alert: boolean) =>
    call(systemStatus, { query: statusQuery(win.location), alert }).then(
      (value) => apply(store, value, win),
      () => undefined,
    );
  void ask(true);
  let pending: ReturnType<typeof setTimeout> | undefined;
  const onVisibility = () => {
    if (win.document.visibilityState !== "visible") return;
    clearTimeout(pending);
    pending = setTimeout(() => void ask(false), TIMING.settingsVisibilityDebounce);
  };
  win.document.addEventListener("visibilitychange", onVisibility);
  return () => {
    clearTimeout(pending);
    win.document.removeEventListener("visibilitychange", onVisibility);
  };
}
