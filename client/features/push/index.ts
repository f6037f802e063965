/**
 * The app reaches a feature through its index (eslint.config.js). It imports this lazily, after hydration and
 * only while a player is signed in, so push is never part of the first load; keep other exports out of here.
 */
export { default } from "./PushPrompt";
