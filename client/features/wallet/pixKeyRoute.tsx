import { PixKeyPage } from "./PixKeyPage";

/** Lazy route module (react-router `lazy` convention). */
export const Component = PixKeyPage;
