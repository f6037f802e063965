import { base64ToBytes, bytesToBase64 } from "#shared/base64";

const ALGORITHM = { name: "RSA-OAEP", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" } as const;

interface KeyRow {
  public_spki: string;
  private_pkcs8: string;
}

let cached: Promise<{ publicKey: string; privateKey: CryptoKey }> | null = null;

/** The sandbox's RSA-OAEP key pair, made once and kept in D1 so every isolate uses the same one. */
export function sandboxRsaKey(db: D1Database): Promise<{ publicKey: string; privateKey: CryptoKey }> {
  cached ??= (async () => {
    let row = await db.prepare("SELECT public_spki, private_pkcs8 FROM rsa_keys WHERE id = 1").first<KeyRow>();
    if (!row) {
      const pair = (await crypto.subtle.generateKey(ALGORITHM, true, ["encrypt", "decrypt"])) as CryptoKeyPair;
      const spki = bytesToBase64((await crypto.subtle.exportKey("spki", pair.publicKey)) as ArrayBuffer);
      const pkcs8 = bytesToBase64((await crypto.subtle.exportKey("pkcs8", pair.privateKey)) as ArrayBuffer);
      await db.prepare("INSERT OR IGNORE INTO rsa_keys (id, public_spki, private_pkcs8, created_at) VALUES (1, ?, ?, ?)").bind(spki, pkcs8, Date.now()).run();
      row = await db.prepare("SELECT public_spki, private_pkcs8 FROM rsa_keys WHERE id = 1").first<KeyRow>();
    }
    if (!row) throw new Error("rsa key unavailable");
    const privateKey = await crypto.subtle.importKey("pkcs8", base64ToBytes(row.private_pkcs8), { name: "RSA-OAEP", hash: "SHA-256" }, false, ["decrypt"]);
    return { publicKey: row.public_spki, privateKey };
  })().catch((error) => {
    cached = null;
    throw error;
  });
  return cached;
}

export class DecryptionError extends Error {
  constructor(
    message: string,
    readonly errorCode: "encryption_unsupported" | "decrypt_failed" | "digest_mismatch",
  ) {
    super(message);
  }
}

/** Reverses the client's encrypted post (SPEC §7): unwrap the AES key, decrypt `value`, check X-Digest. */
export async function decryptPost(
  privateKey: CryptoKey,
  headers: { scheme: string | null; wrappedKey: string | null; digest: string | null },
  value: unknown,
  scheme: string,
): Promise<unknown> {
  if (headers.scheme !== scheme) throw new DecryptionError("Unsupported encryption", "encryption_unsupported");
  if (!headers.wrappedKey || !headers.digest || typeof value !== "string") throw new DecryptionError("Incomplete encrypted request", "decrypt_failed");
  let plaintext: ArrayBuffer;
  try {
    const raw = await crypto.subtle.decrypt({ name: "RSA-OAEP" }, privateKey, base64ToBytes(headers.wrappedKey));
    const aesKey = await crypto.subtle.importKey("raw", raw, { name: "AES-GCM" }, false, ["decrypt"]);
    const sealed = base64ToBytes(value);
    plaintext = await crypto.subtle.decrypt({ name: "AES-GCM", iv: sealed.subarray(0, 12) }, aesKey, sealed.subarray(12));
  } catch {
    throw new DecryptionError("The request could not be decrypted", "decrypt_failed");
  }
  const digest = `SHA-256=${bytesToBase64(await crypto.subtle.digest("SHA-256", plaintext))}`;
  if (digest !== headers.digest) throw new DecryptionError("The request was altered in transit", "digest_mismatch");
  try {
    return JSON.parse(new TextDecoder().decode(plaintext));
  } catch {
    throw new DecryptionError("The request could not be decrypted", "decrypt_failed");
  }
}
