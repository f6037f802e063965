import type { TrackingEventName, TrackingPayload } from "#shared/contract";
import type { TrackOptions } from "./track";

/**
 * `track` for the screens of the first paint (log in, register): the tracking code arrives only when the event does,
 * so it never weighs on those pages' first load (DESIGN §4a budget). Events keep their order: one module, one promise.
 */
export function trackLater(name: TrackingEventName, payload: TrackingPayload = {}, options: TrackOptions = {}): void {
  void import("./track").then(({ track }) => track(name, payload, options));
}
