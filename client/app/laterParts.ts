/**
 * The parts every page mounts once it has settled, in one chunk (docs/decisions/044, 068): one import, one compile
 * instead of four. Each of them opens an overlay, and an overlay waits for the settled page anyway (issue #35), so
 * their code and their calls no longer share the first screen's network and main thread.
 * Push is not here: it is for signed-in players only, and Firebase comes behind it.
 */
export { default as Popups } from "../features/announcements";
export { default as MiniGame } from "../features/miniGame";
export { default as Install, AddToHome } from "../features/install";
