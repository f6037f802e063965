/**
 * Storage that never throws: Safari private mode, partitioned frames and full
 * quotas make Web Storage fail, and a failure must not break a page.
 */
function wrap(get: () => Storage | undefined) {
  return {
    get(key: string): string | null {
      try {
        return get()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        get()?.setItem(key, value);
      } catch {
        // Quota or privacy mode: the value is simply not kept.
      }
    },
    remove(key: string): void {
      try {
        get()?.removeItem(key);
      } catch {
        // Nothing to remove.
      }
    },
    keys(): string[] {
      try {
        const storage = get();
        return storage ? Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? "") : [];
      } catch {
        return [];
      }
    },
    clear(): void {
      try {
        get()?.clear();
      } catch {
        // Nothing to clear.
      }
    },
  };
}

export const localStore = wrap(() => globalThis.localStorage);
export const sessionStore = wrap(() => globalThis.sessionStorage);
