import { TIMING } from "../constants.ts";
import { endpoint, type AnyEndpoint, type None } from "./endpoint.ts";

/**
 * Game launch (SPEC §2 /m/launchGame, §3 Lottery launch result, §7 launchGame and GCS_gameTrialLaunch).
 * The lottery and trial calls are the spec's; the real-money launch of a third-party game is not in §7,
 * so its path is ours (docs/decisions/017).
 */

/** SPEC §7: the lottery's prize mode; Vietnam's merchants play Elott. */
export type PrizeMode = "Lott" | "Elott";
export type LottoView = "lobby" | "betting";

/** SPEC §7 launchGame, the lottery (LOTT) variant. */
export interface LotteryLaunchQuery {
  mode: "LOTT";
  device: "MOBILE";
  area: "VN";
  view: LottoView;
  prizeMode: PrizeMode;
  gameCode: string;
  backUrl: string;
  hasLobby: "true" | "false";
  language: string;
  title: string;
  labelName: string;
}

/** SPEC §7 launchGame, the SEA variant: only these three. */
export interface SeaLaunchQuery {
  gameCode: string;
  hasLobby: "true" | "false";
  backUrl: string;
}

/** SPEC §3 Lottery launch result: value.gameUrl. */
export interface GameLaunchResult {
  gameUrl: string;
}

/**
 * SPEC §7 GCS_gameTrialLaunch "a synchronous variant exists": the synchronous form answers the game's URL at
 * once; the asynchronous form answers a request id that is asked again until the URL is ready.
 */
export type TrialLaunchResult = { gameUrl: string } | { requestId: string; retryAfterMs: number };

/** Ours: a third-party game, for real money. `lobbyUrl` is where the game's own "lobby" button leads. */
export interface GameLaunchQuery {
  gameId: string;
  nodeId: string;
  platform: "html5";
  language: string;
  lobbyUrl: string;
}

export interface TrialLaunchQuery {
  gameId: string;
  nodeId: string;
  platform: "html5";
  language: string;
  lobbyUrl: string;
  /** The asynchronous form's follow-up. */
  requestId?: string;
}

export const lotteryLaunch = endpoint<LotteryLaunchQuery | SeaLaunchQuery, None, GameLaunchResult>({
  method: "GET",
  path: "/wps/game/launchGame",
  auth: true,
  encrypted: false,
  cache: "none",
  timeoutMs: TIMING.gameLaunchTimeout,
});

export const thirdPartyLaunch = endpoint<GameLaunchQuery, None, GameLaunchResult>({
  method: "GET",
  path: "/wps/relay/GCS_gameLaunch",
  auth: true,
  encrypted: false,
  cache: "none",
  timeoutMs: TIMING.gameLaunchTimeout,
});

export const trialLaunch = endpoint<TrialLaunchQuery, None, TrialLaunchResult>({
  method: "GET",
  path: "/wps/relay/GCS_gameTrialLaunch",
  auth: true,
  encrypted: false,
  cache: "none",
  timeoutMs: TIMING.gameLaunchTimeout,
});

export const GAME_ENDPOINTS: AnyEndpoint[] = [lotteryLaunch, thirdPartyLaunch, trialLaunch];

/** SPEC §6: the lottery-variant switch; SEALOTTMINIGAME3 on (and LOTTMINIGAME3 off) makes a merchant SEA (docs/decisions/017). */
export const GAME_FLAGS = {
  startGameInApp: "STARTGAMEINAPP3",
  lotteryMiniGame: "LOTTMINIGAME3",
  seaLotteryMiniGame: "SEALOTTMINIGAME3",
} as const;

export function isSeaVariant(whitelabel: Readonly<Record<string, boolean>> | undefined): boolean {
  return Boolean(whitelabel?.[GAME_FLAGS.seaLotteryMiniGame]) && !whitelabel?.[GAME_FLAGS.lotteryMiniGame];
}

/** What our exit page posts to the page that frames the game (worker/render/gameExitPage.ts). */
export const GAME_EXIT_SOURCE = "mc-game-exit";

/**
 * The messages the sandbox's demo game posts to the page that frames it (its provider's protocol, which
 * the client's demo adapter reads). `source` tells them apart from any other message.
 */
export const DEMO_GAME_SOURCE = "sandbox-demo-game";
