import type { PlayerMessage } from "../effects";
import { encryptPayload, MissingEncryptionError } from "./encrypt";
import { isConnectionFailure } from "./errors";
import { yieldWhereCheap } from "../whenIdle";

/**
 * The transport half of the request layer (SPEC §7): where a call goes, how long it may
 * take, how its body is sealed, and how every call under way can be cancelled. What an
 * answer means for the player is the catalogue's business (./catalogue.ts).
 */

/**
 * The platform's origin for a call: the page's own (its edge forwards /wps), until a call finds it unreachable; then
 * the fastest of the merchant's other domains (SPEC §7 ping), which its edge answers cross-origin for the merchant's
 * own pages (worker/upstream/platformCors.ts).
 */
let platformOrigin: () => string = () => globalThis.location?.origin ?? "http://localhost";

export function setPlatformOrigin(resolve: () => string): void {
  platformOrigin = resolve;
}

/** Races the merchant's domains, leaving out the origin that failed; the winner's origin, or null. */
export type PlatformFailover = (failedOrigin: string) => Promise<string | null>;
let failover: PlatformFailover | null = null;

/** Set once the page knows the merchant's domain list (client/features/domainFailure); null takes it away. */
export function setPlatformFailover(next: PlatformFailover | null): void {
  failover = next;
}

/**
 * A call found no answer at `target`: while the browser is online, the fastest other domain becomes the platform's
 * origin for every later call. Returns the same call's address there, or null when nothing else answers.
 */
export async function platformMoved(target: URL): Promise<URL | null> {
  if (!failover || globalThis.navigator?.onLine === false) return null;
  const origin = await failover(target.origin).catch(() => null);
  if (!origin || origin === target.origin) return null;
  setPlatformOrigin(() => origin);
  return new URL(`${target.pathname}${target.search}`, origin);
}

export type Query = Record<string, string | number | boolean | undefined | null>;

export function buildUrl(url: string, query: Query | undefined): URL {
  const target = new URL(url, platformOrigin());
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) target.searchParams.set(name, String(value));
  }
  return target;
}

/** The body could not be sealed (SPEC §5: the helper's message is shown and the call rejected). */
export class SealError extends Error {
  constructor(
    message: string,
    readonly shown: PlayerMessage,
  ) {
    super(message);
  }
}

/**
 * SPEC §7 encrypted post: the sealed body and its headers, or the plain JSON body. A key request that could not
 * reach the platform rejects as it is (issue #14: offline, a player was told "Missing Encryption").
 */
export async function sealBody(
  payload: unknown,
  encrypted: boolean,
  publicKey: () => Promise<string | undefined>,
): Promise<{ body: string; headers: Record<string, string> }> {
  if (!encrypted) return { body: JSON.stringify(payload), headers: {} };
  const key = await publicKey().catch((error: unknown) => {
    if (isConnectionFailure(error)) throw error;
    return undefined;
  });
  try {
    const sealed = await encryptPayload(payload, key);
    return { body: JSON.stringify(sealed.body), headers: sealed.headers };
  } catch (error) {
    const message = (error as Error).message;
    throw new SealError(message, error instanceof MissingEncryptionError ? { key: "errors.missingEncryption" } : { text: message });
  }
}

/** What one trip to the platform gave: an answer, or why there was none. */
export type Delivery =
  { kind: "answer"; status: number; text: string; redirected: boolean } | { kind: "cancelled" } | { kind: "timeout" } | { kind: "no-answer"; error: unknown };

const controllers = new Set<AbortController>();

/** Session loss cancels everything under way (SPEC §4). */
export function cancelDeliveries(): void {
  for (const controller of controllers) controller.abort(new DOMException("cancelled", "AbortError"));
  controllers.clear();
}

/** One fetch with the SPEC §7 defaults (credentials sent, redirects not followed) and its time-out. */
export async function deliver(target: URL, init: { method: string; headers: Record<string, string>; body?: string; timeoutMs: number }): Promise<Delivery> {
  const controller = new AbortController();
  controllers.add(controller);
  const timer = setTimeout(() => controller.abort(new DOMException("timeout", "TimeoutError")), init.timeoutMs);
  try {
    // Each request starts in a task of its own: a page's start-up effects ask for a dozen at once, and starting a
    // fetch costs the main thread a millisecond or two, a long task together on a slow phone (issue #10). A session
    // loss during the yield aborts the signal, and the fetch below rejects as cancelled.
    await yieldWhereCheap();
    const response = await fetch(target, {
      method: init.method,
      headers: init.headers,
      body: init.body,
      credentials: "include",
      redirect: "manual",
      signal: controller.signal,
      cache: "no-store",
    });
    const text = await response.text();
    return { kind: "answer", status: response.status, text, redirected: response.type === "opaqueredirect" };
  } catch (error) {
    const reason = controller.signal.reason as DOMException | undefined;
    if (reason?.name === "AbortError") return { kind: "cancelled" };
    if (reason?.name === "TimeoutError") return { kind: "timeout" };
    return { kind: "no-answer", error };
  } finally {
    clearTimeout(timer);
    controllers.delete(controller);
  }
}
