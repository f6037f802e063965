import { Missions } from "./Missions";

/** Lazy route module (react-router `lazy` convention). */
export const Component = Missions;
