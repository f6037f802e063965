import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import type { Envelope } from "#shared/contract";
import type { MerchantConfig } from "#shared/merchantConfig";
import { parseTrackingReport } from "#shared/trackingReport";
import { errorBodyResponse, playerLanguage } from "../edge/errorResponses";
import { executionContext } from "../edge/executionContext";
import type { AppEnv } from "../edge/appEnv";
import { timeoutSignal } from "../upstream/timeout";
import { confirmedConversions } from "./confirmedConversions";
import { type ConversionRequest, conversionRequests } from "./serverConversions";

/** A report bigger than this is not read for conversions (20 events of bounded fields stay far below it). */
const MAX_REPORT_BYTES = 64 * 1024;
const CONVERSION_TIMEOUT_MS = 10_000;
/** How long the edge remembers a money conversion it sent, so a report sent again sends nothing (docs/decisions/053). */
const SENT_MEMORY_SECONDS = 7 * 24 * 60 * 60;

/**
 * What stands in for the ad networks' APIs where there is one (development and tests: the sandbox registers it,
 * index.ts passes it here): it answers the conversions sent to its own addresses and leaves the rest undefined.
 */
export type ConversionStandIn = (request: Request, merchantCode: string, env: Env) => Promise<Response> | undefined;

/** Sends one conversion: to the network, or to the stand-in that answers its address. */
async function send(request: ConversionRequest, merchant: MerchantConfig, env: Env, standIn: ConversionStandIn | undefined): Promise<void> {
  try {
    const { signal, clear } = timeoutSignal(CONVERSION_TIMEOUT_MS);
    try {
      const outgoing = new Request(request.url, { ...request.init, signal });
      const response = (await standIn?.(outgoing, merchant.code, env)) ?? (await fetch(outgoing));
      if (!response.ok) throw new Error(`status ${response.status}`);
    } finally {
      clear();
    }
  } catch (error) {
    // Never the player's problem: the platform has the event either way. Logged for the operator.
    console.error(JSON.stringify({ event: "server_conversion_failed", merchant: merchant.code, network: request.network, error: String(error) }));
  }
}

const sentKey = (merchant: string, eventId: string) => `conversion-sent:${merchant}:${eventId}`;

/**
 * On the tracking report's way to the platform (issue #13, #34; docs/decisions/026, 053): a report that is not one is
 * refused here; once the platform accepted one, its register and confirmed deposits also go out as server-side
 * conversions, after the answer. A money conversion goes once per order.
 */
export const serverConversions = (standIn?: ConversionStandIn) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const merchant = c.get("merchant");
    const length = Number(c.req.header("content-length") ?? "0");
    if (length > MAX_REPORT_BYTES) return next();
    const raw = await c.req.raw.clone().text();
    if (raw.length > MAX_REPORT_BYTES) return next();
    const report = parseTrackingReport(raw);
    if (!report) return errorBodyResponse(400, playerLanguage(c), "body_invalid");
    await next();
    const { meta, tiktok } = merchant.conversions;
    if ((!meta && !tiktok) || !c.res.ok) return;
    const answer = (await c.res
      .clone()
      .json()
      .catch(() => null)) as Envelope<unknown> | null;
    if (!answer?.success) return;
    const context = {
      cookies: getCookie(c),
      ip: c.req.header("cf-connecting-ip"),
      userAgent: c.req.header("user-agent"),
      origin: new URL(c.req.url).origin,
    };
    const sending = (async () => {
      const events = await confirmedConversions(c, report);
      const fresh = [];
      for (const event of events) {
        // Register's id is the browser's own; a money event's is its order's, so only that one can be sent twice.
        if (event.name === "register") fresh.push(event);
        else if ((await c.env.CONFIG.get(sentKey(merchant.code, event.id))) === null) {
          await c.env.CONFIG.put(sentKey(merchant.code, event.id), "1", { expirationTtl: SENT_MEMORY_SECONDS });
          fresh.push(event);
        }
      }
      const requests = await conversionRequests({ events: fresh }, merchant, context);
      await Promise.all(requests.map((request) => send(request, merchant, c.env, standIn)));
    })();
    const ctx = executionContext(c);
    if (ctx) ctx.waitUntil(sending);
    else await sending;
  });
