import { endpoint, type AnyEndpoint } from "./endpoint.ts";

/**
 * Tracking events (SPEC §3 Tracking events, Server-to-server info; §7 "tracking report with events as JSON", path
 * not shown; §9 event cache, heartbeat). Choices: docs/decisions/026.
 */

/** SPEC §3 Tracking events, every one. */
export const TRACKING_EVENTS = [
  "firstOpen",
  "registerSubmit",
  "register",
  "depositSubmit",
  "firstDeposit",
  "withdraw",
  "deposit",
  "redeposit",
  "firstDepositArrival",
  "startTrial",
  "login",
  "viewContent",
  "downloadApp",
  "gameLaunch",
  "a2hsInstalled",
] as const;

export type TrackingEventName = (typeof TRACKING_EVENTS)[number];

/** The events the edge also sends as server-side conversions, when the merchant configures a token (issue #13). */
export const SERVER_CONVERSION_EVENTS = ["register", "firstDeposit", "deposit"] as const satisfies readonly TrackingEventName[];

/**
 * The money conversions (docs/decisions/053): the edge sends one only for an order the platform confirms as completed
 * for the signed-in member, with the order's amount and currency, never the report's.
 */
export const MONEY_CONVERSION_EVENTS = ["firstDeposit", "deposit"] as const satisfies readonly (typeof SERVER_CONVERSION_EVENTS)[number][];

/** An order's reference as a conversion may carry it: the platform's id, plain. */
export const CONVERSION_ORDER_ID = /^[A-Za-z0-9-]{1,40}$/;

/**
 * The one event id of an order's money event, made the same way by the browser (pixel, platform) and the edge
 * (server-side conversion): a report sent again names the same event, which the networks count once.
 */
export function orderEventId(name: (typeof MONEY_CONVERSION_EVENTS)[number], orderId: string | number): string {
  return `${name}-order-${String(orderId).padStart(8, "0")}`;
}

/** SPEC §3 Server-to-server info: what the native app's attribution SDKs know about the device. */
export const S2S_FIELDS = ["adAppToken", "gpsAdid", "adid", "afAppId", "appsflyerId", "afAdvertisingId", "afOaid", "idfa", "idfv"] as const;
export type S2sInfo = Partial<Record<(typeof S2S_FIELDS)[number], string>>;

/** One event's own facts: amounts, currency, the player, the game; flat and small. */
export type TrackingPayload = Record<string, string | number | boolean>;

export interface TrackingEvent {
  /** Made once in the browser and used by the pixel, the platform and the server-side conversion alike (de-duplication). */
  id: string;
  name: TrackingEventName;
  /** When it happened (ms). */
  at: number;
  payload: TrackingPayload;
  /** SPEC §3 Pixel/attribution object at the time of the event (only non-empty values). */
  pixelTrack: Record<string, string>;
  affiliateCode?: string;
  referralCode?: string;
  /** SPEC §3 Registration info: the domain the player first landed on. */
  originalDomain?: string;
  s2s?: S2sInfo;
  /** The route it happened on: a path of this site, never another origin. */
  page: string;
}

export interface TrackingReport {
  events: TrackingEvent[];
}

/** How many events one report carries at most; the rest go in the next one. */
export const TRACKING_REPORT_MAX_EVENTS = 20;

/** The module id the report carries (SPEC §7: every post sends one; the spec does not name this one, so ours). */
export const TRACKING_MODULE_ID = "TRACK3";

/** The tracking report (path not shown in SPEC §7: ours). `stored` counts the events new to the platform. */
export const trackingReport = endpoint<Record<string, never>, TrackingReport, { stored: number }>({
  method: "POST",
  path: "/wps/relay/MCSFE_reportTrackingEvents",
  auth: true,
  encrypted: false,
  moduleId: TRACKING_MODULE_ID,
  cache: "none",
});

export const TRACKING_ENDPOINTS: AnyEndpoint[] = [trackingReport];

/** SPEC §5 tracked currency: cut to 3 letters, except that TLB maps to PHP. */
export function trackedCurrency(currency: string): string {
  const code = currency.trim().toUpperCase();
  if (code === "TLB") return "PHP";
  return code.slice(0, 3);
}
