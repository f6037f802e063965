import { DEMO_GAME_SOURCE } from "#shared/contract";
import { isRecord, type ProviderAdapter } from "./types";

/** The sandbox's demo game: `{ source, type: "ready" | "round" | "exit", balance, currency }`. */
export const sandboxDemoAdapter: ProviderAdapter = {
  provider: "sandbox demo game",
  read(data) {
    if (!isRecord(data) || data.source !== DEMO_GAME_SOURCE) return null;
    if (data.type === "exit") return { kind: "exit" };
    if (
      (data.type === "ready" || data.type === "round") &&
      typeof data.balance === "number" &&
      Number.isFinite(data.balance) &&
      typeof data.currency === "string"
    ) {
      return { kind: "balance", balance: data.balance, currency: data.currency.slice(0, 3) };
    }
    return null;
  },
};
