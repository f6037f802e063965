import { ATTRIBUTION_COOKIES, decodeTouch } from "#shared/attribution";
import { SERVER_CONVERSION_EVENTS, type TrackingEvent, type TrackingReport, trackedCurrency } from "#shared/contract";
import type { MerchantConfig } from "#shared/merchantConfig";
import { META_EVENT_NAMES, TIKTOK_EVENT_NAMES } from "#shared/pixelEvents";

/**
 * Server-side conversions (issue #13; docs/decisions/026): register, firstDeposit and deposit go from the edge to
 * Meta's Conversions API and TikTok's Events API too, which ad blockers and Safari's fingerprinting protection do
 * not stop. Each carries the event id the browser pixel used, so the networks count the conversion once.
 */
export const META_GRAPH_ENDPOINT = "https://graph.facebook.com/v21.0";
export const TIKTOK_EVENTS_ENDPOINT = "https://business-api.tiktok.com/open_api/v1.3/event/track/";

/** What the request that carried the report tells about the browser: its cookies, address and agent. */
export interface ConversionContext {
  cookies: Record<string, string | undefined>;
  ip?: string;
  userAgent?: string;
  origin: string;
}

export interface ConversionRequest {
  network: "meta" | "tiktok";
  url: string;
  init: { method: "POST"; headers: Record<string, string>; body: string };
}

async function sha256(value: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The networks' normal forms before hashing: ids trimmed and lower-cased, phones as digits only. */
async function hashedIdentifiers(event: TrackingEvent): Promise<{ externalId?: string; phone?: string }> {
  const { userId, phone } = event.payload;
  const digits = typeof phone === "string" ? phone.replace(/\D/g, "") : "";
  return {
    ...(typeof userId === "string" && userId.trim() ? { externalId: await sha256(userId.trim().toLowerCase()) } : {}),
    ...(digits ? { phone: await sha256(digits) } : {}),
  };
}

function money(event: TrackingEvent): { value?: number; currency?: string } {
  const { amount, currency } = event.payload;
  return typeof amount === "number" && typeof currency === "string" && currency ? { value: amount, currency: trackedCurrency(currency) } : {};
}

/** The event's page on this site; anything that would name another origin is this site's root (docs/decisions/053). */
function pageUrl(event: TrackingEvent, origin: string): string {
  const url = new URL(/^\/(?![/\\])/.test(event.page) ? event.page : "/", origin);
  return url.origin === origin ? url.href : new URL("/", origin).href;
}

export async function metaRequest(
  event: TrackingEvent,
  meta: NonNullable<MerchantConfig["conversions"]["meta"]>,
  context: ConversionContext,
): Promise<ConversionRequest> {
  const ids = await hashedIdentifiers(event);
  const body = {
    data: [
      {
        event_name: META_EVENT_NAMES[event.name],
        event_time: Math.floor(event.at / 1000),
        event_id: event.id,
        action_source: "website",
        event_source_url: pageUrl(event, context.origin),
        user_data: {
          ...(context.cookies[ATTRIBUTION_COOKIES.fbc] ? { fbc: context.cookies[ATTRIBUTION_COOKIES.fbc] } : {}),
          ...(context.cookies[ATTRIBUTION_COOKIES.fbp] ? { fbp: context.cookies[ATTRIBUTION_COOKIES.fbp] } : {}),
          ...(context.ip ? { client_ip_address: context.ip } : {}),
          ...(context.userAgent ? { client_user_agent: context.userAgent } : {}),
          ...(ids.externalId ? { external_id: [ids.externalId] } : {}),
          ...(ids.phone ? { ph: [ids.phone] } : {}),
        },
        custom_data: money(event),
      },
    ],
    ...(meta.testEventCode ? { test_event_code: meta.testEventCode } : {}),
  };
  const base = meta.endpoint ?? META_GRAPH_ENDPOINT;
  return {
    network: "meta",
    url: `${base}/${meta.pixelId}/events`,
    // The token goes in a header, not the address, so no log of addresses ever holds it.
    init: { method: "POST", headers: { "Content-Type": "application/json", Authorization: `Bearer ${meta.accessToken}` }, body: JSON.stringify(body) },
  };
}

export async function tiktokRequest(
  event: TrackingEvent,
  tiktok: NonNullable<MerchantConfig["conversions"]["tiktok"]>,
  context: ConversionContext,
): Promise<ConversionRequest> {
  const ids = await hashedIdentifiers(event);
  const touch = decodeTouch(context.cookies[ATTRIBUTION_COOKIES.lastTouch]) ?? decodeTouch(context.cookies[ATTRIBUTION_COOKIES.firstTouch]);
  const ttclid = event.pixelTrack.ttclid ?? touch?.fields.ttclid;
  const ttp = context.cookies._ttp;
  const body = {
    event_source: "web",
    event_source_id: tiktok.pixelCode,
    data: [
      {
        event: TIKTOK_EVENT_NAMES[event.name],
        event_time: Math.floor(event.at / 1000),
        event_id: event.id,
        user: {
          ...(ttclid ? { ttclid } : {}),
          ...(ttp ? { ttp } : {}),
          ...(ids.externalId ? { external_id: ids.externalId } : {}),
          ...(ids.phone ? { phone: ids.phone } : {}),
          ...(context.ip ? { ip: context.ip } : {}),
          ...(context.userAgent ? { user_agent: context.userAgent } : {}),
        },
        properties: money(event),
        page: { url: pageUrl(event, context.origin) },
      },
    ],
  };
  return {
    network: "tiktok",
    url: tiktok.endpoint ?? TIKTOK_EVENTS_ENDPOINT,
    init: { method: "POST", headers: { "Content-Type": "application/json", "Access-Token": tiktok.accessToken }, body: JSON.stringify(body) },
  };
}

/** Every conversion one accepted report calls for, given the merchant's tokens; none without them. */
export async function conversionRequests(report: TrackingReport, merchant: MerchantConfig, context: ConversionContext): Promise<ConversionRequest[]> {
  const { meta, tiktok } = merchant.conversions;
  if (!meta && !tiktok) return [];
  const events = report.events.filter((event) => (SERVER_CONVERSION_EVENTS as readonly string[]).includes(event.name));
  const requests: Promise<ConversionRequest>[] = [];
  for (const event of events) {
    if (meta) requests.push(metaRequest(event, meta, context));
    if (tiktok) requests.push(tiktokRequest(event, tiktok, context));
  }
  return Promise.all(requests);
}
