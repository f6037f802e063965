/**
 * The app reaches a feature through its index (eslint.config.js). It imports this lazily, after hydration,
 * so none of the install overlay is in the first load; keep other exports out of here for that reason.
 */
export { default } from "./Install";
