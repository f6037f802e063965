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

export const SANDBOX_REGISTRATION_PATH = "/wps/sandbox/registration";

/** A test helper: what a player's registration carried (affiliate, referral, pixelTrack, method). */
export const registrationAttributionRoutes = () =>
  new Hono<SandboxEnv>().get(SANDBOX_REGISTRATION_PATH, async (c) => {
    const username = c.req.query("username")?.trim();
    if (!username || username.length > 64) return fail(c, "username_required", 400);
    const row = await c.env.SANDBOX_DB.prepare(
      "SELECT affiliate_code, referral_code, register_method, pixel_track FROM members WHERE merchant_code = ? AND username = ?",
    )
      .bind(c.var.merchantCode, username)
      .first<{ affiliate_code: string | null; referral_code: string | null; register_method: string | null; pixel_track: string | null }>();
    if (!row) return fail(c, "not.exists.user", 404);
    return ok(c, {
      affiliateCode: row.affiliate_code,
      referralCode: row.referral_code,
      registerMethod: row.register_method,
      pixelTrack: row.pixel_track ? (JSON.parse(row.pixel_track) as Record<string, string>) : null,
    });
  });
