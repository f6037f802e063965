import { EntryPage } from "./EntryPage";

/** Lazy route module (react-router `lazy` convention). */
export const Component = EntryPage;
