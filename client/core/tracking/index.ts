/**
 * Tracking events (SPEC §3, §9; docs/decisions/026): any feature reports what the player did with `track`;
 * the report, its retries and the browser pixels are handled here and in features/tracking.
 */
export { onTrackingEvent, reportNow, scheduleReport, track, type TrackOptions } from "./track";
export { readS2sInfo } from "./s2sInfo";
export { rememberOnce, reportedOnce } from "./trackingRecords";
export { playerFields } from "./player";
