/**
 * The seam where work that follows the session plugs in (SPEC §4 Token change): push binding
 * (features/push/pushSession.ts) subscribes here, without the session knowing it.
 */
export interface TokenListener {
  tokenAppeared(token: string): void | Promise<void>;
  tokenCleared(): void | Promise<void>;
}

const listeners = new Set<TokenListener>();

export function onTokenChange(listener: TokenListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyTokenAppeared(token: string): void {
  for (const listener of listeners) void Promise.resolve(listener.tokenAppeared(token)).catch(() => {});
}

export function notifyTokenCleared(): void {
  for (const listener of listeners) void Promise.resolve(listener.tokenCleared()).catch(() => {});
}

type BeforeLogOut = () => Promise<void>;
const beforeLogOut = new Set<BeforeLogOut>();

/**
 * Work that needs the session one last time before a player's own log out ends it (push: SPEC §4 Token change,
 * "the push token is unbound", which is an authenticated call). Returns the way to unregister.
 */
export function onBeforeLogOut(listener: BeforeLogOut): () => void {
  beforeLogOut.add(listener);
  return () => beforeLogOut.delete(listener);
}

/** Runs them all; a slow or failing one never holds the log out longer than `timeoutMs`. */
export async function runBeforeLogOut(timeoutMs: number): Promise<void> {
  if (beforeLogOut.size === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
  const all = Promise.allSettled([...beforeLogOut].map((listener) => Promise.resolve().then(listener))).then(() => {});
  await Promise.race([all, limit]);
  clearTimeout(timer);
}
