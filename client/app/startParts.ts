/**
 * The parts every page mounts as soon as it is live (docs/decisions/068): tracking counts the visit before a player can
 * bounce, the status call says at once when the domain is failing, and the offline notice and update check hear the
 * network from the start. They come once the page has hydrated, their files preloaded by the page's start script
 * (docs/decisions/072); the overlays wait for the page to settle (./laterParts.ts).
 */
export { default as Tracking } from "../features/tracking";
export { default as DomainCheck } from "../features/domainFailure";
export { default as Updates } from "../features/updates";
