import { RewardCenter } from "./RewardCenter";

/** Lazy route module (react-router `lazy` convention). */
export const Component = RewardCenter;
