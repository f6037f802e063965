import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import type { Envelope } from "../../shared/contract";
import type { MerchantConfig } from "../../shared/merchantConfig";
import { parseTrackingReport } from "../../shared/trackingReport";
import { executionContext } from "../edge/executionContext";
import { keepConversion, SANDBOX_CONVERSIONS_ORIGIN } from "../sandbox/conversionSink";
import type { AppEnv } from "../types";
import { timeoutSignal } from "../upstream/timeout";
import { type ConversionRequest, conversionRequests } from "./serverConversions";

/** A report bigger than this is not read for conversions (20 events of bounded fields stay far below it). */
const MAX_REPORT_BYTES = 64 * 1024;
const CONVERSION_TIMEOUT_MS = 10_000;

/** Sends one conversion: to the network, or in development and tests to the sandbox's stand-in. */
async function send(request: ConversionRequest, merchant: MerchantConfig, env: Env): Promise<void> {
  try {
    const standIn = request.url.startsWith(`${SANDBOX_CONVERSIONS_ORIGIN}/`);
    if (standIn && !__DEV_TOOLS__) throw new Error("the conversions stand-in exists in development and tests only");
    const { signal, clear } = timeoutSignal(CONVERSION_TIMEOUT_MS);
    try {
      const response = standIn
        ? await keepConversion(new Request(request.url, { ...request.init, signal }), merchant.code, env.SANDBOX_DB)
        : await fetch(request.url, { ...request.init, signal });
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
export const serverConversions = createMiddleware<AppEnv>(async (c, next) => {
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
  const sending = Promise.all(requests.map((request) => send(request, merchant, c.env)));
  const ctx = executionContext(c);
  if (ctx) ctx.waitUntil(sending);
  else await sending;
});
