import { availablePromotions, bannerList, gameVendorLanes, HOME_VENDOR_KEY, marqueeList, promotionCategories, promotionList } from "#shared/contract";
import { call } from "../../lib/request";
import { remoteContent } from "./remote";

export { remoteContent, type Remote, type RemoteContent } from "./remote";
export { useRemote } from "./useRemote";
export { laneCards, laneCardsAtom, laneKey, loadLaneCards } from "./laneCards";

/**
 * Platform content more than one feature shows (issue #10): the home and the entry page, the welcome
 * popups, the activity page, the referral entry and the download bar read the same answers.
 */
export const banners = remoteContent(
  () => call(bannerList, { query: { platform: "M" } }),
  (edge) => edge.banners,
);
export const homeLanes = remoteContent(
  async () => (await call(gameVendorLanes, { query: { vendorKey: HOME_VENDOR_KEY } })).data.lanes,
  (edge) => edge.lanes,
);
export const marquee = remoteContent(
  () => call(marqueeList, { query: { types: "MARQUEE", platform: "M" } }),
  (edge) => edge.marquee,
);
export const activities = remoteContent(() => call(promotionList, { query: { types: "PR", platform: "M" } }));
export const categories = remoteContent(async () => (await call(promotionCategories)).categories);
export const promotions = remoteContent(() => call(availablePromotions));
