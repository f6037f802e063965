import { KEPT_QUERY_PARAMETERS } from "#shared/navigation";
import { LOCAL_STORAGE } from "#shared/storageKeys";
import { localStore } from "./storage";

function stored(): Record<string, string> {
  try {
    const value = JSON.parse(localStore.get(LOCAL_STORAGE.keptQuery) ?? "{}") as Record<string, unknown>;
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== ""));
  } catch {
    return {};
  }
}

/**
 * SPEC §2: navigation keeps the listed query parameters "plus values stored locally".
 * Parameters seen in the address are stored; stored ones missing from the address are
 * returned as the search to replace it with, or null when nothing is missing.
 */
export function syncKeptQuery(search: string): string | null {
  const params = new URLSearchParams(search);
  const memory = stored();
  for (const name of KEPT_QUERY_PARAMETERS) {
    const value = params.get(name);
    if (value) memory[name] = value;
  }
  localStore.set(LOCAL_STORAGE.keptQuery, JSON.stringify(memory));
  let changed = false;
  for (const [name, value] of Object.entries(memory)) {
    if (!params.has(name) && (KEPT_QUERY_PARAMETERS as readonly string[]).includes(name)) {
      params.set(name, value);
      changed = true;
    }
  }
  return changed ? `?${params.toString()}` : null;
}
