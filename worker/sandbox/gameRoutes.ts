import { type Context, Hono } from "hono";
import { CUSTOMER_NOT_LOGIN, lotteryLaunch, thirdPartyLaunch, trialLaunch, type TrialLaunchResult } from "#shared/contract";
import { findDemoGame, type DemoMerchant, GAMES } from "./content/demo/games";
import { gameName } from "./content/demo/gameNames";
import { normalizeLanguage } from "#shared/languages";
import { fail, ok } from "./envelope";
import { currentMember, type MemberRow } from "./members";
import { DEMO_GAME_PATHS, demoGameOrigin } from "./demoGame/paths";
import type { SandboxEnv } from "./types";
import { readBalance } from "./wallet";

type C = Context<SandboxEnv>;

/** A ticket opens the demo game for this long; the game is played within it (docs/decisions/017). */
const TICKET_LIFETIME_MS = 2 * 60 * 60 * 1000;
/** The asynchronous trial launch is ready this long after it was asked for, and says when to ask again. */
const TRIAL_PREPARE_MS = 1_000;
const TRIAL_RETRY_AFTER_MS = 500;

const CODE = /^[A-Z0-9_]{1,64}$/;
const LANGUAGE = /^[A-Za-z-]{2,6}$/;

/** A trial's play money: a thousand of the smallest bets. */
function trialCredits(currency: string): number {
  return currency === "VND" ? 1_000_000 : 1_000;
}

