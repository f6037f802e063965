import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { TRACKING } from "../../../shared/constants";
import { configuredPixels } from "../../../shared/pixelEvents";
import { onTrackingEvent } from "../../core/tracking";
import { siteSettingsAtom } from "../../lib/startup/atoms";
import { startTracking } from "./startTracking";

/** After the first paint, or at most a few seconds later: the pixels never compete with the page for the network. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(task, { timeout: TRACKING.pixelIdleTimeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, TRACKING.pixelIdleTimeoutMs);
  return () => clearTimeout(timer);
}

/** Mounted once the page is live: starts the event reports and the merchant's pixels (issue #13). */
export default function Tracking() {
  const settings = useAtomValue(siteSettingsAtom);
  useEffect(() => startTracking(), []);
  const analytics = settings?.analytics;
  useEffect(() => {
    const pixels = configuredPixels(analytics);
    if (Object.keys(pixels).length === 0) return;
    let stop: (() => void) | undefined;
    const cancel = whenIdle(() => {
      void import("./pixels").then(({ startPixels }) => {
        const sink = startPixels(pixels);
        if (sink) stop = onTrackingEvent(sink);
      });
    });
    return () => {
      cancel();
      stop?.();
    };
  }, [analytics]);
  return null;
}
