/**
 * The app reaches a feature through its index (eslint.config.js). It imports this lazily, after hydration,
 * so the prompt's code is never part of the first load; keep other exports out of here for that reason.
 */
export { default } from "./AddToHome";
