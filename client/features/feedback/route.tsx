import { FeedbackPage } from "./FeedbackPage";

/** Lazy route module (react-router `lazy` convention). */
export const Component = FeedbackPage;
