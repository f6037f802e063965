import { base64ToBytes, bytesToBase64 } from "#shared/base64";
import { ENCRYPTION_HEADERS, ENCRYPTION_SCHEME } from "#shared/contract";

export class MissingEncryptionError extends Error {
  constructor() {
    super("Missing Encryption");
  }
}

/** The key's base64 DER: a platform may send it bare or as PEM (SPEC §7 does not show which). */
function spkiBase64(publicKey: string): string {
  return publicKey.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, "").replace(/\s+/g, "");
}

/**
 * SPEC §7 encrypted post, WebCrypto only: a random AES-256-GCM key encrypts the
 * JSON payload; RSA-OAEP (SHA-256) wraps that key for the platform. The body is
 * `{ value: base64(iv ‖ ciphertext) }`; X-Digest is the SHA-256 of the plaintext.
 */
export async function encryptPayload(
  payload: unknown,
  publicKey: string | undefined | null,
): Promise<{ headers: Record<string, string>; body: { value: string } }> {
  if (!publicKey) throw new MissingEncryptionError();
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error("This browser cannot encrypt the request (no WebCrypto)");
  const rsa = await subtle.importKey("spki", base64ToBytes(spkiBase64(publicKey)), { name: "RSA-OAEP", hash: "SHA-256" }, false, ["encrypt"]);
  const aes = await subtle.generateKey({ name: "AES-GCM", length: 256 }, true, ["encrypt"]);
  const wrapped = await subtle.encrypt({ name: "RSA-OAEP" }, rsa, await subtle.exportKey("raw", aes));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plaintext = new TextEncoder().encode(JSON.stringify(payload ?? {}));
  const ciphertext = new Uint8Array(await subtle.encrypt({ name: "AES-GCM", iv }, aes, plaintext));
  const sealed = new Uint8Array(iv.length + ciphertext.length);
  sealed.set(iv);
  sealed.set(ciphertext, iv.length);
  const digest = await subtle.digest("SHA-256", plaintext);
  return {
    headers: {
      [ENCRYPTION_HEADERS.encryption]: ENCRYPTION_SCHEME,
      [ENCRYPTION_HEADERS.rsa]: bytesToBase64(wrapped),
      [ENCRYPTION_HEADERS.digest]: `SHA-256=${bytesToBase64(digest)}`,
    },
    body: { value: bytesToBase64(sealed) },
  };
}
