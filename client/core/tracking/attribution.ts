import { ATTRIBUTION_COOKIES, type Touch, decodeTouch } from "#shared/attribution";
import { LOCAL_STORAGE } from "#shared/storageKeys";
import { localStore } from "../../lib/storage";

/** One cookie of `document.cookie`, decoded; undefined when absent or unreadable. */
function cookie(source: string, name: string): string | undefined {
  for (const part of source.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export interface CapturedAttribution {
  firstTouch: Touch | null;
  lastTouch: Touch | null;
  fbc?: string;
  fbp?: string;
}

/** What the edge captured on landing (worker/attribution/captureAttribution.ts): the client reads it from the cookies. */
export function capturedAttribution(source = globalThis.document?.cookie ?? ""): CapturedAttribution {
  const fbc = cookie(source, ATTRIBUTION_COOKIES.fbc);
  const fbp = cookie(source, ATTRIBUTION_COOKIES.fbp);
  return {
    firstTouch: decodeTouch(cookie(source, ATTRIBUTION_COOKIES.firstTouch)),
    lastTouch: decodeTouch(cookie(source, ATTRIBUTION_COOKIES.lastTouch)),
    ...(fbc ? { fbc } : {}),
    ...(fbp ? { fbp } : {}),
  };
}

/**
 * SPEC §3 Pixel/attribution object for a registration: the last touch's fields (ads are optimised on it), with
 * the first touch's filling what the last one lacks, and fbc/fbp. Only non-empty values.
 */
export function pixelTrackFrom(captured: CapturedAttribution): Record<string, string> {
  const merged: Record<string, string> = { ...captured.firstTouch?.fields, ...captured.lastTouch?.fields };
  if (captured.fbc) merged.fbc = captured.fbc;
  if (captured.fbp) merged.fbp = captured.fbp;
  return Object.fromEntries(Object.entries(merged).filter(([, value]) => typeof value === "string" && value !== ""));
}

/**
 * SPEC §3 Affiliate: the address's codes first; otherwise what the edge kept. Affiliates are paid on the first touch
 * (docs/decisions/025), so its code wins over a later one's.
 */
export function affiliateCodesFrom(search: string, captured: CapturedAttribution): { affiliateCode?: string; referralCode?: string } {
  const query = new URLSearchParams(search);
  const affiliateCode = query.get("affiliateCode") || captured.firstTouch?.affiliateCode || captured.lastTouch?.affiliateCode || undefined;
  const referralCode = query.get("referralCode") || query.get("r") || captured.firstTouch?.referralCode || captured.lastTouch?.referralCode || undefined;
  return { ...(affiliateCode ? { affiliateCode } : {}), ...(referralCode ? { referralCode } : {}) };
}

/** SPEC §3 Pixel/attribution object: what this browser stored, under what the edge captured on landing (issue #13). */
export function pixelTrack(source?: string): Record<string, string> {
  let stored: Record<string, string> = {};
  try {
    const parsed = JSON.parse(localStore.get(LOCAL_STORAGE.pixelTrack) ?? "{}") as Record<string, unknown>;
    // Only non-empty values are kept (SPEC §3 Pixel/attribution object).
    stored = Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== ""));
  } catch {
    stored = {};
  }
  return { ...stored, ...pixelTrackFrom(capturedAttribution(source)) };
}
