export { activityAction, bannerAction, isAgent, isValidPlayer, type LinkAction, type LinkContext, referralAction, showsGoButton } from "./linkRules";
export { useLinkAction, useLinkContext } from "./useLinkAction";
