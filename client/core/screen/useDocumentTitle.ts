import { useAtomValue } from "../../lib/atomHooks";
import { useEffect } from "react";
import { merchantAtom } from "../startup/atoms";

/** "<screen> · <merchant>", as the server wrote it. */
export function useDocumentTitle(title: string): void {
  const merchant = useAtomValue(merchantAtom);
  useEffect(() => {
    document.title = merchant ? `${title} · ${merchant.name}` : title;
  }, [title, merchant]);
}
