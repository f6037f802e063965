import { LOCAL_STORAGE } from "#shared/storageKeys";
import { md5 } from "#shared/md5";
import { localStore } from "./storage";

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** 32 hex digits as 8-4-4-4-12. */
export function formatAsUuid(hex: string): string {
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Browser traits that stay the same across visits on one device. The time zone is read as its offsets in January
 * and July (standard and summer time), not by name: the first Intl.DateTimeFormat a page builds loads the engine's
 * time-zone data, 30–40 ms in one piece on a fast machine (issue #10).
 */
export function fingerprintTraits(nav: Navigator, screen: Screen): string[] {
  const extended = nav as Navigator & { deviceMemory?: number };
  return [
    nav.userAgent,
    nav.language,
    (nav.languages ?? []).join(","),
    nav.platform,
    String(nav.hardwareConcurrency ?? ""),
    String(extended.deviceMemory ?? ""),
    String(nav.maxTouchPoints ?? ""),
    `${screen.width}x${screen.height}x${screen.colorDepth}`,
    String(globalThis.devicePixelRatio ?? ""),
    `${new Date(2026, 0, 1).getTimezoneOffset()}/${new Date(2026, 6, 1).getTimezoneOffset()}`,
  ];
}

/**
 * SPEC §4 device id: inside the native app, the UUID its user agent carries;
 * otherwise an MD5 of browser traits formatted like a UUID. Computed once and kept.
 */
export function deviceId(nav: Navigator = navigator, screen: Screen = globalThis.screen): string {
  const fromApp = UUID.exec(nav.userAgent)?.[0];
  if (fromApp) return fromApp.toLowerCase();
  const stored = localStore.get(LOCAL_STORAGE.deviceId);
  if (stored && UUID.test(stored)) return stored;
  const id = formatAsUuid(md5(fingerprintTraits(nav, screen).join("|")));
  localStore.set(LOCAL_STORAGE.deviceId, id);
  return id;
}
