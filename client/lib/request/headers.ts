import { HEADERS, needsToken } from "#shared/contract";
import { DEFAULT_LANGUAGE, type LanguageCode, normalizeLanguage } from "#shared/languages";
import { LOCAL_STORAGE } from "#shared/storageKeys";
import { deviceId } from "../deviceId";
import { readSessionInfo } from "../session";
import { localStore } from "../storage";

let deploymentMerchant: string | undefined;

/** The merchant this deployment serves (from the inlined state). */
export function setDeploymentMerchant(code: string | undefined): void {
  deploymentMerchant = code;
}

/** SPEC §7: from local storage, the deployment setting, or the session's merchantCode. */
export function merchantHeader(): string | undefined {
  return localStore.get(LOCAL_STORAGE.merchant) || deploymentMerchant || readSessionInfo()?.merchantCode || undefined;
}

/** SPEC §7: the stored language, default CN, uppercased, any cn variant becomes CN. */
export function languageHeader(): LanguageCode {
  return normalizeLanguage(localStore.get(LOCAL_STORAGE.language)) ?? DEFAULT_LANGUAGE;
}

export function sessionToken(): string | null {
  return readSessionInfo()?.token ?? null;
}

export interface HeaderOptions {
  method: string;
  path: string;
  /** false disables Authorization even on an authenticated URL. */
  auth?: boolean;
  moduleId?: string;
  device?: boolean;
}

export function requestHeaders(options: HeaderOptions): Record<string, string> {
  const headers: Record<string, string> = { Accept: "application/json", [HEADERS.language]: languageHeader() };
  const merchant = merchantHeader();
  if (merchant) headers[HEADERS.merchant] = merchant;
  const token = sessionToken();
  if (token && options.auth !== false && needsToken(options.path)) headers[HEADERS.authorization] = token;
  if (options.method !== "GET" && options.method !== "HEAD") {
    headers["Content-Type"] = "application/json";
    if (options.moduleId) headers[HEADERS.moduleId] = options.moduleId;
  }
  if (options.device) headers[HEADERS.device] = deviceId();
  return headers;
}
