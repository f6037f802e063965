import { LaunchGamePage } from "./LaunchGamePage";

/** Lazy route module (react-router `lazy` convention). */
export const Component = LaunchGamePage;
