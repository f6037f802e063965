import { TRACKING } from "#shared/constants";
import { TRACKING_EVENTS, type TrackingEvent } from "#shared/contract";
import { LOCAL_STORAGE } from "#shared/storageKeys";
import { localStore } from "../../lib/storage";

/**
 * What this browser remembers about tracking (SPEC §9; docs/decisions/026), in local storage so that a closed tab,
 * a lost connection or a second tab never loses an event or sends one twice:
 * - the outbox: events not yet accepted by the platform, sent on this visit or the next;
 * - the event cache: when each event key was last reported, so a repeat within 10 minutes is dropped;
 * - the heartbeat record: the one-time events (firstOpen, a player's register, first deposit…) already reported,
 *   at most 1024 bytes and forgotten 30 days after it was last written.
 */

function readJson(key: string): unknown {
  try {
    return JSON.parse(localStore.get(key) ?? "null") as unknown;
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function isTrackingEvent(value: unknown): value is TrackingEvent {
  return (
    isRecord(value) &&
    typeof value.id === "string" &&
    typeof value.at === "number" &&
    (TRACKING_EVENTS as readonly unknown[]).includes(value.name) &&
    isRecord(value.payload) &&
    isRecord(value.pixelTrack) &&
    typeof value.page === "string"
  );
}

/** The unsent events, oldest first; a stored value this code did not write is dropped, never trusted. */
export function readOutbox(now = Date.now()): TrackingEvent[] {
  const stored = readJson(LOCAL_STORAGE.trackingOutbox);
  if (!Array.isArray(stored)) return [];
  return stored.filter(isTrackingEvent).filter((event) => now - event.at < TRACKING.outboxKeepMs);
}

function writeOutbox(events: TrackingEvent[]): void {
  if (events.length === 0) localStore.remove(LOCAL_STORAGE.trackingOutbox);
  else localStore.set(LOCAL_STORAGE.trackingOutbox, JSON.stringify(events.slice(-TRACKING.outboxMaxEvents)));
}

export function addToOutbox(event: TrackingEvent, now = Date.now()): void {
  writeOutbox([...readOutbox(now).filter((kept) => kept.id !== event.id), event]);
}

/** The platform accepted these: they leave the outbox for good. */
export function removeFromOutbox(ids: readonly string[], now = Date.now()): void {
  const sent = new Set(ids);
  writeOutbox(readOutbox(now).filter((event) => !sent.has(event.id)));
}

type EventCache = Record<string, number>;

function readEventCache(now: number): EventCache {
  const stored = readJson(LOCAL_STORAGE.trackingEventCache);
  if (!isRecord(stored)) return {};
  return Object.fromEntries(
    Object.entries(stored).filter((entry): entry is [string, number] => typeof entry[1] === "number" && now - entry[1] < TRACKING.eventCacheMs),
  );
}

/** SPEC §9 event cache: true when the same key was reported less than 10 minutes ago (the event is a repeat). */
export function reportedRecently(key: string, now = Date.now()): boolean {
  return key in readEventCache(now);
}

export function rememberReported(key: string, now = Date.now()): void {
  localStore.set(LOCAL_STORAGE.trackingEventCache, JSON.stringify({ ...readEventCache(now), [key]: now }));
}

interface Heartbeat {
  /** When the record was last written (ms): it is forgotten 30 days later. */
  at: number;
  /** One-time event keys and when they were reported, oldest first. */
  once: [string, number][];
}

function readHeartbeat(now: number): Heartbeat {
  const stored = readJson(LOCAL_STORAGE.trackingHeartbeat);
  if (!isRecord(stored) || typeof stored.at !== "number" || !Array.isArray(stored.once) || now - stored.at >= TRACKING.heartbeatKeepMs) {
    return { at: now, once: [] };
  }
  const once = stored.once.filter((entry): entry is [string, number] => Array.isArray(entry) && typeof entry[0] === "string" && typeof entry[1] === "number");
  return { at: stored.at, once };
}

/** The heartbeat as stored: the oldest keys give way until it fits in 1024 bytes (SPEC §9). */
export function heartbeatText(heartbeat: Heartbeat): string {
  const once = [...heartbeat.once];
  let text = JSON.stringify({ at: heartbeat.at, once });
  while (new TextEncoder().encode(text).length > TRACKING.heartbeatMaxBytes && once.length > 0) {
    once.shift();
    text = JSON.stringify({ at: heartbeat.at, once });
  }
  return text;
}

/** A one-time event (firstOpen, a player's register or first deposit…) already reported from this browser. */
export function reportedOnce(key: string, now = Date.now()): boolean {
  return readHeartbeat(now).once.some(([kept]) => kept === key);
}

export function rememberOnce(key: string, now = Date.now()): void {
  const heartbeat = readHeartbeat(now);
  if (heartbeat.once.some(([kept]) => kept === key)) return;
  localStore.set(LOCAL_STORAGE.trackingHeartbeat, heartbeatText({ at: now, once: [...heartbeat.once, [key, now]] }));
}
