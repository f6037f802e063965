import { Benefits } from "./Benefits";

/** Lazy route module (react-router `lazy` convention). */
export const Component = Benefits;
