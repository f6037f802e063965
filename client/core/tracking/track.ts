import { TRACKING } from "#shared/constants";
import { TRACKING_REPORT_MAX_EVENTS, trackingReport, type TrackingEvent, type TrackingEventName, type TrackingPayload } from "#shared/contract";
import { affiliateCodesFrom, capturedAttribution, pixelTrack } from "./attribution";
import { call } from "../../lib/request";
import { readS2sInfo } from "./s2sInfo";
import { addToOutbox, readOutbox, rememberOnce, rememberReported, removeFromOutbox, reportedOnce, reportedRecently } from "./trackingRecords";

/**
 * SPEC §3 Tracking events, reported to the platform (docs/decisions/026). Each event gets one id, made here, that
 * the browser pixel, the platform's record and the edge's server-side conversion all carry, so that Meta and TikTok
 * count a conversion once (PITFALLS: Attribution, 2026 state).
 */
export interface TrackOptions {
  /** A repeat of the same key within 10 minutes is dropped (SPEC §9 event cache). Default: the name and payload. */
  key?: string;
  /** A one-time event: reported once from this browser for this key (the heartbeat record). */
  once?: string;
  /** The event's id, where it is made from what it is about (an order's money event: orderEventId); new otherwise. */
  id?: string;
}

type EventListener = (event: TrackingEvent) => void;
const listeners = new Set<EventListener>();
/** Events made before any listener (the pixels load after first paint) are handed over when one arrives. */
let beforeListeners: TrackingEvent[] = [];

/** The browser pixels listen here; they get every event of this page, including those made before they loaded. */
export function onTrackingEvent(listener: EventListener): () => void {
  listeners.add(listener);
  for (const event of beforeListeners) listener(event);
  beforeListeners = [];
  return () => listeners.delete(listener);
}

function eventId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

function stableKey(name: string, payload: TrackingPayload): string {
  return `${name}:${JSON.stringify(Object.entries(payload).sort(([a], [b]) => (a < b ? -1 : 1)))}`;
}

/** Builds the event the way the platform receives it: what happened, and what the visit was credited to. */
export function buildEvent(name: TrackingEventName, payload: TrackingPayload, now = Date.now(), id = eventId()): TrackingEvent {
  // One read of the cookies for both: each read of document.cookie is a round trip to the browser's cookie store.
  const cookies = globalThis.document?.cookie ?? "";
  const captured = capturedAttribution(cookies);
  const codes = affiliateCodesFrom(globalThis.location?.search ?? "", captured);
  const originalDomain = captured.firstTouch?.domain ?? globalThis.location?.hostname;
  const s2s = readS2sInfo();
  return {
    id,
    name,
    at: now,
    payload,
    pixelTrack: pixelTrack(cookies),
    ...codes,
    ...(originalDomain ? { originalDomain } : {}),
    ...(s2s ? { s2s } : {}),
    page: globalThis.location?.pathname ?? "",
  };
}

let reportTimer: ReturnType<typeof setTimeout> | undefined;
let reporting: Promise<void> | null = null;

/**
 * Reports what is in the outbox. An event leaves it only once the platform accepted it; one that could not be sent
 * stays for the next report, on this visit or the next. Reports from two tabs never overlap (Web Locks), and the
 * platform ignores an id it already holds, so no event is ever counted twice.
 */
export function reportNow(): Promise<void> {
  if (reportTimer) clearTimeout(reportTimer);
  reportTimer = undefined;
  reporting ??= withReportLock(async () => {
    const events = readOutbox().slice(0, TRACKING_REPORT_MAX_EVENTS);
    if (events.length === 0) return;
    await call(trackingReport, { body: { events }, alert: false });
    removeFromOutbox(events.map((event) => event.id));
    if (readOutbox().length > 0) scheduleReport();
  })
    .catch(() => {
      // Offline, or the platform failed: the events wait in the outbox for the next chance.
    })
    .finally(() => {
      reporting = null;
    });
  return reporting;
}

function withReportLock(task: () => Promise<void>): Promise<void> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (!locks?.request) return task();
  return locks.request("mc-tracking-report", () => task()).then(() => undefined);
}

export function scheduleReport(delay: number = TRACKING.reportDelayMs): void {
  if (reportTimer) return;
  reportTimer = setTimeout(() => void reportNow(), delay);
}

/**
 * Records one event and schedules its report. Returns the event (the caller may need its id), or null when the
 * event is a repeat within the event cache's 10 minutes, or a one-time event already reported.
 */
export function track(name: TrackingEventName, payload: TrackingPayload = {}, options: TrackOptions = {}): TrackingEvent | null {
  const now = Date.now();
  const key = options.key ?? stableKey(name, payload);
  if (reportedRecently(key, now)) return null;
  if (options.once && reportedOnce(options.once, now)) return null;
  const event = buildEvent(name, payload, now, options.id);
  addToOutbox(event, now);
  rememberReported(key, now);
  if (options.once) rememberOnce(options.once, now);
  if (listeners.size === 0) beforeListeners = [...beforeListeners, event].slice(-TRACKING.outboxMaxEvents);
  for (const listener of listeners) listener(event);
  scheduleReport();
  return event;
}
