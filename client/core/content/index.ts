import { availablePromotions, bannerList, gameVendorLanes, HOME_VENDOR_KEY, marqueeList, promotionCategories, promotionList } from "#shared/contract";
import { drawableLanes } from "./laneShape";
import { call } from "../../lib/request";
import { remoteContent } from "./remote";

export { remoteContent, type Remote, type RemoteContent } from "./remote";
export { useRemote } from "./useRemote";
export { laneCards, laneCardsAtom, laneKey, loadLaneCards } from "./laneCards";

/**
 * Platform content more than one feature shows (issue #10): the home and the entry page, the welcome
 * popups, the activity page, the referral entry and the download bar read the same answers. Each place that shows
 * it says itself when it could not be loaded, with a retry; so the calls raise no notice of their own.
 */
export const banners = remoteContent(
  () => call(bannerList, { query: { platform: "M" }, alert: false }),
  (edge) => edge.banners,
);
export const homeLanes = remoteContent(
  async () => drawableLanes((await call(gameVendorLanes, { query: { vendorKey: HOME_VENDOR_KEY }, alert: false }))?.data?.lanes),
  (edge) => edge.lanes,
);
export const marquee = remoteContent(
  () => call(marqueeList, { query: { types: "MARQUEE", platform: "M" }, alert: false }),
  (edge) => edge.marquee,
);
export const activities = remoteContent(() => call(promotionList, { query: { types: "PR", platform: "M" }, alert: false }));
export const categories = remoteContent(async () => (await call(promotionCategories, { alert: false })).categories);
export const promotions = remoteContent(() => call(availablePromotions, { alert: false }));
