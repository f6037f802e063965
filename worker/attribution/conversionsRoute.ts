import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import type { Envelope } from "#shared/contract";
import type { MerchantConfig } from "#shared/merchantConfig";
import { parseTrackingReport } from "#shared/trackingReport";
import { executionContext } from "../edge/executionContext";
import type { AppEnv } from "../edge/appEnv";
import { timeoutSignal } from "../upstream/timeout";
import { type ConversionRequest, conversionRequests } from "./serverConversions";

/** A report bigger than this is not read for conversions (20 events of bounded fields stay far below it). */
const MAX_REPORT_BYTES = 64 * 1024;
const CONVERSION_TIMEOUT_MS = 10_000;

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

/**
 * On the tracking report's way to the platform (issue #13; docs/decisions/026): once the platform accepted it, the
 * report's register, firstDeposit and deposit events also go out as server-side conversions, after the answer.
 */
export const serverConversions = (standIn?: ConversionStandIn) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const merchant = c.var.merchant;
    const { meta, tiktok } = merchant.conversions;
    const length = Number(c.req.header("content-length") ?? "0");
    if ((!meta && !tiktok) || length > MAX_REPORT_BYTES) return next();
    const raw = await c.req.raw.clone().text();
    await next();
    if (raw.length > MAX_REPORT_BYTES || !c.res.ok) return;
    const answer = (await c.res
      .clone()
      .json()
      .catch(() => null)) as Envelope<unknown> | null;
    if (!answer?.success) return;
    const report = parseTrackingReport(raw);
    if (!report) return;
    const requests = await conversionRequests(report, merchant, {
      cookies: getCookie(c),
      ip: c.req.header("cf-connecting-ip"),
      userAgent: c.req.header("user-agent"),
      origin: new URL(c.req.url).origin,
    });
    if (requests.length === 0) return;
    const sending = Promise.all(requests.map((request) => send(request, merchant, c.env, standIn)));
    const ctx = executionContext(c);
    if (ctx) ctx.waitUntil(sending);
    else await sending;
  });
