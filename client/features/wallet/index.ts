/** What the app shell mounts from the money feature; the screens are route modules, loaded lazily. */
export { HeaderBalance } from "./HeaderBalance";
