import { ATTRIBUTION_COOKIES } from "#shared/attribution";
import { HANDOFF } from "#shared/handoff";
import type { HandoffRecord, HandoffStore } from "./handoffStore";

/** Where hand-offs wait to be redeemed: one Durable Object per code (handoffStore.ts). */
export type HandoffStores = DurableObjectNamespace<HandoffStore>;

/** The cookies that travel: the edge's attribution, and TikTok's browser id. */
export const HANDOFF_COOKIES = [
  ATTRIBUTION_COOKIES.fbc,
  ATTRIBUTION_COOKIES.fbp,
  ATTRIBUTION_COOKIES.firstTouch,
  ATTRIBUTION_COOKIES.lastTouch,
  "_ttp",
] as const;

const storeOf = (stores: HandoffStores, id: string) => stores.get(stores.idFromName(id));
const encoder = new TextEncoder();

function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

async function signature(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return base64Url(new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(text))));
}

/** Equal-time comparison, so a guessed signature learns nothing from how long the check took. */
function same(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/** Keeps the record for 60 s and answers its code: `<random id>.<expiry>.<HMAC of both and the target>`. */
export async function createHandoff(stores: HandoffStores, secret: string, record: Omit<HandoffRecord, "expires">, now = Date.now()): Promise<string> {
  const id = base64Url(crypto.getRandomValues(new Uint8Array(24)));
  const expires = now + HANDOFF.ttlSeconds * 1000;
  await storeOf(stores, id).keep({ ...record, expires });
  return `${id}.${expires}.${await signature(secret, `${id}.${expires}.${record.merchant}.${record.target}`)}`;
}

/**
 * The record of a code, once: a bad signature, an expired code, another merchant's or another host's, or one already
 * used gives null (the hand-off fails closed). The record is deleted as it is handed out, in one call of its Durable Object.
 */
export async function redeemHandoff(
  stores: HandoffStores,
  secret: string,
  code: string,
  where: { merchant: string; host: string },
  now = Date.now(),
): Promise<HandoffRecord | null> {
  const match = /^([A-Za-z0-9_-]{32})\.(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(code);
  if (!match) return null;
  const [, id, expiresText, signed] = match as unknown as [string, string, string, string];
  const expires = Number(expiresText);
  if (expires <= now) return null;
  if (!same(signed, await signature(secret, `${id}.${expires}.${where.merchant}.${where.host}`))) return null;
  // Only a correctly signed code reaches the store, so a flood of made-up codes creates no objects.
  const record = await storeOf(stores, id).take();
  return record && record.merchant === where.merchant && record.target === where.host && record.expires > now ? record : null;
}
