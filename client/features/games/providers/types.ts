/** What a game tells the page that frames it, once its provider's own message is read (docs/decisions/017). */
export type GameEvent = { kind: "exit" } | { kind: "balance"; balance: number; currency: string };

/** One provider's messages: no standard exists among game providers, so each gets a small reader. */
export interface ProviderAdapter {
  provider: string;
  read(data: unknown): GameEvent | null;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
