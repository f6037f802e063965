import { ScreenPage } from "./ScreenPage";

/** Lazy route module (react-router `lazy` convention). */
export const Component = ScreenPage;
