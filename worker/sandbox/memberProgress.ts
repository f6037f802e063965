import type { MemberRow } from "./members";
import { GAMES, type DemoMerchant } from "./content/demo/games";
import type { MissionSeed } from "./memberScreenData";

/**
 * How far a player really is with a mission (issue #35, item 8): counted from what the player did in the sandbox, so a
 * new account starts every mission at zero. The seeded demo players keep the catalogue's showcase progress
 * (`members.demo_history`), which the member screens were designed to show.
 */
type Measure = "deposits" | "rounds" | "lotteryRounds" | "loginDays" | "invites";

/** Each catalogue mission's measure, by id: every merchant runs the same five. */
const MEASURES: Record<string, Measure> = {
  "first-deposit": "deposits",
  "play-10": "rounds",
  "lottery-3": "lotteryRounds",
  "login-7": "loginDays",
  "invite-1": "invites",
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The ledger's words for a bet on a game (demoGame/routes.ts). */
const betReason = (gameCode: string) => `game ${gameCode} bet`;

function lotteryBets(merchant: string): string[] {
  const games = Object.hasOwn(GAMES, merchant) ? GAMES[merchant as DemoMerchant] : [];
  return games.filter((game) => game.gameType === "LOTT").map((game) => betReason(game.slug.toUpperCase().replaceAll("-", "_")));
}

async function measured(db: D1Database, member: MemberRow, measure: Measure, now: number): Promise<number> {
  const count = async (sql: string, ...values: unknown[]) =>
    (
      await db
        .prepare(sql)
        .bind(...values)
        .first<{ n: number }>()
    )?.n ?? 0;
  switch (measure) {
    case "deposits":
      return count("SELECT COUNT(*) AS n FROM wallet_deposits WHERE member_id = ? AND status = 'completed'", member.id);
    case "rounds":
      return count("SELECT COUNT(*) AS n FROM wallet_ledger WHERE member_id = ? AND reason LIKE 'game % bet'", member.id);
    case "lotteryRounds": {
      const reasons = lotteryBets(member.merchant_code);
      if (reasons.length === 0) return 0;
      return count(`SELECT COUNT(*) AS n FROM wallet_ledger WHERE member_id = ? AND reason IN (${reasons.map(() => "?").join(",")})`, member.id, ...reasons);
    }
    case "loginDays":
      return count("SELECT COUNT(DISTINCT created_at / ?) AS n FROM sessions WHERE member_id = ? AND created_at >= ?", DAY_MS, member.id, now - 7 * DAY_MS);
    case "invites":
      return count(
        "SELECT COUNT(*) AS n FROM members WHERE merchant_code = ? AND UPPER(referral_code) = ? AND id != ?",
        member.merchant_code,
        member.username.toUpperCase(),
        member.id,
      );
  }
}

/** The player's progress with a mission, capped at its target. */
export async function missionProgress(db: D1Database, member: MemberRow, seed: MissionSeed, now = Date.now()): Promise<number> {
  const measure = MEASURES[seed.id];
  const progress = member.demo_history || !measure ? seed.progress : await measured(db, member, measure, now);
  return Math.min(progress, seed.target);
}
