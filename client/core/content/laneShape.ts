import type { ContentImage, GameCard, GameLane } from "#shared/contract";

/**
 * The platform's lanes as the page can draw them (issue #36: a real platform's answer is input like any other). The
 * edge checks them with the content schema (shared/contentSchema.ts); the browser, which also asks the platform
 * itself, keeps only what it can draw, without that schema's weight on every page: a card needs its id, name,
 * vendor and picture; a lane its title and card list. The rest is dropped, never drawn half.
 */
const isText = (value: unknown): value is string => typeof value === "string" && value.length > 0;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function isImage(value: unknown): value is ContentImage {
  return isRecord(value) && isText(value.url) && Number.isFinite(value.width) && Number.isFinite(value.height);
}

export function drawableCards(cards: unknown): GameCard[] {
  if (!Array.isArray(cards)) return [];
  return cards.filter(
    (card): card is GameCard => isRecord(card) && isText(card.gameId) && isText(card.displayName) && isText(card.accountTypeName) && isImage(card.image),
  );
}

export function drawableLanes(lanes: unknown): GameLane[] {
  if (!Array.isArray(lanes)) return [];
  return lanes.flatMap((lane) => {
    if (!isRecord(lane) || typeof lane.title !== "string" || !isText(lane.vendorKey)) return [];
    const gameClassify = Array.isArray(lane.gameClassify) ? lane.gameClassify.filter(isText) : [];
    const gameCount = typeof lane.gameCount === "number" && Number.isFinite(lane.gameCount) ? lane.gameCount : 0;
    return [{ ...(lane as unknown as GameLane), gameClassify, gameCount, cards: drawableCards(lane.cards) }];
  });
}
