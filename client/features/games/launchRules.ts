import {
  GAME_FLAGS,
  type GameLaunchQuery,
  isSeaVariant,
  type LotteryLaunchQuery,
  type LottoView,
  type PrizeMode,
  type SeaLaunchQuery,
  type TrialLaunchQuery,
} from "#shared/contract";
import { allowedOutsideUrl, internalAppPath } from "#shared/redirects";
import { ROUTES } from "#shared/routes";

/**
 * SPEC §2 /m/launchGame and §7 launchGame, as rules without React (docs/decisions/017). The address is the
 * player's input: every field is checked, and a bad one names what is wrong instead of launching anything.
 */
export type LaunchKind = "lottery" | "game" | "trial";

export interface LaunchRequest {
  kind: LaunchKind;
  code: string;
  nodeId: string | null;
  prizeMode: PrizeMode | null;
  view: LottoView;
  /** Where "back" goes: an in-app path, or an allowed outside URL. null: the page launched from, else home. */
  back: { kind: "route"; to: string } | { kind: "outside"; url: string } | null;
  orientation: "landscape" | "portrait";
}

export type LaunchProblem = "missingCode" | "badCode" | "badBackUrl" | "badPlayType" | "badPrizeMode" | "badView" | "missingNode";
export type ParsedLaunch = { ok: true; request: LaunchRequest } | { ok: false; problem: LaunchProblem };

const GAME_CODE = /^[A-Za-z0-9_.:-]{1,64}$/;
const PLAY_TYPE = /^[A-Za-z0-9_]{1,32}$/;
const NODE_ID = /^\d{1,12}$/;

export interface BackContext {
  origin: string;
  allowedOrigins: readonly string[];
}

/** DESIGN §5: `backUrl` leads only to a same-origin /m/ path or an origin the merchant allows. */
export function checkBackUrl(value: string, context: BackContext): LaunchRequest["back"] | "bad" {
  const internal = internalAppPath(value);
  if (internal) return { kind: "route", to: internal };
  const outside = allowedOutsideUrl(value, context.origin, context.allowedOrigins);
  if (!outside) return "bad";
  // An absolute address on our own origin is an in-app path too, when it is one.
  if (outside.origin === context.origin) {
    const path = internalAppPath(`${outside.pathname}${outside.search}${outside.hash}`);
    return path ? { kind: "route", to: path } : "bad";
  }
  return { kind: "outside", url: outside.href };
}

/**
 * The launch the address asks for. `playType` LOTT (or none) is the lottery; any other is a third-party game
 * of that type, which needs its node; `trial=1` plays it for free.
 */
export function parseLaunch(search: URLSearchParams, context: BackContext): ParsedLaunch {
  const code = search.get("code")?.trim() ?? "";
  if (!code) return { ok: false, problem: "missingCode" };
  if (!GAME_CODE.test(code)) return { ok: false, problem: "badCode" };

  const playType = search.get("playType")?.trim() || "LOTT";
  if (!PLAY_TYPE.test(playType)) return { ok: false, problem: "badPlayType" };
  const lottery = playType.toUpperCase() === "LOTT";

  const prize = search.get("prize_mode");
  if (prize !== null && prize !== "Lott" && prize !== "Elott") return { ok: false, problem: "badPrizeMode" };
  const view = search.get("lottoView") ?? "lobby";
  if (view !== "lobby" && view !== "betting") return { ok: false, problem: "badView" };

  const backValue = search.get("backUrl");
  const back = backValue ? checkBackUrl(backValue, context) : null;
  if (back === "bad") return { ok: false, problem: "badBackUrl" };

  const nodeId = search.get("nodeId");
  if (!lottery && (!nodeId || !NODE_ID.test(nodeId))) return { ok: false, problem: "missingNode" };

  return {
    ok: true,
    request: {
      kind: lottery ? "lottery" : search.get("trial") === "1" ? "trial" : "game",
      code,
      nodeId: lottery ? null : nodeId,
      prizeMode: prize,
      view,
      back,
      orientation: search.get("orientation") === "landscape" ? "landscape" : "portrait",
    },
  };
}

/** SPEC §7: Elott for Vietnam, whose merchants keep their books in dong; Lott elsewhere. The address may choose. */
export function prizeModeFor(request: LaunchRequest, merchantCurrency: string | undefined): PrizeMode {
  return request.prizeMode ?? (merchantCurrency === "VND" ? "Elott" : "Lott");
}

/** SPEC §7, §9: the lottery's language is the player's, VI when there is none. */
export function lotteryLanguage(language: string | null | undefined): string {
  return language?.trim() ? language : "VI";
}

export interface LotteryContext {
  whitelabel: Readonly<Record<string, boolean>> | undefined;
  merchantCurrency: string | undefined;
  merchantName: string;
  language: string | null;
  labelName: string | null;
  /** The absolute address of our exit page, given as the game's way back (docs/decisions/017). */
  exitUrl: string;
}

/** SPEC §7 launchGame's query: the LOTT form, or the SEA variant's three fields. */
export function lotteryQuery(request: LaunchRequest, context: LotteryContext): LotteryLaunchQuery | SeaLaunchQuery {
  const hasLobby = request.view === "lobby" ? "true" : "false";
  if (isSeaVariant(context.whitelabel)) return { gameCode: request.code, hasLobby, backUrl: context.exitUrl };
  return {
    mode: "LOTT",
    device: "MOBILE",
    area: "VN",
    view: request.view,
    prizeMode: prizeModeFor(request, context.merchantCurrency),
    gameCode: request.code,
    backUrl: context.exitUrl,
    hasLobby,
    language: lotteryLanguage(context.language),
    title: context.merchantName,
    labelName: context.labelName ?? "",
  };
}

export function thirdPartyQuery(request: LaunchRequest, language: string, exitUrl: string): GameLaunchQuery & TrialLaunchQuery {
  return { gameId: request.code, nodeId: request.nodeId ?? "", platform: "html5", language, lobbyUrl: exitUrl };
}

export interface InstallState {
  nativeApp: boolean;
  homeScreen: boolean;
}

/**
 * SPEC §5 "lottery launch in app-only whitelabels outside the app/home screen prompts to download the app";
 * STARTGAMEINAPP3 is the switch that makes a merchant's games app-only (docs/decisions/017).
 */
export function needsAppDownload(whitelabel: Readonly<Record<string, boolean>> | undefined, install: InstallState): boolean {
  return Boolean(whitelabel?.[GAME_FLAGS.startGameInApp]) && !install.nativeApp && !install.homeScreen;
}

/** Where the player goes back to: the checked `backUrl`, else home. */
export function returnTarget(request: Pick<LaunchRequest, "back"> | null): { kind: "route"; to: string } | { kind: "outside"; url: string } {
  return request?.back ?? { kind: "route", to: ROUTES.home };
}
