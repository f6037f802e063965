import { ATTRIBUTION_COOKIES } from "../../shared/attribution";
import { HANDOFF, type HandoffSession } from "../../shared/handoff";

/** One hand-off as the edge keeps it until the new domain redeems it (docs/decisions/027). */
export interface HandoffRecord {
  merchant: string;
  /** The host that may redeem it, and only it. */
  target: string;
  expires: number;
  session?: HandoffSession;
  cookies: Partial<Record<string, string>>;
}

/** The cookies that travel: the edge's attribution, and TikTok's browser id. */
export const HANDOFF_COOKIES = [
  ATTRIBUTION_COOKIES.fbc,
  ATTRIBUTION_COOKIES.fbp,
  ATTRIBUTION_COOKIES.firstTouch,
  ATTRIBUTION_COOKIES.lastTouch,
  "_ttp",
] as const;

const kvKey = (id: string) => `handoff:${id}`;
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
export async function createHandoff(kv: KVNamespace, secret: string, record: Omit<HandoffRecord, "expires">, now = Date.now()): Promise<string> {
  const id = base64Url(crypto.getRandomValues(new Uint8Array(24)));
  const expires = now + HANDOFF.ttlSeconds * 1000;
  await kv.put(kvKey(id), JSON.stringify({ ...record, expires }), { expirationTtl: HANDOFF.ttlSeconds });
  return `${id}.${expires}.${await signature(secret, `${id}.${expires}.${record.merchant}.${record.target}`)}`;
}

/**
 * The record of a code, once: a bad signature, an expired code, another merchant's or another host's, or one already
 * used gives null (the hand-off fails closed). The record is deleted before it is handed out.
 */
export async function redeemHandoff(
  kv: KVNamespace,
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
  const raw = await kv.get(kvKey(id));
  if (!raw) return null;
  await kv.delete(kvKey(id));
  try {
    const record = JSON.parse(raw) as HandoffRecord;
    return record.merchant === where.merchant && record.target === where.host && record.expires > now ? record : null;
  } catch {
    return null;
  }
}
