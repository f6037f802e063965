import { CUSTOMER_NOT_LOGIN, type Endpoint, LOGOUT_CODES, sessionKeyRsa, systemStatus, TOO_MANY_REQUESTS_PREFIX } from "../../../shared/contract";
import { TIMING } from "../../../shared/constants";
import { SESSION_STORAGE } from "../../../shared/storageKeys";
import { md5 } from "../md5";
import { sessionStore } from "../storage";
import { effects, type PlayerMessage } from "./effects";
import { encryptPayload, MissingEncryptionError } from "./encrypt";
import { RequestError } from "./errors";
import { languageHeader, requestHeaders, sessionToken } from "./headers";

/** Answers longer than this are treated as broken rather than parsed (a stuck or hostile upstream). */
export const MAX_ANSWER_CHARS = 2 * 1024 * 1024;
/** SPEC §8: the offline toast shows for 1.5 s. */
export const OFFLINE_TOAST_MS = 1_500;
/** SPEC §8: after errors the loading indicator is hidden up to 3 times at 1 s intervals. */
export const HIDE_LOADING_TRIES = 3;
export const HIDE_LOADING_INTERVAL_MS = 1_000;

export interface RequestOptions {
  url: string;
  method?: "GET" | "POST" | "PUT" | "DELETE";
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  moduleId?: string;
  encrypted?: boolean;
  /** false: never send Authorization. */
  auth?: boolean;
  device?: boolean;
  timeoutMs?: number;
  /** GET only: keep the answer for this browser session (SPEC §9 cache key). */
  cache?: boolean;
  /** GET only: drop the cached answer and ask again. */
  flush?: boolean;
  /** false: failures are rejected silently, nothing is shown (SPEC §8). */
  alert?: boolean;
  /** The answer must carry `value`. */
  valueRequired?: boolean;
}

const inFlight = new Map<string, Promise<unknown>>();
const controllers = new Set<AbortController>();

/** Session loss cancels everything under way (SPEC §4). */
export function cancelAllRequests(): void {
  for (const controller of controllers) controller.abort(new DOMException("cancelled", "AbortError"));
  controllers.clear();
  inFlight.clear();
}

export function buildUrl(url: string, query: RequestOptions["query"]): URL {
  const base = globalThis.location?.origin ?? "http://localhost";
  const target = new URL(url, base);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) target.searchParams.set(name, String(value));
  }
  return target;
}

/** SPEC §9: response cache key = MD5 of URL, token and language. */
export function cacheKey(url: string, token: string | null, language: string): string {
  return `${SESSION_STORAGE.cachePrefix}${md5(`${url}|${token ?? ""}|${language}`)}`;
}

function hideLoadingAfterError(): void {
  let tries = 0;
  const attempt = () => {
    effects().hideLoading();
    tries += 1;
    if (tries < HIDE_LOADING_TRIES) setTimeout(() => effects().isLoading() && attempt(), HIDE_LOADING_INTERVAL_MS);
  };
  attempt();
}

function fail(error: RequestError, alert: boolean): never {
  hideLoadingAfterError();
  const message = error.details.shown;
  if (message && alert && !error.details.silent) effects().notice(message);
  throw error;
}

function sessionLost(message: string, errorCode?: string, status?: number): never {
  effects().sessionLost();
  hideLoadingAfterError();
  throw new RequestError(message, "session", { errorCode, status, silent: true });
}

const isLogoutCode = (code: string | undefined) => code === CUSTOMER_NOT_LOGIN || (LOGOUT_CODES as readonly string[]).includes(code ?? "");
const isTooMany = (code: string | undefined) => Boolean(code?.startsWith(TOO_MANY_REQUESTS_PREFIX));

interface Answer {
  success?: boolean;
  value?: unknown;
  message?: string;
  errorCode?: string;
}

function parseAnswer(text: string): Answer | null {
  if (text.length > MAX_ANSWER_CHARS) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Answer) : null;
  } catch {
    return null;
  }
}

async function publicKey(): Promise<string | undefined> {
  const key = await request<{ publicKey?: string }>({ url: sessionKeyRsa.path, query: { t: Date.now() }, alert: false, valueRequired: false });
  return key?.publicKey;
}

