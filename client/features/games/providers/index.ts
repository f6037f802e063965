import { exitPageAdapter } from "./exitPage";
import { sandboxDemoAdapter } from "./sandboxDemo";
import type { GameEvent, ProviderAdapter } from "./types";

export type { GameEvent, ProviderAdapter } from "./types";

/** Every provider the frame understands; a message none of them reads is ignored. */
export const PROVIDER_ADAPTERS: readonly ProviderAdapter[] = [exitPageAdapter, sandboxDemoAdapter];

export function readGameMessage(data: unknown, adapters: readonly ProviderAdapter[] = PROVIDER_ADAPTERS): GameEvent | null {
  for (const adapter of adapters) {
    const event = adapter.read(data);
    if (event) return event;
  }
  return null;
}
