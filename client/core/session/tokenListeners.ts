/**
 * The seam where work that follows the session plugs in (SPEC §4 Token change):
 * push binding subscribes here in a later issue, without the session knowing it.
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
