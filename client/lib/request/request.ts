import { type Endpoint, sessionKeyRsa } from "#shared/contract";
import { TIMING } from "#shared/constants";
import { SESSION_STORAGE } from "#shared/storageKeys";
import { uiEffects } from "../effects";
import { md5 } from "#shared/md5";
import { offlineLately } from "../connectivity";
import { sessionStore } from "../storage";
import { type Answer, classify, type Outcome, type Situation } from "./catalogue";
import { isConnectionFailure, RequestError, type RequestErrorKind } from "./errors";
import { languageHeader, requestHeaders, sessionToken } from "./headers";
import { buildUrl, cancelDeliveries, deliver, type Delivery, platformMoved, type Query, SealError, sealBody } from "./transport";

/** Answers longer than this are treated as broken rather than parsed (a stuck or hostile upstream). */
export const MAX_ANSWER_CHARS = 2 * 1024 * 1024;

export interface RequestOptions {
  url: string;
  method?: "GET" | "POST" | "PUT" | "DELETE";
  query?: Query;
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

/** Session loss cancels everything under way (SPEC §4). */
export function cancelAllRequests(): void {
  cancelDeliveries();
  inFlight.clear();
}

/** SPEC §9: response cache key = MD5 of URL, token and language. */
export function cacheKey(url: string, token: string | null, language: string): string {
  return `${SESSION_STORAGE.cachePrefix}${md5(`${url}|${token ?? ""}|${language}`)}`;
}

function hideLoadingAfterError(): void {
  let tries = 0;
  const attempt = () => {
    uiEffects().hideLoading();
    tries += 1;
    if (tries < TIMING.hideLoadingTries) setTimeout(() => uiEffects().isLoading() && attempt(), TIMING.hideLoadingInterval);
  };
  attempt();
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

/** Online again, and only just: the outage's last failures may still arrive (client/lib/connectivity.ts). */
const connectionJustReturned = () => globalThis.navigator?.onLine !== false && offlineLately();

/** The envelope's own fields; anything else beside `success` is the answer's content. */
const ENVELOPE = new Set(["success", "value", "message", "errorCode", "code"]);

/**
 * The answer's content: its `value`, or, where the platform puts the fields beside `success` (SPEC §7 writes
 * "response chatUrl", "response unReadCount", "response gt, challenge" for some calls and "response value" for
 * others), those fields.
 */
function contentOf(answer: Answer): unknown {
  if (answer.value !== undefined) return answer.value;
  const beside = Object.entries(answer).filter(([name]) => !ENVELOPE.has(name));
  return beside.length > 0 ? Object.fromEntries(beside) : undefined;
}

/** No answer came: whether the page is secure and the browser thinks it is online decide the §8 row. */
const noAnswer = (): Situation => ({ kind: "no-answer", secure: Boolean(globalThis.isSecureContext), online: globalThis.navigator?.onLine !== false });

/** The failure in a delivery, or null when it carries the value the caller asked for. */
function situationOf(
  delivery: Exclude<Delivery, { kind: "cancelled" }>,
  path: string,
  needsValue: boolean,
): { situation: Situation; answer: Answer | null } | null {
  const secure = Boolean(globalThis.isSecureContext);
  if (delivery.kind === "timeout") return { situation: { kind: "timeout" }, answer: null };
  if (delivery.kind === "no-answer") return { situation: noAnswer(), answer: null };
  const answer = parseAnswer(delivery.text);
  const { status } = delivery;
  if (delivery.redirected || status < 200 || status >= 300) return { situation: { kind: "http-error", status, answer, path, secure }, answer };
  if (!answer) return { situation: { kind: "invalid" }, answer };
  if (answer.success === false) return { situation: { kind: "refused", answer, path, secure }, answer };
  if (answer.success !== true || (needsValue && contentOf(answer) === undefined)) return { situation: { kind: "invalid" }, answer };
  return null;
}

const KIND: Record<Situation["kind"], RequestErrorKind> = {
  timeout: "timeout",
  "no-answer": "network",
  "http-error": "http",
  refused: "rejected",
  invalid: "invalid-answer",
};

/** Does what the catalogue's row says, then rejects with the details a caller may still need. */
function fail(situation: Situation, outcome: Outcome, answer: Answer | null, alert: boolean, status?: number): never {
  if (outcome.type === "session-lost") uiEffects().sessionLost();
  if (outcome.type === "domain-failure") uiEffects().domainNotAvailable(outcome.message);
  hideLoadingAfterError();
  if (alert && outcome.type === "toast") uiEffects().toast(outcome.message, outcome.durationMs);
  if (alert && outcome.type === "notice") uiEffects().notice(outcome.message);
  const shown = outcome.type === "notice" ? outcome.message : undefined;
  const silent = outcome.type !== "notice";
  const kind = outcome.type === "session-lost" ? "session" : KIND[situation.kind];
  const message = situation.kind === "timeout" ? "ECONNABORTED" : (answer?.message ?? (status ? `HTTP ${status}` : kind));
  throw new RequestError(message, kind, { status, errorCode: answer?.errorCode, shown, silent, value: answer?.value });
}

async function publicKey(): Promise<string | undefined> {
  const key = await request<{ publicKey?: string }>({ url: sessionKeyRsa.path, query: { t: Date.now() }, alert: false, valueRequired: false });
  return key?.publicKey;
}

async function send(target: URL, options: RequestOptions, method: string, alert: boolean): Promise<unknown> {
  const headers = requestHeaders({ method, path: target.pathname, auth: options.auth, moduleId: options.moduleId, device: options.device });
  let body: string | undefined;
  if (method !== "GET") {
    try {
      const sealed = await sealBody(options.body ?? {}, Boolean(options.encrypted), publicKey);
      Object.assign(headers, sealed.headers);
      body = sealed.body;
    } catch (error) {
      // The key could not be fetched for want of a connection: the call itself meets SPEC §8's network rows.
      if (isConnectionFailure(error)) {
        if (error.kind === "cancelled") throw error;
        const situation: Situation = error.kind === "timeout" ? { kind: "timeout" } : noAnswer();
        fail(situation, classify(situation).outcome, null, alert);
      }
      if (!(error instanceof SealError)) throw error;
      hideLoadingAfterError();
      uiEffects().notice(error.shown);
      throw new RequestError(error.message, "encryption", { shown: error.shown });
    }
  }
  const init = { method, headers, body, timeoutMs: options.timeoutMs ?? TIMING.requestTimeout };
  let delivery = await deliver(target, init);
  if (delivery.kind === "no-answer") {
    // The platform's origin is out of reach: later calls go to the fastest other domain. Only a read is sent again
    // there; a write may have arrived before the connection failed, and money must never move twice.
    const moved = await platformMoved(target);
    if (moved && method === "GET") delivery = await deliver(moved, init);
    else if (method === "GET" && connectionJustReturned()) {
      await new Promise((resolve) => setTimeout(resolve, TIMING.connectionReturnRetry));
      delivery = await deliver(target, init);
    }
  }
  if (delivery.kind === "cancelled") throw new RequestError("cancelled", "cancelled", { silent: true });
  const failure = situationOf(delivery, target.pathname, options.valueRequired !== false && method === "GET");
  if (!failure) {
    const answer = parseAnswer((delivery as { text: string }).text);
    return answer ? contentOf(answer) : undefined;
  }
  const { outcome } = classify(failure.situation);
  fail(failure.situation, outcome, failure.answer, alert, delivery.kind === "answer" ? delivery.status : undefined);
}

/**
 * The one way features call the platform (SPEC §7, §8). Resolves with the answer's
 * `value`; rejects with a RequestError after doing what the catalogue says.
 */
export function request<T>(options: RequestOptions): Promise<T> {
  if (!options.url) return Promise.reject(new RequestError("url is null, check", "config"));
  const method = options.method ?? "GET";
  const alert = options.alert !== false;
  const target = buildUrl(options.url, options.query);
  if (method !== "GET") return send(target, options, method, alert) as Promise<T>;

  const key = cacheKey(target.href, sessionToken(), languageHeader());
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

type CallParams<Q, B> = { query?: Q; body?: B } & Omit<RequestOptions, "url" | "method" | "query" | "body">;

/** Typed call of a contract endpoint: its query and body types come from shared/contract. */
export function call<Q, B, R>(endpoint: Endpoint<Q, B, R>, params: CallParams<Q, B> = {}): Promise<R> {
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
    query: params.query as Query | undefined,
  });
}
