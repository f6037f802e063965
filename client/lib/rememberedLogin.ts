import { bytesToBase64, base64ToBytes } from "#shared/base64";
import { INDEXED_DB, LOCAL_STORAGE } from "#shared/storageKeys";
import { localStore } from "./storage";

/**
 * SPEC §3 Remembered-login record, kept so the password can never be read from
 * storage (DESIGN §5): it is encrypted with a non-extractable AES-GCM key that
 * lives in IndexedDB. Without IndexedDB only the username is remembered.
 */
export interface RememberedLogin {
  username: string;
  /** Absent for sms logins. */
  password?: string;
  type: "username" | "sms";
  merchant: string;
  /** MOBILEAUTOLOGIN3: 0 stops auto login (token_ip_different). */
  autoLogin: 0 | 1;
}

interface StoredRecord extends Omit<RememberedLogin, "password"> {
  sealedPassword?: string;
}

const REMEMBERED_LOGIN_KEY = LOCAL_STORAGE.rememberedLogin;
const { database: DB_NAME, store: STORE, rememberedLoginKey: KEY_ID } = INDEXED_DB;

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function deviceKey(create: boolean): Promise<CryptoKey | null> {
  if (!globalThis.indexedDB || !globalThis.crypto?.subtle) return null;
  const db = await openDb();
  try {
    const existing = await new Promise<CryptoKey | undefined>((resolve, reject) => {
      const request = db.transaction(STORE).objectStore(STORE).get(KEY_ID);
      request.onsuccess = () => resolve(request.result as CryptoKey | undefined);
      request.onerror = () => reject(request.error);
    });
    if (existing || !create) return existing ?? null;
    const key = await crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, false, ["encrypt", "decrypt"]);
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction(STORE, "readwrite");
      tx.objectStore(STORE).put(key, KEY_ID);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    return key;
  } finally {
    db.close();
  }
}

export async function saveRememberedLogin(record: RememberedLogin): Promise<void> {
  const { password, ...rest } = record;
  const stored: StoredRecord = { ...rest };
  if (password && record.type !== "sms") {
    const key = await deviceKey(true).catch(() => null);
    if (key) {
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv }, key, new TextEncoder().encode(password)));
      const joined = new Uint8Array(iv.length + sealed.length);
      joined.set(iv);
      joined.set(sealed, iv.length);
      stored.sealedPassword = bytesToBase64(joined);
    }
  }
  localStore.set(REMEMBERED_LOGIN_KEY, JSON.stringify(stored));
}

export async function loadRememberedLogin(merchant: string): Promise<RememberedLogin | null> {
  let stored: StoredRecord;
  try {
    stored = JSON.parse(localStore.get(REMEMBERED_LOGIN_KEY) ?? "null") as StoredRecord;
  } catch {
    return null;
  }
  if (!stored || stored.merchant !== merchant || typeof stored.username !== "string") return null;
  const { sealedPassword, ...rest } = stored;
  if (!sealedPassword) return rest;
  try {
    const key = await deviceKey(false);
    if (!key) return rest;
    const bytes = base64ToBytes(sealedPassword);
    const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv: bytes.subarray(0, 12) }, key, bytes.subarray(12));
    return { ...rest, password: new TextDecoder().decode(plain) };
  } catch {
    return rest;
  }
}

export function clearRememberedLogin(): void {
  localStore.remove(REMEMBERED_LOGIN_KEY);
}

/**
 * Log out: the player chose to leave, which on a shared phone must not be undone by auto login.
 * The username stays for convenience; the password is forgotten and auto login paused until
 * the player logs in by hand again (a successful manual login saves a fresh record).
 */
export function pauseRememberedLogin(): void {
  try {
    const stored = JSON.parse(localStore.get(REMEMBERED_LOGIN_KEY) ?? "null") as StoredRecord | null;
    if (!stored) return;
    const { sealedPassword: _forgotten, ...rest } = stored;
    localStore.set(REMEMBERED_LOGIN_KEY, JSON.stringify({ ...rest, autoLogin: 0 }));
  } catch {
    clearRememberedLogin();
  }
}

/** token_ip_different: keep the record but never sign in automatically with it again. */
export function stopAutoLogin(): void {
  try {
    const stored = JSON.parse(localStore.get(REMEMBERED_LOGIN_KEY) ?? "null") as StoredRecord | null;
    if (stored) localStore.set(REMEMBERED_LOGIN_KEY, JSON.stringify({ ...stored, autoLogin: 0 }));
  } catch {
    clearRememberedLogin();
  }
}
