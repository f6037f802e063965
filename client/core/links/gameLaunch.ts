import type { GameCard } from "#shared/contract";
import { internalAppPath } from "#shared/redirects";
import { ROUTES } from "#shared/routes";

/**
 * The /m/launchGame address for a game card (SPEC §2 query; docs/decisions/017): its code, its type as
 * `playType` (LOTT is the lottery), its node, its name and shape for the frame, and where "back" leads.
 */
export function gameLaunchPath(card: GameCard, options: { back?: string; trial?: boolean } = {}): string {
  const query = new URLSearchParams({ code: card.gameCode ?? card.gameId });
  if (card.gameType) query.set("playType", card.gameType);
  if (card.nodeId) query.set("nodeId", card.nodeId);
  if (card.displayName) query.set("name", card.displayName);
  if (card.orientation === "landscape") query.set("orientation", "landscape");
  if (options.trial) query.set("trial", "1");
  const back = options.back ? internalAppPath(options.back) : null;
  if (back) query.set("backUrl", back);
  return `${ROUTES.launchGame}?${query}`;
}

/** Lotteries are played for real only; third-party games offer a free trial (SPEC §7 GCS_gameTrialLaunch). */
export function offersTrial(card: GameCard): boolean {
  return Boolean(card.nodeId) && (card.gameType ?? "LOTT").toUpperCase() !== "LOTT";
}
