import { GamesPage } from "./GamesPage";

/** Lazy route module (react-router `lazy` convention). */
export const Component = GamesPage;
