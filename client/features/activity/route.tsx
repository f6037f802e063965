import { ActivityPage } from "./ActivityPage";

/** Lazy route module (react-router `lazy` convention). */
export const Component = ActivityPage;
