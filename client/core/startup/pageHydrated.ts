import { useStore } from "jotai";
import { useEffect } from "react";
import { pageHydratedAtom } from "./atoms";

/**
 * Turns `pageHydratedAtom` true once the page's first commit (hydration's, or the browser's own render) is in: from
 * here the browser decides what the page shows. Called once, by the app's providers.
 */
export function useMarkPageHydrated(): void {
  const store = useStore();
  useEffect(() => store.set(pageHydratedAtom, true), [store]);
}
