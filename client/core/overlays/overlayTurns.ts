import { ROUTES } from "#shared/routes";

/**
 * One interruption at a time (issue #35; docs/decisions/054). Every overlay that opens by itself asks for a turn; the
 * rules here say whose turn it is. Pure, so they are tested without a screen; ./useOverlayTurn.ts holds the state.
 */

/** The overlays that open by themselves, highest priority first. */
export const OVERLAY_PRIORITY = [
  // An old native app that must update: nothing else matters until it does.
  "appUpgrade",
  // What the operator has to say (and a force-read one must be read).
  "announcement",
  "welcome",
  // Install and add-to-home: one sheet, SPEC §4's triggers.
  "addToHome",
  "installPrompt",
  "pushPrompt",
] as const;
export type OverlayName = (typeof OVERLAY_PRIORITY)[number];

/** The merchant's default number of optional overlays a visit may show (a merchant setting overrides it). */
export const DEFAULT_OVERLAYS_PER_VISIT = 2;

/**
 * Pages where a player's money moves: nothing opens by itself over them until the page's task is done (an order placed,
 * a card bound); a prompt whose trigger names the page, forced or not, follows it then (SPEC §4; deposit first, prompt
 * after).
 */
export const MONEY_PATHS: ReadonlySet<string> = new Set([ROUTES.voucherCenter, ROUTES.withdraw, ROUTES.addBankCard, ROUTES.addBankCardPix]);

/**
 * Why nothing optional may open now: money moving, a game playing, the player typing, or a dialog of the player's
 * own on screen (a promotion's sheet, the login dialog, a notice answering what they did).
 */
export type Quiet = "money" | "game" | "typing" | "dialog" | null;

export interface OverlayAsk {
  /** Non-closable (SPEC §4 forced prompts, a force-read announcement, a mandatory upgrade): outside the budget. */
  forced: boolean;
  /** Asked by the game itself (SPEC §4's in-game add-to-home trigger): the one thing that may open during a game. */
  inGame?: boolean;
}

export interface TurnMoment {
  asks: ReadonlyMap<OverlayName, OverlayAsk>;
  /** The overlay on screen, which keeps its turn until it is done. */
  showing: OverlayName | null;
  /** The page has painted its own first screen (the root's settled mark). */
  settled: boolean;
  quiet: Quiet;
  /** On a quiet page whose task the player has finished (an order placed, a card bound). */
  taskDone: boolean;
  /** Optional overlays shown this visit, and how many the merchant allows. */
  shown: number;
  budget: number;
}

function allowedWhile(quiet: Quiet, name: OverlayName, ask: OverlayAsk, taskDone: boolean): boolean {
  if (quiet === null || name === "appUpgrade") return true;
  // Deposit first, prompt after: once the page's task is done, what its trigger asked for may follow.
  if (quiet === "money") return taskDone;
  if (quiet === "game") return ask.inGame === true;
  return false;
}

/** Whose turn it is now: the one showing, else the highest-priority ask the moment allows; null for nobody. */
export function nextTurn(moment: TurnMoment): OverlayName | null {
  if (moment.showing && moment.asks.has(moment.showing)) return moment.showing;
  if (!moment.settled) return null;
  for (const name of OVERLAY_PRIORITY) {
    const ask = moment.asks.get(name);
    if (!ask) continue;
    if (!allowedWhile(moment.quiet, name, ask, moment.taskDone)) continue;
    if (!ask.forced && moment.shown >= moment.budget) continue;
    return name;
  }
  return null;
}
