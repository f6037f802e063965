import { HomePage } from "./HomePage";

/** Lazy route module (react-router `lazy` convention). */
export const Component = HomePage;
