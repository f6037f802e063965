import { S2S_FIELDS, type S2sInfo } from "#shared/contract";
import { nativeBridge } from "../../lib/nativeBridge";

/**
 * SPEC §3 Server-to-server info, read from the native app's bridge in the merchant's form (docs/decisions/026, 062):
 * a JSON text or an object. Only the nine known fields, only non-empty short strings; anything else the app sends is
 * ignored.
 */
function parse(raw: unknown): unknown {
  if (typeof raw !== "string") return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function readS2sInfo(scope: object = globalThis): S2sInfo | undefined {
  let raw: unknown;
  try {
    raw = nativeBridge(scope).s2sInfo();
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
