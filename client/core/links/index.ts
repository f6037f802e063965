export { activityAction, bannerAction, isAgent, isValidPlayer, type LinkAction, type LinkContext, referralAction, showsGoButton } from "./linkRules";
export { usePromotionGo } from "./usePromotionGo";
export { readLinkContext, useLinkAction, useLinkContext } from "./useLinkAction";
export { gameLaunchPath, offersTrial } from "./gameLaunch";
