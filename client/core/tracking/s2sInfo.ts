import { S2S_FIELDS, type S2sInfo } from "#shared/contract";

/**
 * SPEC §3 Server-to-server info, read from the native app's bridge (docs/decisions/026): Android exposes
 * `window.MCBridge.getS2SInfo()` (a JSON text or an object), iOS injects `window.mcS2SInfo` before the page's scripts.
 * Only the nine known fields, only non-empty short strings; anything else the app sends is ignored.
 */
type BridgeWindow = {
  MCBridge?: { getS2SInfo?: () => unknown };
  mcS2SInfo?: unknown;
};

function parse(raw: unknown): unknown {
  if (typeof raw !== "string") return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function readS2sInfo(scope: BridgeWindow = globalThis as BridgeWindow): S2sInfo | undefined {
  let raw: unknown;
  try {
    raw = typeof scope.MCBridge?.getS2SInfo === "function" ? scope.MCBridge.getS2SInfo() : scope.mcS2SInfo;
  } catch {
    return undefined;
  }
  const source = parse(raw);
  if (typeof source !== "object" || source === null) return undefined;
  const info: S2sInfo = {};
  for (const field of S2S_FIELDS) {
    const value = (source as Record<string, unknown>)[field];
    if (typeof value === "string" && value.trim() !== "" && value.length <= 200) info[field] = value.trim();
  }
  return Object.keys(info).length > 0 ? info : undefined;
}
