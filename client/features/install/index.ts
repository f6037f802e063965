/**
 * The app reaches a feature through its index (eslint.config.js). It imports this lazily, after hydration, so none of
 * the install overlay is in the first load: the install prompt, guide and download bar (Install), and the add-to-home
 * prompt the merchant's download settings ask for (AddToHome). Keep other exports out of here for that reason.
 */
export { default } from "./Install";
export { default as AddToHome } from "./AddToHome";
