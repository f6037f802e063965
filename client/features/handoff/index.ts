export { default } from "./HandoffOffer";
