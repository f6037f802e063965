import { base64ToBytes, bytesToBase64 } from "./base64.ts";
import type { CustomerServiceEntry } from "./contract/types.ts";
import { type LocalTexts, readLocalTexts } from "./localText.ts";
import { providerKind } from "./supportRules.ts";

/**
 * SPEC §3, §9: a customer-service entry's path is encrypted, "the last 8 characters are the key, the rest is
 * ciphertext". The cipher is ours (docs/decisions/019), chosen because WebCrypto has it in workerd and every
 * browser: AES-256-GCM under SHA-256 of the 8 key characters, the ciphertext written as base64url of
 * iv (12 bytes) ‖ ciphertext ‖ tag. GCM's tag makes a damaged path fail instead of decrypting to rubbish.
 * The client, the edge and the sandbox all use this one module.
 */
export const PATH_KEY_LENGTH = 8;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Longer paths are refused before any work: a real one is a URL of a few hundred characters. */
const MAX_PATH_LENGTH = 4096;
const KEY_CHARACTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

async function aesKey(key: string, usage: "encrypt" | "decrypt"): Promise<CryptoKey> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(key));
  return crypto.subtle.importKey("raw", digest, "AES-GCM", false, [usage]);
}

const toBase64Url = (bytes: Uint8Array) => bytesToBase64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text) || text.length % 4 === 1) return null;
  const padded = text.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (text.length % 4)) % 4);
  return base64ToBytes(padded);
}

export function randomPathKey(): string {
  return [...crypto.getRandomValues(new Uint8Array(PATH_KEY_LENGTH))].map((byte) => KEY_CHARACTERS[byte % KEY_CHARACTERS.length]).join("");
}

/** The path a platform stores for `plain`: ciphertext, then the key. */
export async function encryptCustomerServicePath(plain: string, key: string = randomPathKey()): Promise<string> {
  if (key.length !== PATH_KEY_LENGTH) throw new Error(`the key must be ${PATH_KEY_LENGTH} characters`);
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await aesKey(key, "encrypt"), new TextEncoder().encode(plain)));
  const joined = new Uint8Array(IV_BYTES + sealed.length);
  joined.set(iv);
  joined.set(sealed, IV_BYTES);
  return `${toBase64Url(joined)}${key}`;
}

/** The plain path, or null for anything that is not a path this module wrote (never throws). */
export async function decryptCustomerServicePath(path: unknown): Promise<string | null> {
  if (typeof path !== "string" || path.length <= PATH_KEY_LENGTH || path.length > MAX_PATH_LENGTH) return null;
  const bytes = fromBase64Url(path.slice(0, -PATH_KEY_LENGTH));
  if (!bytes || bytes.length < IV_BYTES + TAG_BYTES + 1) return null;
  try {
    const key = await aesKey(path.slice(-PATH_KEY_LENGTH), "decrypt");
    const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv: bytes.subarray(0, IV_BYTES) }, key, bytes.subarray(IV_BYTES));
    return new TextDecoder("utf-8", { fatal: true }).decode(plain);
  } catch {
    return null;
  }
}

/**
 * What a decrypted path may point at: an https address, or a path of the page's own origin. Anything else
 * (javascript:, data:, http:, `//host`, `/\host`) is refused, since it would be opened or run as a script.
 */
export function serviceAddress(plain: string): string | null {
  const value = plain.trim();
  if (/^\/(?![/\\])/.test(value)) return /[\s\\]/.test(value) ? null : value;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && !url.username && !url.password ? url.href : null;
  } catch {
    return null;
  }
}

/** An entry with its path decrypted and checked: what opens it. */
export interface ResolvedEntry {
  title: string;
  /** The title per language (docs/decisions/055): read through `localText`. */
  titles?: LocalTexts;
  csType: string;
  labelIds: string[];
  /** The decrypted path: an address for links and scripts, unused by the platform's chat. */
  address: string;
}

/**
 * The entries whose paths decrypt to a usable address, in their order. A malformed entry is skipped with a
 * log line (`customer_service_path_invalid`); it never stops the others.
 */
export async function resolveEntries(entries: unknown, log: (line: string) => void = console.warn): Promise<ResolvedEntry[]> {
  if (!Array.isArray(entries)) return [];
  const resolved = await Promise.all(
    entries.map(async (raw: Partial<CustomerServiceEntry> | null, index): Promise<ResolvedEntry | null> => {
      const entry = raw && typeof raw === "object" ? raw : {};
      const csType = typeof entry.csType === "string" ? entry.csType.trim().toUpperCase() : "";
      const plain = csType ? await decryptCustomerServicePath(entry.path) : null;
      const address = plain === null ? null : providerKind(csType) === "platform" ? plain : serviceAddress(plain);
      if (address === null || typeof entry.title !== "string") {
        log(JSON.stringify({ event: "customer_service_path_invalid", index, csType: csType || null }));
        return null;
      }
      const labelIds = Array.isArray(entry.labelIds) ? entry.labelIds.filter((id): id is string => typeof id === "string") : [];
      const titles = readLocalTexts(entry.titles);
      return { title: entry.title, ...(titles ? { titles } : {}), csType, labelIds, address };
    }),
  );
  return resolved.filter((entry): entry is ResolvedEntry => entry !== null);
}

/**
 * The address a page without a session or scripts (the system pages' Contact us) can send anyone to: the first
 * link entry meant for everyone. The platform's chat needs a session and a widget needs the app, so neither counts.
 */
export async function publicContactAddress(entries: unknown, log?: (line: string) => void): Promise<string | null> {
  const resolved = await resolveEntries(entries, log);
  return resolved.find((entry) => entry.labelIds.length === 0 && providerKind(entry.csType) === "link")?.address ?? null;
}
