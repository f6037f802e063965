import { Hono } from "hono";
import { trackingReport } from "#shared/contract";
import { parseTrackingReport } from "#shared/trackingReport";
import { fail, ok } from "./envelope";
import { currentMember } from "./members";
import type { SandboxEnv } from "./types";

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/**
 * The platform's side of the tracking report (SPEC §3 Tracking events; docs/decisions/026): each event is stored
 * once, by its id, with the player when one is signed in. A report that is not one gets a clear 400.
 */
export const trackingRoutes = new Hono<SandboxEnv>().post(trackingReport.path, async (c) => {
  const report = parseTrackingReport(c.var.payload);
  if (!report) return fail(c, "body_invalid", 400);
  const member = await currentMember(c);
  const now = Date.now();
  const statements = report.events.map((event) =>
    c.env.SANDBOX_DB.prepare(
      `INSERT OR IGNORE INTO tracking_events
        (id, merchant_code, name, at, member_id, payload, pixel_track, affiliate_code, referral_code, original_domain, s2s, page, received_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).bind(
      event.id,
      c.var.merchantCode,
      event.name,
      event.at,
      member?.id ?? null,
      JSON.stringify(event.payload),
      JSON.stringify(event.pixelTrack),
      event.affiliateCode ?? null,
      event.referralCode ?? null,
      event.originalDomain ?? null,
      json(event.s2s),
      event.page,
      now,
    ),
  );
  const results = await c.env.SANDBOX_DB.batch(statements);
  return ok(c, { stored: results.reduce((sum, result) => sum + (result.meta.changes ?? 0), 0) });
});
