import { useAtomValue } from "../../lib/atomHooks";
import { useEffect } from "react";
import { TRACKING } from "#shared/constants";
import { configuredPixels } from "#shared/pixelEvents";
import { onTrackingEvent } from "../../core/tracking";
import { siteSettingsAtom } from "../../core/startup/atoms";
import { inOwnTask, whenIdle } from "../../lib/whenIdle";
import { startTracking } from "./startTracking";

/** Mounted once the page is live: starts the event reports and the merchant's pixels (issue #13). */
export default function Tracking() {
  const settings = useAtomValue(siteSettingsAtom);
  useEffect(() => inOwnTask(startTracking), []);
  const analytics = settings?.analytics;
  useEffect(() => {
    const pixels = configuredPixels(analytics);
    if (Object.keys(pixels).length === 0) return;
    let stop: (() => void) | undefined;
    // After the first paint, or at most a few seconds later: the pixels never compete with the page for the network.
    const cancel = whenIdle(() => {
      void import("./pixels").then(({ startPixels }) => {
        const sink = startPixels(pixels);
        if (sink) stop = onTrackingEvent(sink);
      });
    }, TRACKING.pixelIdleTimeoutMs);
    return () => {
      cancel();
      stop?.();
    };
  }, [analytics]);
  return null;
}
