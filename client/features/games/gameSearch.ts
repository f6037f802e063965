import { type GameCard, type GameLane, groupVendors } from "#shared/contract";

/**
 * The game page's search and vendor filter (issue #11). Names are matched without case or accents, so
 * "xo so" finds "Xổ Số" and "penalti" finds "Pênalti"; vendors are grouped as SPEC §3 says (RNG, PVP → TCG).
 */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").replace(/đ/g, "d").replace(/Đ/g, "D").toLowerCase().trim();
}

export const ALL_VENDORS = "";

export function cardVendor(card: GameCard): string {
  return groupVendors([card.accountTypeName])[0] ?? card.accountTypeName;
}

/** Every vendor the lanes name, once, in lane order. */
export function vendorOptions(lanes: readonly GameLane[]): string[] {
  return [...new Set(lanes.flatMap((lane) => groupVendors(lane.gameClassify ?? [])))];
}

export interface GameFilter {
  query: string;
  vendor: string;
}

export function isFiltering(filter: GameFilter): boolean {
  return foldText(filter.query) !== "" || filter.vendor !== ALL_VENDORS;
}

export function matchesFilter(card: GameCard, filter: GameFilter): boolean {
  if (filter.vendor !== ALL_VENDORS && cardVendor(card) !== filter.vendor) return false;
  const words = foldText(filter.query).split(/\s+/).filter(Boolean);
  const name = foldText(card.displayName);
  return words.every((word) => name.includes(word));
}

/** A lane whose vendors cannot match the chosen vendor has nothing to show, and need not be fetched. */
export function laneMayMatch(lane: GameLane, filter: GameFilter): boolean {
  return filter.vendor === ALL_VENDORS || groupVendors(lane.gameClassify ?? []).includes(filter.vendor);
}

/** One card per game across lanes (a hot game is in two lanes), in lane order. */
export function uniqueCards(cards: readonly GameCard[]): GameCard[] {
  const seen = new Set<string>();
  return cards.filter((card) => (seen.has(card.gameId) ? false : (seen.add(card.gameId), true)));
}
