import { useEffect, useSyncExternalStore } from "react";

/** Two-letter code → flag address, once the table has loaded. */
let table: ReadonlyMap<string, string> | null = null;
let loading: Promise<ReadonlyMap<string, string> | null> | null = null;
const listeners = new Set<() => void>();

/**
 * Fetches the flag table once. Emoji flags are not used: where no emoji font is installed they are
 * empty boxes. A failed fetch (offline) is forgotten, so the next picker that opens tries again.
 */
export function loadFlags(): Promise<ReadonlyMap<string, string> | null> {
  loading ??= import("./flagFiles").then(
    ({ FLAG_FILES }) => {
      table = new Map(Object.entries(FLAG_FILES).map(([file, url]) => [file.slice(-6, -4), url]));
      for (const listener of listeners) listener();
      return table;
    },
    () => {
      loading = null;
      return null;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The flag picture of a country: undefined where the package has none, null while the table loads. */
export function useFlagUrl(countryCode: string): string | undefined | null {
  const loaded = useSyncExternalStore(
    subscribe,
    () => table,
    () => null,
  );
  useEffect(() => {
    if (!loaded) void loadFlags();
  }, [loaded]);
  return loaded ? loaded.get(countryCode.toUpperCase()) : null;
}
