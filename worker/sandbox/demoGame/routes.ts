import { type Context, Hono, type Next } from "hono";
import { normalizeLanguage } from "#shared/languages";
import { translate } from "#shared/messages";
import { ensureMigrated } from "../migrate";
import { changeBalance, readBalance } from "../wallet";
import { findDemoGame, type DemoMerchant, GAMES } from "../content/demo/games";
import { demoGamePage } from "./page";
import { DEMO_GAME_HOST_PREFIX, DEMO_GAME_PATHS } from "./paths";

type C = Context<{ Bindings: Env }>;

/**
 * The game's own policy, as a provider's page has one: its scripts and styles by nonce, its API on its own origin, and
 * framing by the operator that launched it, no other.
 */
function gamePolicy(nonce: string, operator: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${operator}`,
  ].join("; ");
}

function makeNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(18))));
}

interface TicketRow {
  ticket: string;
  member_id: number;
  merchant_code: string;
  game_code: string;
  game_name: string;
  kind: "lottery" | "slot";
  trial: number;
  trial_credits: number;
  lobby_url: string;
  language: string;
  expires_at: number;
}

const SYMBOLS = ["7", "★", "♦", "♥", "♣"];

/** The bets offered: small, medium and large in the currency's units (VND has no cents and large sums). */
function betsFor(currency: string): number[] {
  return currency === "VND" ? [1_000, 5_000, 10_000] : [1, 5, 10];
}

async function ticketOf(c: C, ticket: string | undefined): Promise<TicketRow | null> {
  if (!ticket || !/^[0-9a-f]{36}$/.test(ticket)) return null;
  await ensureMigrated(c.env.SANDBOX_DB);
  const row = await c.env.SANDBOX_DB.prepare("SELECT * FROM game_tickets WHERE ticket = ?").bind(ticket).first<TicketRow>();
  return row && row.expires_at > Date.now() ? row : null;
}

const onGameHost = (c: C) => new URL(c.req.url).hostname.startsWith(DEMO_GAME_HOST_PREFIX);

function plain(c: C, status: 400 | 404, text: string): Response {
  return c.text(text, status, { "Cache-Control": "no-store" });
}

async function play(c: C, next: Next) {
  if (!onGameHost(c)) return next();
  const row = await ticketOf(c, c.req.query("ticket"));
  if (!row) return plain(c, 404, "This game session has ended. Go back and open the game again.");
  const language = normalizeLanguage(row.language) ?? "EN";
  const wallet = await readBalance(c.env.SANDBOX_DB, row.member_id);
  const nonce = makeNonce();
  const html = demoGamePage(
    {
      ticket: row.ticket,
      name: row.game_name,
      kind: row.kind,
      trial: row.trial === 1,
      balance: row.trial === 1 ? row.trial_credits : wallet.balance,
      currency: wallet.currency,
      bets: betsFor(wallet.currency),
      lobbyUrl: row.lobby_url,
      language,
    },
    nonce,
  );
  // Like a provider's game, it may be framed by the operator that launched it: the lobby's origin, no other.
  return c.html(html, 200, { "Cache-Control": "no-store", "Content-Security-Policy": gamePolicy(nonce, new URL(row.lobby_url).origin) });
}

/** One round: the bet is taken, then the win paid. Outcomes never equal the bet, so every round moves the balance. */
function outcome(row: TicketRow, bet: number, pick: number): { win: number; symbols?: string[]; drawn?: number } {
  const random = crypto.getRandomValues(new Uint32Array(3));
  if (row.kind === "lottery") {
    const drawn = random[0]! % 10;
    return { win: drawn === pick ? bet * 9 : 0, drawn };
  }
  const symbols = [...random].map((value) => SYMBOLS[value % SYMBOLS.length]!);
  const same = new Set(symbols).size;
  return { win: same === 1 ? bet * 10 : same === 2 ? bet * 2 : 0, symbols };
}

async function round(c: C, next: Next) {
  if (!onGameHost(c)) return next();
  let body: { ticket?: unknown; bet?: unknown; pick?: unknown };
  try {
    body = JSON.parse(await c.req.text()) as typeof body;
  } catch {
    return plain(c, 400, "The round could not be read.");
  }
  const row = await ticketOf(c, typeof body.ticket === "string" ? body.ticket : undefined);
  if (!row) return plain(c, 404, "This game session has ended.");
  const language = normalizeLanguage(row.language) ?? "EN";
  const db = c.env.SANDBOX_DB;
  const { currency } = await readBalance(db, row.member_id);
  const bet = Number(body.bet);
  const pick = Number(body.pick ?? 0);
  if (!betsFor(currency).includes(bet) || !Number.isInteger(pick) || pick < 0 || pick > 9) return plain(c, 400, "This bet is not offered.");
  if (!Object.hasOwn(GAMES, row.merchant_code) || !findDemoGame(row.merchant_code as DemoMerchant, row.game_code)) return plain(c, 404, "Unknown game.");
  const result = outcome(row, bet, pick);
  if (row.trial === 1) {
    // Play money: the same rules, kept on the ticket, never touching the wallet.
    const credits = await db
      .prepare("UPDATE game_tickets SET trial_credits = trial_credits - ?1 + ?2 WHERE ticket = ?3 AND trial_credits >= ?1 RETURNING trial_credits")
      .bind(bet, result.win, row.ticket)
      .first<{ trial_credits: number }>();
    if (!credits) return c.json({ success: false, errorCode: "insufficient_funds", message: translate(language, "sandbox.game.noFunds") });
    return c.json({ success: true, value: { ...result, balance: credits.trial_credits } });
  }
  const taken = await changeBalance(db, row.member_id, -bet, `game ${row.game_code} bet`);
  if ("error" in taken) return c.json({ success: false, errorCode: "insufficient_funds", message: translate(language, "sandbox.game.noFunds") });
  const paid = result.win > 0 ? await changeBalance(db, row.member_id, result.win, `game ${row.game_code} win`) : taken;
  return c.json({ success: true, value: { ...result, balance: "error" in paid ? taken.balance : paid.balance } });
}

/** The demo game's own origin (docs/decisions/017): only requests to `games.*` hosts reach it. */
export const demoGameRoutes = new Hono<{ Bindings: Env }>().get(DEMO_GAME_PATHS.play, play).post(DEMO_GAME_PATHS.round, round);
