import { HOME_SCREEN_SOURCE } from "./constants";

/**
 * SPEC §3 Pixel/attribution object, Affiliate, Registration info; PITFALLS "Attribution" and "Attribution, 2026 state".
 * What the edge captures from a visit's address on the first request and keeps in first-party cookies set with
 * `Set-Cookie`, so Safari's caps on script-written cookies and its stripping of click ids later on do not lose a click.
 * Which address parameters feed each field is ours (the spec names the fields, not the parameters): docs/decisions/025.
 */

/** Each field of the pixel/attribution object and the address parameters it is read from, first match wins. */
export const ATTRIBUTION_PARAMETERS = {
  fbclid: ["fbclid"],
  gclid: ["gclid"],
  ttclid: ["ttclid"],
  kwai_click_id: ["kwai_click_id", "kwaiclid"],
  kwai_pixel_id: ["kwai_pixel_id"],
  facebookPixelId: ["fbPixelId", "fb_pixel_id", "pixelId"],
  tiktokPixelId: ["ttPixelId", "tiktok_pixel_id"],
  kwaiPixelCode: ["kwaiPixelCode", "kwai_pixel_code"],
  gtagId: ["gtagId", "gtag_id"],
  voluumClickId: ["vcid", "voluum_click_id"],
  propellerVisitorId: ["visitor_id", "propeller_visitor_id"],
  kadamId: ["kadam_id", "kadamId"],
  tfTracker: ["tf_tracker", "tfTracker"],
  rtCid: ["rtcid", "rt_cid"],
  okspId: ["okspId"],
  okspExt: ["okspExt"],
  pixel_click_id: ["pixel_click_id"],
  obclid: ["obclid"],
  phxClickId: ["phxclid", "phx_click_id"],
  twclid: ["twclid"],
  utm_source: ["utm_source"],
  cid: ["cid"],
  bbg: ["bbg"],
} as const satisfies Record<string, readonly string[]>;

export type AttributionField = keyof typeof ATTRIBUTION_PARAMETERS;

/** SPEC §3 Affiliate: the codes a visit may carry, besides a subdomain that is not a known host. */
export const AFFILIATE_PARAMETERS = { affiliateCode: ["affiliateCode"], referralCode: ["referralCode", "r"] } as const;

/** One visit's capture: the non-empty fields, the codes and when it happened (ms). */
export interface Touch {
  at: number;
  fields: Partial<Record<AttributionField, string>>;
  affiliateCode?: string;
  referralCode?: string;
  /** The host the visit landed on (SPEC §3 Registration info: originalDomain). */
  domain: string;
}

export const ATTRIBUTION_COOKIES = {
  /** Meta's click cookie, `fb.1.<ms click time>.<fbclid>`. */
  fbc: "_fbc",
  /** Meta's browser id, `fb.1.<ms first seen>.<random>`. */
  fbp: "_fbp",
  /** The first visit that carried anything, never overwritten (affiliates are paid on it). */
  firstTouch: "mc_first_touch",
  /** The latest visit that carried anything (ads are optimised on it). */
  lastTouch: "mc_last_touch",
} as const;

/** A value longer than this is cut: a cookie holds about 4 KB in all, and no click id comes near it. */
export const ATTRIBUTION_VALUE_MAX = 200;

/** The fields and codes of one address; null when it carries none (only non-empty values are kept, SPEC §3). */
export function touchFromQuery(query: URLSearchParams, domain: string, at: number, subdomainAffiliate?: string): Touch | null {
  const pick = (names: readonly string[]) => {
    for (const name of names) {
      const value = query.get(name)?.trim();
      if (value) return value.slice(0, ATTRIBUTION_VALUE_MAX);
    }
    return undefined;
  };
  const fields: Touch["fields"] = {};
  for (const [field, names] of Object.entries(ATTRIBUTION_PARAMETERS) as [AttributionField, readonly string[]][]) {
    const value = pick(names);
    if (value) fields[field] = value;
  }
  // The installed app's own start address is not a marketing touch: each launch would replace the last ad click.
  if (fields.utm_source === HOME_SCREEN_SOURCE) delete fields.utm_source;
  const affiliateCode = pick(AFFILIATE_PARAMETERS.affiliateCode) ?? subdomainAffiliate;
  const referralCode = pick(AFFILIATE_PARAMETERS.referralCode);
  if (Object.keys(fields).length === 0 && !affiliateCode && !referralCode) return null;
  return { at, fields, domain, ...(affiliateCode ? { affiliateCode } : {}), ...(referralCode ? { referralCode } : {}) };
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** A touch as a cookie value: base64url JSON, so no value can break the cookie's syntax. */
export function encodeTouch(touch: Touch): string {
  return toBase64Url(JSON.stringify(touch));
}

/** Any cookie value, hostile or not; null unless it is a touch this code wrote. */
export function decodeTouch(value: string | undefined): Touch | null {
  if (!value || value.length > 4096 || !/^[A-Za-z0-9_-]+$/.test(value)) return null;
  try {
    const parsed = JSON.parse(fromBase64Url(value)) as Partial<Touch>;
    if (typeof parsed !== "object" || parsed === null || typeof parsed.at !== "number" || typeof parsed.domain !== "string") return null;
    const fields = Object.fromEntries(
      Object.entries(parsed.fields ?? {}).filter(
        ([field, fieldValue]) => field in ATTRIBUTION_PARAMETERS && typeof fieldValue === "string" && fieldValue !== "",
      ),
    ) as Touch["fields"];
    const text = (candidate: unknown) => (typeof candidate === "string" && candidate ? candidate.slice(0, ATTRIBUTION_VALUE_MAX) : undefined);
    const affiliateCode = text(parsed.affiliateCode);
    const referralCode = text(parsed.referralCode);
    return { at: parsed.at, fields, domain: parsed.domain, ...(affiliateCode ? { affiliateCode } : {}), ...(referralCode ? { referralCode } : {}) };
  } catch {
    return null;
  }
}

/** `fb.<subdomainIndex>.<ms>.<fbclid>`, where a fifth segment may follow (PITFALLS: parsers must accept it). */
export function parseFbc(value: string | undefined): { at: number; fbclid: string } | null {
  const match = /^fb\.\d\.(\d{10,16})\.([^.]+)(?:\..*)?$/.exec(value ?? "");
  return match ? { at: Number(match[1]), fbclid: match[2]! } : null;
}

export function formatFbc(at: number, fbclid: string): string {
  return `fb.1.${at}.${fbclid}`;
}
