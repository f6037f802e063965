import { atom, type createStore } from "jotai";
import type { EdgeContent } from "#shared/initialState";
import type { LanguageCode } from "#shared/languages";
import { edgeContentAtom, languageAtom } from "../startup/atoms";

type Store = ReturnType<typeof createStore>;

/** Content from the platform, in one language: what every screen that shows it renders from. */
export type Remote<T> =
  | { status: "idle" }
  | { status: "loading"; language: LanguageCode }
  | { status: "ready"; language: LanguageCode; value: T }
  | { status: "error"; language: LanguageCode; error: unknown };

export interface RemoteContent<T> {
  /** The content in the page's current language; another language's answer never shows. */
  atom: ReturnType<typeof atom<Remote<T>>>;
  /** Fetches unless the content is ready or on its way; `force` fetches again (a retry). */
  load(store: Store, options?: { force?: boolean }): Promise<void>;
}

/**
 * One piece of platform content shared by the features that show it. It starts from what the edge
 * rendered the first paint with (no second fetch after hydration) and is fetched on the client otherwise.
 */
export function remoteContent<T>(fetch: () => Promise<T>, fromEdge?: (edge: EdgeContent) => T | null): RemoteContent<T> {
  const fetched = atom<Remote<T>>({ status: "idle" });
  const current = atom((get): Remote<T> => {
    const language = get(languageAtom);
    const own = get(fetched);
    if (own.status !== "idle" && own.language === language) return own;
    const edge = get(edgeContentAtom);
    const seeded = edge && edge.language === language && fromEdge ? fromEdge(edge) : null;
    return seeded ? { status: "ready", language, value: seeded } : { status: "idle" };
  });
  const pending = new WeakMap<Store, Promise<void>>();

  async function load(store: Store, { force = false }: { force?: boolean } = {}): Promise<void> {
    const state = store.get(current);
    if (!force && state.status === "ready") return;
    const inFlight = pending.get(store);
    if (inFlight && state.status === "loading") return inFlight;
    const language = store.get(languageAtom);
    store.set(fetched, { status: "loading", language });
    const run = fetch().then(
      (value) => store.set(fetched, { status: "ready", language, value }),
      (error: unknown) => store.set(fetched, { status: "error", language, error }),
    );
    pending.set(store, run);
    return run;
  }

  return { atom: current as RemoteContent<T>["atom"], load };
}
