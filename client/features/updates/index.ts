/** The app imports this lazily, after hydration: the update check is never part of the first load. */
export { default } from "./Updates";
