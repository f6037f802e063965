import { useAtomValue } from "../../lib/atomHooks";
import { useEffect } from "react";
import { merchantNameAtom } from "../startup/atoms";

/** "<screen> · <merchant>", as the server wrote it. */
export function useDocumentTitle(title: string): void {
  const name = useAtomValue(merchantNameAtom);
  useEffect(() => {
    document.title = name ? `${title} · ${name}` : title;
  }, [title, name]);
}
