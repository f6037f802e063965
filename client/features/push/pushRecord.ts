import { TIMING } from "#shared/constants";
import type { PushTokenRecord } from "#shared/contract";
import { LOCAL_STORAGE } from "#shared/storageKeys";
import { localStore } from "../../lib/storage";

const isText = (value: unknown): value is string => typeof value === "string";

/** SPEC §3 Push token record, as this browser keeps it; anything malformed counts as none. */
export function readPushRecord(): PushTokenRecord | null {
  try {
    const raw = JSON.parse(localStore.get(LOCAL_STORAGE.pushToken) ?? "null") as Partial<PushTokenRecord> | null;
    const options = raw?.subscriptionOptions;
    if (!raw || !isText(raw.token) || !raw.token || !Number.isFinite(raw.createTime) || !options) return null;
    if (![options.auth, options.p256dh, options.endpoint, options.swScope, options.vapidKey].every(isText)) return null;
    return raw as PushTokenRecord;
  } catch {
    return null;
  }
}

export const savePushRecord = (record: PushTokenRecord): void => localStore.set(LOCAL_STORAGE.pushToken, JSON.stringify(record));
export const clearPushRecord = (): void => localStore.remove(LOCAL_STORAGE.pushToken);

/** SPEC §9: a token is replaced after 7 days (FCM has no refresh event on the web, PITFALLS). */
export function refreshDue(record: PushTokenRecord, now: number): boolean {
  return now - record.createTime >= TIMING.pushTokenRefresh;
}

/** How long until the record is due; 0 when it already is. */
export function untilRefresh(record: PushTokenRecord, now: number): number {
  return Math.max(0, record.createTime + TIMING.pushTokenRefresh - now);
}
