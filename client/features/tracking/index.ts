export { default } from "./Tracking";
