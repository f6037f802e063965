/**
 * The parts every page mounts once it is live, in one chunk (docs/decisions/044): one import, one set of preload links
 * and one compile instead of seven, each a request begun from script with its own main-thread cost on a slow phone.
 * Push is not here: it is for signed-in players only, and Firebase comes behind it.
 */
export { default as Popups } from "../features/announcements";
export { default as MiniGame } from "../features/miniGame";
export { default as Install, AddToHome } from "../features/install";
export { default as Updates } from "../features/updates";
export { default as Tracking } from "../features/tracking";
export { default as DomainCheck } from "../features/domainFailure";
