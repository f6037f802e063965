import { useStore } from "jotai";
import { useEffect } from "react";
import { PAGE_HYDRATED_EVENT } from "#shared/constants";
import { pageHydratedAtom } from "./atoms";

/**
 * Turns `pageHydratedAtom` true once the page's first commit (hydration's, or the browser's own render) is in: from
 * here the browser decides what the page shows. It also tells the page's start script, which preloads the start
 * parts' files from then on (docs/decisions/072). Called once, by the app's providers.
 */
export function useMarkPageHydrated(): void {
  const store = useStore();
  useEffect(() => {
    store.set(pageHydratedAtom, true);
    window.dispatchEvent(new Event(PAGE_HYDRATED_EVENT));
  }, [store]);
}