/** 18 random bytes as 36 hex digits. */
function randomId(): string {
  return [...crypto.getRandomValues(new Uint8Array(18))].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** An absolute http(s) URL, the only kind a game can send a player back to. */
function absoluteUrl(value: string | undefined): string | null {
  if (!value || value.length > 2048) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

function isDemoMerchant(code: string): code is DemoMerchant {
  return Object.hasOwn(GAMES, code);
}

function demoGameUrl(c: C, ticket: string): string {
  const url = new URL(DEMO_GAME_PATHS.play, demoGameOrigin(c.req.url));
  url.searchParams.set("ticket", ticket);
  return url.href;
}

interface Launch {
  member: MemberRow;
  gameCode: string;
  kind: "lottery" | "slot";
  trial: boolean;
  lobbyUrl: string;
  language: string;
}

/** Writes the ticket and answers the demo game's address on the request's own origin. */
async function issueTicket(c: C, launch: Launch): Promise<{ gameUrl: string; ticket: string } | null> {
  if (!isDemoMerchant(c.var.merchantCode)) return null;
  const found = findDemoGame(c.var.merchantCode, launch.gameCode);
  if (!found) return null;
  const ticket = randomId();
  const now = Date.now();
  const { currency } = await readBalance(c.env.SANDBOX_DB, launch.member.id);
  await c.env.SANDBOX_DB.prepare(
    "INSERT INTO game_tickets (ticket, member_id, merchant_code, game_code, game_name, kind, trial, trial_credits, lobby_url, language, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
  )
    .bind(
      ticket,
      launch.member.id,
      c.var.merchantCode,
      launch.gameCode,
      // The game's name in the launch's language, as its tile in the lobby reads (issue #35, item 4).
      gameName(found.game.slug, found.game.name, normalizeLanguage(launch.language) ?? "EN"),
      launch.kind,
      launch.trial ? 1 : 0,
      trialCredits(currency),
      launch.lobbyUrl,
      launch.language,
      now,
      now + TICKET_LIFETIME_MS,
    )
    .run();
  return { gameUrl: demoGameUrl(c, ticket), ticket };
}

function withMember(handler: (c: C, member: MemberRow) => Promise<Response>) {
  return async (c: C) => {
    const member = await currentMember(c);
    if (!member) return fail(c, CUSTOMER_NOT_LOGIN);
    return handler(c, member);
  };
}

/**
 * SPEC §7 launchGame: the lottery (mode LOTT, with every field §7 lists) or the SEA variant (gameCode, hasLobby,
 * backUrl only). Either way the game must be one of the merchant's lotteries.
 */
async function launchLottery(c: C, member: MemberRow): Promise<Response> {
  const query = c.req.query();
  const sea = query.mode === undefined;
  const lobbyUrl = absoluteUrl(query.backUrl);
  const codeOk = CODE.test(query.gameCode ?? "");
  const lottOk =
    sea ||
    (query.mode === "LOTT" &&
      query.device === "MOBILE" &&
      query.area === "VN" &&
      (query.view === "lobby" || query.view === "betting") &&
      (query.prizeMode === "Lott" || query.prizeMode === "Elott") &&
      LANGUAGE.test(query.language ?? ""));
  if (!codeOk || !lobbyUrl || !lottOk || (query.hasLobby !== "true" && query.hasLobby !== "false")) return fail(c, "game_launch_invalid", 400);
  if (isDemoMerchant(c.var.merchantCode) && findDemoGame(c.var.merchantCode, query.gameCode!)?.game.gameType !== "LOTT") return fail(c, "game_not_found");
  const issued = await issueTicket(c, { member, gameCode: query.gameCode!, kind: "lottery", trial: false, lobbyUrl, language: query.language ?? "VI" });
  return issued ? ok(c, { gameUrl: issued.gameUrl }) : fail(c, "game_not_found");
}

/** The launch fields every third-party launch (real or trial) carries. */
function thirdPartyFields(c: C): { gameCode: string; lobbyUrl: string; language: string; nodeId: string } | null {
  const query = c.req.query();
  const lobbyUrl = absoluteUrl(query.lobbyUrl);
  if (!CODE.test(query.gameId ?? "") || !/^\d{1,12}$/.test(query.nodeId ?? "") || query.platform !== "html5" || !lobbyUrl) return null;
  return { gameCode: query.gameId!, lobbyUrl, language: LANGUAGE.test(query.language ?? "") ? query.language! : "EN", nodeId: query.nodeId! };
}

/** The game a launch names, when it is one of the merchant's third-party games at the node the card gave. */
function thirdPartyGame(c: C, gameCode: string, nodeId: string) {
  if (!isDemoMerchant(c.var.merchantCode)) return null;
  const found = findDemoGame(c.var.merchantCode, gameCode);
  return found && found.nodeId === nodeId && found.game.gameType !== "LOTT" ? found.game : null;
}

async function launchThirdParty(c: C, member: MemberRow): Promise<Response> {
  const fields = thirdPartyFields(c);
  if (!fields) return fail(c, "game_launch_invalid", 400);
  if (!thirdPartyGame(c, fields.gameCode, fields.nodeId)) return fail(c, "game_not_found");
  const issued = await issueTicket(c, { member, gameCode: fields.gameCode, kind: "slot", trial: false, lobbyUrl: fields.lobbyUrl, language: fields.language });
  return issued ? ok(c, { gameUrl: issued.gameUrl }) : fail(c, "game_not_found");
}

/**
 * SPEC §7 GCS_gameTrialLaunch, both forms: live tables are prepared asynchronously (a request id, asked again
 * until ready); every other game answers its address at once.
 */
async function launchTrial(c: C, member: MemberRow): Promise<Response> {
  const db = c.env.SANDBOX_DB;
  const requestId = c.req.query("requestId");
  if (requestId !== undefined) {
    if (!/^[0-9a-f]{36}$/.test(requestId)) return fail(c, "game_launch_invalid", 400);
    const pending = await db
      .prepare("SELECT r.ready_at, t.ticket FROM trial_launch_requests r JOIN game_tickets t ON t.ticket = r.ticket WHERE r.request_id = ? AND t.member_id = ?")
      .bind(requestId, member.id)
      .first<{ ready_at: number; ticket: string }>();
    if (!pending) return fail(c, "game_launch_invalid", 400);
    if (Date.now() < pending.ready_at) return ok<TrialLaunchResult>(c, { requestId, retryAfterMs: TRIAL_RETRY_AFTER_MS });
    return ok<TrialLaunchResult>(c, { gameUrl: demoGameUrl(c, pending.ticket) });
  }
  const fields = thirdPartyFields(c);
  if (!fields) return fail(c, "game_launch_invalid", 400);
  const game = thirdPartyGame(c, fields.gameCode, fields.nodeId);
  if (!game) return fail(c, "game_not_found");
  const issued = await issueTicket(c, { member, gameCode: fields.gameCode, kind: "slot", trial: true, lobbyUrl: fields.lobbyUrl, language: fields.language });
  if (!issued) return fail(c, "game_not_found");
  if (game.gameType !== "LIVE") return ok<TrialLaunchResult>(c, { gameUrl: issued.gameUrl });
  const request = randomId();
  await db
    .prepare("INSERT INTO trial_launch_requests (request_id, ticket, ready_at) VALUES (?, ?, ?)")
    .bind(request, issued.ticket, Date.now() + TRIAL_PREPARE_MS)
    .run();
  return ok<TrialLaunchResult>(c, { requestId: request, retryAfterMs: TRIAL_RETRY_AFTER_MS });
}

export const gameRoutes = new Hono<SandboxEnv>()
  .get(lotteryLaunch.path, withMember(launchLottery))
  .get(thirdPartyLaunch.path, withMember(launchThirdParty))
  .get(trialLaunch.path, withMember(launchTrial));
