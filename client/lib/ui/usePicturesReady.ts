import { type RefObject, useEffect, useState } from "react";
import { TIMING } from "#shared/constants";

/**
 * Whether an overlay's pictures are ready to show (issue #35, item 1; docs/decisions/054): an overlay is revealed
 * whole, with its pictures decoded, rather than painting its frame first and its picture a moment later. Until then it
 * stays transparent. Chrome does not count a picture first painted transparent as the page's largest paint, so the
 * page's own first screen (the banner) stays what that measure reports: a popup over the page is not its content.
 * A picture that never decodes (broken, or slow past TIMING.overlayPictureWait) does not hold the overlay back.
 */
export function usePicturesReady(box: RefObject<HTMLElement | null>): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let live = true;
    const show = () => live && setReady(true);
    const pictures = [...element.querySelectorAll("img")].map((image) => (image.decode ? image.decode().catch(() => {}) : Promise.resolve()));
    const cap = setTimeout(show, TIMING.overlayPictureWait);
    void Promise.all(pictures).then(show);
    return () => {
      live = false;
      clearTimeout(cap);
    };
  }, [box]);
  return ready;
}
