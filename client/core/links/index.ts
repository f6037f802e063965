export { activityAction, bannerAction, isAgent, isValidPlayer, type LinkAction, type LinkContext, referralAction, showsGoButton } from "./linkRules";
export { usePromotionGo } from "./usePromotionGo";
export { useLinkAction, useLinkContext } from "./useLinkAction";