async function send(target: URL, options: RequestOptions, method: string, alert: boolean): Promise<unknown> {
  const headers = requestHeaders({ method, path: target.pathname, auth: options.auth, moduleId: options.moduleId, device: options.device });
  let body: string | undefined;
  if (method !== "GET") {
    let payload: unknown = options.body ?? {};
    if (options.encrypted) {
      try {
        const sealed = await encryptPayload(payload, await publicKey().catch(() => undefined));
        Object.assign(headers, sealed.headers);
        payload = sealed.body;
      } catch (error) {
        const shown: PlayerMessage = error instanceof MissingEncryptionError ? { key: "errors.missingEncryption" } : { text: (error as Error).message };
        fail(new RequestError((error as Error).message, "encryption", { shown }), true);
      }
    }
    body = JSON.stringify(payload);
  }

  const controller = new AbortController();
  controllers.add(controller);
  const timer = setTimeout(() => controller.abort(new DOMException("timeout", "TimeoutError")), options.timeoutMs ?? TIMING.requestTimeout);
  let response: Response;
  let text: string;
  try {
    response = await fetch(target, { method, headers, body, credentials: "include", redirect: "manual", signal: controller.signal, cache: "no-store" });
    text = await response.text();
  } catch (error) {
    const reason = controller.signal.reason as DOMException | undefined;
    if (reason?.name === "AbortError") throw new RequestError("cancelled", "cancelled", { silent: true });
    if (reason?.name === "TimeoutError") fail(new RequestError("ECONNABORTED", "timeout", { shown: { key: "errors.timeout" } }), alert);
    // No answer at all. A secure page that is offline gets the short toast; anything else points at the network or CORS.
    if (globalThis.isSecureContext && globalThis.navigator?.onLine === false) {
      hideLoadingAfterError();
      if (alert) effects().toast({ key: "errors.networkOffline" }, OFFLINE_TOAST_MS);
      throw new RequestError("network offline", "network", { silent: true });
    }
    fail(new RequestError(String(error), "network", { shown: { key: "errors.networkCors" } }), alert);
  } finally {
    clearTimeout(timer);
    controllers.delete(controller);
  }

  const status = response.status;
  if (status === 401) sessionLost("unauthorized", undefined, status);
  if (status === 502) fail(new RequestError("bad gateway", "http", { status, silent: true }), alert);
  const answer = parseAnswer(text);
  if (response.type === "opaqueredirect" || status < 200 || status >= 300) {
    const code = answer?.errorCode;
    if (isLogoutCode(code)) sessionLost(answer?.message ?? "logged out", code, status);
    const silent = isTooMany(code);
    const shown: PlayerMessage = answer?.message ? { text: answer.message } : { key: "errors.generic" };
    fail(new RequestError(answer?.message ?? `HTTP ${status}`, "http", { status, errorCode: code, shown, silent }), alert);
  }
  if (!answer) fail(new RequestError("invalid answer", "invalid-answer", { status, shown: { key: "errors.unknown" } }), alert);
  if (answer.success === false) {
    const code = answer.errorCode;
    if (isLogoutCode(code)) sessionLost(answer.message ?? "logged out", code, status);
    if (code === "domain_not_available" && target.pathname === systemStatus.path) {
      effects().domainNotAvailable(answer.message);
      fail(new RequestError(answer.message ?? "domain not available", "rejected", { errorCode: code, silent: true }), alert);
    }
    const shown: PlayerMessage = answer.message ? { text: answer.message } : { key: "errors.unknown" };
    fail(new RequestError(answer.message ?? "unknown error", "rejected", { errorCode: code, shown, silent: isTooMany(code), value: answer.value }), alert);
  }
  if (answer.success !== true || (options.valueRequired !== false && method === "GET" && answer.value === undefined)) {
    fail(new RequestError("answer without value", "invalid-answer", { status, shown: { key: "errors.unknown" } }), alert);
  }
  return answer.value;
}

/**
 * The one way features call the platform (SPEC §7, §8). Resolves with the answer's
 * `value`; rejects with a RequestError after showing what the catalogue says to show.
 */
export function request<T>(options: RequestOptions): Promise<T> {
  if (!options.url) return Promise.reject(new RequestError("url is null, check", "config"));
  const method = options.method ?? "GET";
  const alert = options.alert !== false;
  const target = buildUrl(options.url, method === "GET" ? options.query : undefined);
  if (method !== "GET") for (const [name, value] of Object.entries(options.query ?? {})) if (value != null) target.searchParams.set(name, String(value));

  if (method !== "GET") return send(target, options, method, alert) as Promise<T>;

  const token = sessionToken();
  const language = languageHeader();
  const key = cacheKey(target.href, token, language);
  if (options.flush) sessionStore.remove(key);
  if (options.cache && !options.flush) {
    const cached = sessionStore.get(key);
    if (cached !== null) return Promise.resolve(JSON.parse(cached) as T);
  }
  const dedupeKey = `${key}|${alert}`;
  const running = inFlight.get(dedupeKey);
  if (running) return running as Promise<T>;
  const pending = send(target, options, method, alert)
    .then((value) => {
      if (options.cache) sessionStore.set(key, JSON.stringify(value ?? null));
      return value;
    })
    .finally(() => inFlight.delete(dedupeKey));
  inFlight.set(dedupeKey, pending);
  return pending as Promise<T>;
}

/** Typed call of a contract endpoint. */
export function call<Q, R>(endpoint: Endpoint<Q, R>, params: { query?: Q; body?: unknown } & Omit<RequestOptions, "url" | "method" | "query" | "body"> = {}): Promise<R> {
  return request<R>({
    url: endpoint.path,
    method: endpoint.method,
    moduleId: endpoint.moduleId,
    encrypted: endpoint.encrypted,
    auth: endpoint.auth ? undefined : false,
    timeoutMs: endpoint.timeoutMs,
    cache: endpoint.cache === "session",
    valueRequired: endpoint.method === "GET",
    ...params,
    query: params.query as RequestOptions["query"],
  });
}
