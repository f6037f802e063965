import { Hono } from "hono";
import { fail, ok } from "./envelope";
import type { SandboxEnv } from "./types";

/**
 * The stand-in for Meta's Conversions API and TikTok's Events API (issue #13: "in tests they go to a local
 * stand-in"): a merchant whose conversions name this endpoint has them kept in D1, as they were sent. Development and
 * tests only (docs/decisions/007): production has no stand-in.
 */
export const SANDBOX_CONVERSIONS_ORIGIN = "https://conversions.sandbox.invalid";
export const SANDBOX_EVENTS_PATH = "/wps/sandbox/events";

const MAX_BODY = 16 * 1024;

/** Which network a stand-in address stands for, by its first path segment. */
function network(url: URL): "meta" | "tiktok" | null {
  const first = url.pathname.split("/")[1];
  return first === "meta" || first === "tiktok" ? first : null;
}

/**
 * Keeps one conversion the edge sent to the stand-in's address (anything else is not the stand-in's: undefined); the
 * answer is the network's usual success, or a 400 for a body it can't read.
 */
export function conversionStandIn(request: Request, merchantCode: string, env: Env): Promise<Response> | undefined {
  return request.url.startsWith(`${SANDBOX_CONVERSIONS_ORIGIN}/`) ? keepConversion(request, merchantCode, env.SANDBOX_DB) : undefined;
}

async function keepConversion(request: Request, merchantCode: string, db: D1Database): Promise<Response> {
  const url = new URL(request.url);
  const name = network(url);
  const text = await request.text();
  if (!name || text.length > MAX_BODY) return Response.json({ error: "bad request" }, { status: 400 });
  let first: Record<string, unknown> | undefined;
  try {
    first = (JSON.parse(text) as { data?: Record<string, unknown>[] }).data?.[0];
  } catch {
    first = undefined;
  }
  const eventName = first?.event_name ?? first?.event;
  const eventId = first?.event_id;
  if (typeof eventName !== "string" || typeof eventId !== "string") return Response.json({ error: "bad request" }, { status: 400 });
  await db
    .prepare("INSERT INTO server_conversions (merchant_code, network, event_name, event_id, body, received_at) VALUES (?, ?, ?, ?, ?, ?)")
    .bind(merchantCode, name, eventName, eventId, text, Date.now())
    .run();
  return Response.json(name === "meta" ? { events_received: 1 } : { code: 0, message: "OK" });
}

/** A test helper: the tracking events and conversions the sandbox holds, newest first (as `npm run ops -- events`). */
export const sandboxEventsRoutes = () =>
  new Hono<SandboxEnv>().get(SANDBOX_EVENTS_PATH, async (c) => {
    const name = c.req.query("name");
    if (name !== undefined && !/^[A-Za-z]{1,40}$/.test(name)) return fail(c, "flags_invalid", 400);
    const events = await c.env.SANDBOX_DB.prepare(
      `SELECT id, name, at, member_id AS memberId, payload, pixel_track AS pixelTrack, affiliate_code AS affiliateCode,
              referral_code AS referralCode, original_domain AS originalDomain, s2s, page
         FROM tracking_events WHERE merchant_code = ?1 AND (?2 IS NULL OR name = ?2) ORDER BY received_at DESC, at DESC LIMIT 200`,
    )
      .bind(c.var.merchantCode, name ?? null)
      .all<Record<string, unknown>>();
    const conversions = await c.env.SANDBOX_DB.prepare(
      "SELECT network, event_name AS eventName, event_id AS eventId, body FROM server_conversions WHERE merchant_code = ? ORDER BY seq DESC LIMIT 200",
    )
      .bind(c.var.merchantCode)
      .all<Record<string, unknown>>();
    const parse = (value: unknown) => (typeof value === "string" ? (JSON.parse(value) as unknown) : value);
    return ok(c, {
      events: events.results.map((row) => ({ ...row, payload: parse(row.payload), pixelTrack: parse(row.pixelTrack), s2s: parse(row.s2s) })),
      conversions: conversions.results.map((row) => ({ ...row, body: parse(row.body) })),
    });
  });
