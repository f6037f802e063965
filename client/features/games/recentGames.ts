import { LOCAL_STORAGE } from "#shared/storageKeys";
import { localStore } from "../../lib/storage";
import type { LaunchKind } from "./launchRules";

/** A game the player opened, enough to open it again and to find its card. */
export interface RecentGame {
  code: string;
  nodeId: string | null;
  kind: LaunchKind;
  name: string;
}

/** The game page's "recently played" row holds this many. */
export const RECENT_GAMES_LIMIT = 8;

function isRecentGame(value: unknown): value is RecentGame {
  const entry = value as RecentGame | null;
  return (
    typeof entry === "object" &&
    entry !== null &&
    typeof entry.code === "string" &&
    /^[A-Za-z0-9_.:-]{1,64}$/.test(entry.code) &&
    (entry.nodeId === null || (typeof entry.nodeId === "string" && /^\d{1,12}$/.test(entry.nodeId))) &&
    (entry.kind === "lottery" || entry.kind === "game" || entry.kind === "trial") &&
    typeof entry.name === "string"
  );
}

/** The stored list, newest first; anything malformed in storage is dropped, never trusted. */
export function readRecentGames(): RecentGame[] {
  try {
    const parsed: unknown = JSON.parse(localStore.get(LOCAL_STORAGE.recentGames) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isRecentGame).slice(0, RECENT_GAMES_LIMIT) : [];
  } catch {
    return [];
  }
}

/** A trial and a real launch of one game are one entry: the newest wins. */
export function rememberRecentGame(game: RecentGame): void {
  const rest = readRecentGames().filter((entry) => entry.code !== game.code || entry.nodeId !== game.nodeId);
  localStore.set(LOCAL_STORAGE.recentGames, JSON.stringify([{ ...game, name: game.name.slice(0, 80) }, ...rest].slice(0, RECENT_GAMES_LIMIT)));
}
