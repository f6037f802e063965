import { atom, type createStore } from "jotai";
import { type GameCard, type GameLane, gameLaneMatches } from "#shared/contract";
import type { LanguageCode } from "#shared/languages";
import type { Remote } from "./remote";
import { call } from "../../lib/request";
import { drawableCards } from "./laneShape";
import { languageAtom } from "../startup/atoms";

type Store = ReturnType<typeof createStore>;

/** SPEC §9: lanes are cached by vendor key plus language, for as long as the page lives. */
export const laneCardsAtom = atom<Record<string, Remote<GameCard[]>>>({});
export const laneKey = (vendorKey: string, language: LanguageCode) => `${vendorKey}:${language}`;

/** A lane's cards: those it came with, or the ones fetched by its vendor key. */
export function laneCards(lane: GameLane, cached: Remote<GameCard[]> | undefined): Remote<GameCard[]> | null {
  if (lane.cards?.length) return null;
  return cached ?? { status: "idle" };
}

/** Fetches a lane's cards unless they are cached or on their way; `force` is a retry. */
export async function loadLaneCards(store: Store, vendorKey: string, force = false): Promise<void> {
  const language = store.get(languageAtom);
  const key = laneKey(vendorKey, language);
  const current = store.get(laneCardsAtom)[key];
  if (!force && current && current.status !== "error") return;
  const set = (state: Remote<GameCard[]>) => store.set(laneCardsAtom, (all) => ({ ...all, [key]: state }));
  set({ status: "loading", language });
  try {
    const answer = await call(gameLaneMatches, { query: { vendorKey } });
    const lanes = Array.isArray(answer?.data?.lanes) ? answer.data.lanes : [];
    const lane = lanes.find((candidate) => candidate?.vendorKey === vendorKey) ?? lanes[0];
    set({ status: "ready", language, value: drawableCards(lane?.cards) });
  } catch (error) {
    set({ status: "error", language, error });
  }
}
