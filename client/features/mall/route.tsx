import { MallHome } from "./MallHome";

/** Lazy route module (react-router `lazy` convention). */
export const Component = MallHome;
