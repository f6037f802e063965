export { default } from "./MiniGame";
