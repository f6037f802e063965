import { base64ToBytes, bytesToBase64 } from "../base64.ts";
import type { CustomerServiceEntry } from "../contract/types.ts";
import { type LocalTexts, readLocalTexts } from "../localText.ts";
import { md5Bytes } from "../md5.ts";
import { labelIdText, providerKind } from "../supportRules.ts";
import type { SupportPathCipherName } from "./forms.ts";

/**
 * SPEC §3, §9: a customer-service entry's path is encrypted, "the last 8 characters are the key, the rest is
 * ciphertext". SPEC does not show the cipher, so it is a platform form (./forms.ts, docs/decisions/062), chosen per
 * merchant; the client, the edge and the sandbox all use this one module.
 *
 * "aes-gcm-sha256" is ours (docs/decisions/019), chosen because WebCrypto has it in workerd and every browser:
 * AES-256-GCM under SHA-256 of the 8 key characters, the ciphertext written as base64url of iv (12 bytes) ‖
 * ciphertext ‖ tag. GCM's tag makes a damaged path fail instead of decrypting to rubbish.
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

/** The plain path, or null for anything that is not a path this cipher wrote (never throws). */
async function decryptAesGcm(path: string): Promise<string | null> {
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
 * "openssl-aes": the passphrase form of OpenSSL's `enc` and CryptoJS's `AES.encrypt(text, passphrase)`, common on
 * platforms of this kind: base64 of "Salted__" ‖ salt (8 bytes) ‖ AES-256-CBC ciphertext, the key and iv derived by
 * EVP_BytesToKey (MD5, one round) from the 8 key characters and the salt. CBC has no tag: a wrong key is caught by
 * the padding or by the text not being UTF-8, and the address check after it refuses what is left.
 */
const SALTED = "Salted__";

function evpBytesToKey(passphrase: Uint8Array, salt: Uint8Array): { key: Uint8Array; iv: Uint8Array } {
  const derived = new Uint8Array(48);
  let previous: Uint8Array = new Uint8Array(0);
  for (let filled = 0; filled < derived.length; filled += 16) {
    const input = new Uint8Array(previous.length + passphrase.length + salt.length);
    input.set(previous);
    input.set(passphrase, previous.length);
    input.set(salt, previous.length + passphrase.length);
    previous = md5Bytes(input);
    derived.set(previous, filled);
  }
  return { key: derived.subarray(0, 32), iv: derived.subarray(32, 48) };
}

async function decryptOpenSsl(path: string): Promise<string | null> {
  const text = path.slice(0, -PATH_KEY_LENGTH);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text) || text.length % 4 !== 0) return null;
  const bytes = base64ToBytes(text);
  if (bytes.length < 32 || new TextDecoder().decode(bytes.subarray(0, 8)) !== SALTED || (bytes.length - 16) % 16 !== 0) return null;
  try {
    const { key, iv } = evpBytesToKey(new TextEncoder().encode(path.slice(-PATH_KEY_LENGTH)), bytes.subarray(8, 16));
    const aes = await crypto.subtle.importKey("raw", key as Uint8Array<ArrayBuffer>, "AES-CBC", false, ["decrypt"]);
    const plain = await crypto.subtle.decrypt({ name: "AES-CBC", iv: iv as Uint8Array<ArrayBuffer> }, aes, bytes.subarray(16));
    return new TextDecoder("utf-8", { fatal: true }).decode(plain);
  } catch {
    return null;
  }
}

/** The path a platform of the OpenSSL form stores for `plain` (the sandbox's and the tests' way to write one). */
export async function encryptOpenSslPath(plain: string, key: string = randomPathKey()): Promise<string> {
  if (key.length !== PATH_KEY_LENGTH) throw new Error(`the key must be ${PATH_KEY_LENGTH} characters`);
  const salt = crypto.getRandomValues(new Uint8Array(8));
  const derived = evpBytesToKey(new TextEncoder().encode(key), salt);
  const aes = await crypto.subtle.importKey("raw", derived.key as Uint8Array<ArrayBuffer>, "AES-CBC", false, ["encrypt"]);
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: "AES-CBC", iv: derived.iv as Uint8Array<ArrayBuffer> }, aes, new TextEncoder().encode(plain)),
  );
  const joined = new Uint8Array(16 + sealed.length);
  joined.set(new TextEncoder().encode(SALTED));
  joined.set(salt, 8);
  joined.set(sealed, 16);
  return `${bytesToBase64(joined)}${key}`;
}

/** One cipher of SPEC §3's paths: the plain path, or null for anything it did not write (never throws). */
export type SupportPathCipher = (path: string) => Promise<string | null>;

const CIPHERS: Record<SupportPathCipherName, SupportPathCipher> = { "aes-gcm-sha256": decryptAesGcm, "openssl-aes": decryptOpenSsl };

/** The plain path under the merchant's cipher (ours when none is named), or null (never throws). */
export async function decryptCustomerServicePath(path: unknown, cipher: SupportPathCipherName = "aes-gcm-sha256"): Promise<string | null> {
  if (typeof path !== "string" || path.length <= PATH_KEY_LENGTH || path.length > MAX_PATH_LENGTH) return null;
  return CIPHERS[cipher](path);
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
export async function resolveEntries(
  entries: unknown,
  cipher: SupportPathCipherName = "aes-gcm-sha256",
  log: (line: string) => void = console.warn,
): Promise<ResolvedEntry[]> {
  if (!Array.isArray(entries)) return [];
  const resolved = await Promise.all(
    entries.map(async (raw: Partial<CustomerServiceEntry> | null, index): Promise<ResolvedEntry | null> => {
      const entry = raw && typeof raw === "object" ? raw : {};
      const csType = typeof entry.csType === "string" ? entry.csType.trim().toUpperCase() : "";
      const plain = csType ? await decryptCustomerServicePath(entry.path, cipher) : null;
      const address = plain === null ? null : providerKind(csType) === "platform" ? plain : serviceAddress(plain);
      if (address === null || typeof entry.title !== "string") {
        log(JSON.stringify({ event: "customer_service_path_invalid", index, csType: csType || null }));
        return null;
      }
      const rawLabels: unknown[] = Array.isArray(entry.labelIds) ? entry.labelIds : [];
      const labelIds = rawLabels.flatMap((id) => labelIdText(id) ?? []);
      // An entry restricted to labels none of which can be read stays out: it must never open to everyone.
      if (rawLabels.length > 0 && labelIds.length === 0) {
        log(JSON.stringify({ event: "customer_service_labels_invalid", index, csType }));
        return null;
      }
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
export async function publicContactAddress(entries: unknown, cipher?: SupportPathCipherName, log?: (line: string) => void): Promise<string | null> {
  const resolved = await resolveEntries(entries, cipher, log);
  return resolved.find((entry) => entry.labelIds.length === 0 && providerKind(entry.csType) === "link")?.address ?? null;
}
