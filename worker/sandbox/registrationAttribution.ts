import { Hono } from "hono";
import { fail, ok } from "./envelope";
import type { SandboxEnv } from "./types";

const MAX_FIELDS = 40;
const MAX_VALUE = 200;

/** SPEC §3 pixelTrack as the sandbox keeps it: string values only, bounded, or null when there is nothing. */
export function pixelTrackColumn(value: unknown): string | null {
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const kept = Object.entries(value)
    .filter(([key, field]) => /^[A-Za-z0-9_]{1,40}$/.test(key) && typeof field === "string" && field !== "")
    .slice(0, MAX_FIELDS)
    .map(([key, field]) => [key, (field as string).slice(0, MAX_VALUE)]);
  return kept.length > 0 ? JSON.stringify(Object.fromEntries(kept)) : null;
}

/** A consent as the sandbox keeps it; anything malformed in a hostile request is dropped, never stored as given. */
export interface ConsentColumns {
  age: number | null;
  termsUrl: string | null;
  privacyUrl: string | null;
}

const documentUrl = (value: unknown): string | null =>
  typeof value === "string" && value.length <= 500 && /^(https?:\/\/|\/)[^\s]*$/.test(value) ? value : null;

export function consentColumns(value: unknown): ConsentColumns | null {
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const { minimumAge, termsUrl, privacyUrl } = value as Record<string, unknown>;
  if (typeof minimumAge !== "number" || !Number.isInteger(minimumAge) || minimumAge < 1 || minimumAge > 99) return null;
  return { age: minimumAge, termsUrl: documentUrl(termsUrl), privacyUrl: documentUrl(privacyUrl) };
}

export const SANDBOX_REGISTRATION_PATH = "/wps/sandbox/registration";

/** A test helper: what a player's registration carried (affiliate, referral, pixelTrack, method, consent). */
export const registrationAttributionRoutes = () =>
  new Hono<SandboxEnv>().get(SANDBOX_REGISTRATION_PATH, async (c) => {
    const username = c.req.query("username")?.trim();
    if (!username || username.length > 64) return fail(c, "username_required", 400);
    const row = await c.env.SANDBOX_DB.prepare(
      "SELECT affiliate_code, referral_code, register_method, pixel_track, consent_age, consent_terms_url, consent_privacy_url, consent_at FROM members WHERE merchant_code = ? AND username = ?",
    )
      .bind(c.var.merchantCode, username)
      .first<{
        affiliate_code: string | null;
        referral_code: string | null;
        register_method: string | null;
        pixel_track: string | null;
        consent_age: number | null;
        consent_terms_url: string | null;
        consent_privacy_url: string | null;
        consent_at: number | null;
      }>();
    if (!row) return fail(c, "not.exists.user", 404);
    return ok(c, {
      affiliateCode: row.affiliate_code,
      referralCode: row.referral_code,
      registerMethod: row.register_method,
      pixelTrack: row.pixel_track ? (JSON.parse(row.pixel_track) as Record<string, string>) : null,
      consent:
        row.consent_at === null
          ? null
          : { minimumAge: row.consent_age, termsUrl: row.consent_terms_url, privacyUrl: row.consent_privacy_url, acceptedAt: row.consent_at },
    });
  });
