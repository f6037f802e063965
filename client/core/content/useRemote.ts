import { useStore } from "jotai";
import { useAtomValue } from "../../lib/atomHooks";
import { useEffect } from "react";
import type { Remote, RemoteContent } from "./remote";

/** The content in the page's language, fetched when the edge did not render with it (a client navigation, a language change, a failed edge call). */
export function useRemote<T>(content: RemoteContent<T>): Remote<T> {
  const store = useStore();
  const state = useAtomValue(content.atom);
  useEffect(() => {
    if (state.status === "idle") void content.load(store);
  }, [state.status, content, store]);
  return state;
}
