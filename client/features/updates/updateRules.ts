import type { AssetManifest, PageVersion, ReleaseManifest } from "#shared/assetManifest";

/** What one round of the update check found (SPEC §4 Update check). */
export interface UpdateFinding {
  /** The hash of the two manifests, as the alert's Refresh stores it. */
  hash: string;
  alert: boolean;
  /** Whether the hash becomes the stored one now (the page is current, or nothing was stored yet). */
  store: boolean;
}

function isBuildManifest(value: unknown): value is AssetManifest {
  return typeof value === "object" && value !== null && typeof (value as AssetManifest).version === "string";
}

function isReleaseManifest(value: unknown): value is ReleaseManifest {
  return typeof value === "object" && value !== null && typeof (value as ReleaseManifest).release === "string";
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * SPEC §4: the two manifests' hash against the stored one. The page also knows what it was built and released as
 * (docs/decisions/024), so a page that just loaded the new version is never told to refresh into it, and a page
 * left open in another tab is told even after this browser stored the new hash. Anything that is not both
 * manifests (a maintenance page, a captive portal's HTML) is no answer at all.
 */
export async function decideUpdate(
  texts: { build: string; release: string },
  page: PageVersion,
  stored: string | null,
  hashOf: (text: string) => string | Promise<string>,
): Promise<UpdateFinding | null> {
  const build = parse(texts.build);
  const release = parse(texts.release);
  if (!isBuildManifest(build) || !isReleaseManifest(release)) return null;
  const hash = await hashOf(`${texts.build}\n${texts.release}`);
  if (page.build !== null) {
    const stale = build.version !== page.build || release.release !== page.release;
    return { hash, alert: stale, store: !stale };
  }
  // A page that does not know its own version (no build behind the worker) falls back to the spec's stored hash alone.
  if (stored === null) return { hash, alert: false, store: true };
  return { hash, alert: stored !== hash, store: false };
}

/** SPEC §7: both manifests are asked for with `time`, so no cache between here and the edge answers for them. */
export function manifestUrl(path: string, now: number): string {
  return `${path}?time=${now}`;
}

/**
 * SPEC §2 App-upgrade modal (docs/decisions/024): inside the native app, when it is older than the newest version
 * the merchant ships. Mandatory when the whitelabel flag says so; otherwise, once closed, not again this session.
 */
export function appUpgradeNeeded(
  appVersion: readonly number[] | null,
  latest: string | undefined,
  mandatory: boolean,
  closedThisSession: boolean,
  olderThan: (version: readonly number[], minimum: string) => boolean,
): { mandatory: boolean } | null {
  if (!appVersion || !latest || !/^\d+(\.\d+)*$/.test(latest.trim())) return null;
  if (!olderThan(appVersion, latest.trim())) return null;
  if (!mandatory && closedThisSession) return null;
  return { mandatory };
}
