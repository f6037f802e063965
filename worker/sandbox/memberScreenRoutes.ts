import { type Context, Hono } from "hono";
import {
  agentApplication,
  agentApply,
  type AgentApplication,
  checkAgentApplication,
  CUSTOMER_NOT_LOGIN,
  HEADERS,
  type MallItem,
  mallRedeem,
  memberBenefits,
  type Mission,
  missionClaim,
  missionList,
  pointMarket,
  REWARD_CENTRE_FLAG,
  type Reward,
  rewardClaim,
  rewardList,
  referralInfo,
} from "#shared/contract";
import { messageLanguage } from "#shared/messages";
import { fail, ok } from "./envelope";
import { catalogFor } from "./memberScreenCatalogs";
import { type ItemSeed, itemImage, type MemberScreenCatalog, type MissionSeed, rewardExpiry, type RewardSeed, say } from "./memberScreenData";
import { loadSandboxMerchant } from "./merchantSettings";
import { missionProgress } from "./memberProgress";
import { ensureWallet, toMinor } from "./wallet";
import { currentMember, type MemberRow } from "./members";
import type { SandboxEnv } from "./types";

type C = Context<SandboxEnv>;

/** What every member screen answers from: the player, their merchant's catalogue and the language to say it in. */
interface Viewer {
  member: MemberRow;
  catalog: MemberScreenCatalog;
  say: (text: readonly [string, string]) => string;
  db: D1Database;
}

function viewerOf(c: C, member: MemberRow): Viewer {
  const catalog = catalogFor(c.var.merchantCode);
  const language = messageLanguage(c.req.header(HEADERS.language));
  return { member, catalog, say: (text) => say(text, catalog, language), db: c.env.SANDBOX_DB };
}

/** The member screens' calls all need a session (docs/decisions/014). */
function withMember(handler: (c: C, viewer: Viewer) => Promise<Response>) {
  return async (c: C) => {
    const member = await currentMember(c);
    if (!member) return fail(c, CUSTOMER_NOT_LOGIN);
    return handler(c, viewerOf(c, member));
  };
}

const payload = (c: C) => (c.var.payload ?? {}) as Record<string, unknown>;
const idIn = (c: C, field: string) => (typeof payload(c)[field] === "string" ? (payload(c)[field] as string) : "");

/** SPEC §5: without REWCEN3 there is no reward centre to look up. */
async function rewardCentreOn(c: C): Promise<boolean> {
  const merchant = await loadSandboxMerchant(c.env.SANDBOX_DB, c.var.merchantCode);
  return Boolean(merchant?.settings.whitelabel?.[REWARD_CENTRE_FLAG]);
}

function toReward(viewer: Viewer, seed: RewardSeed, claimed: boolean, now: number): Reward {
  const expiresAt = rewardExpiry(seed, now);
  const status = claimed || seed.state === "claimed" ? "claimed" : expiresAt !== null && expiresAt < now ? "expired" : "claimable";
  const { say: text, catalog } = viewer;
  return { id: seed.id, title: text(seed.title), description: text(seed.description), amount: seed.amount, currency: catalog.currency, status, expiresAt };
}

/**
 * The rewards a player has: a new account has only what is meant for a new account (the welcome bonus); the seeded
 * demo players have the catalogue's history too (a cashback, a VIP bonus, a birthday gift claimed, a bonus that ended).
 */
const rewardsOf = (viewer: Viewer) => (viewer.member.demo_history ? viewer.catalog.rewards : viewer.catalog.rewards.filter((seed) => seed.newAccounts));

/**
 * A claim and the money it pays, in one batch (issue #35, item 8; the brief's money rule): the claim's primary key lets
 * one claim in, even among racing ones, and the balance moves only when it did (`changes()`), with its ledger line.
 * False when the claim was already made.
 */
async function claimOnce(viewer: Viewer, claim: D1PreparedStatement, cash: number, reason: string): Promise<boolean> {
  const { db, member } = viewer;
  const { currency } = await ensureWallet(db, member.id);
  const amountMinor = toMinor(cash, currency);
  const [inserted] = await db.batch([
    claim,
    db.prepare("UPDATE wallet_balances SET balance_minor = balance_minor + ?1 WHERE member_id = ?2 AND ?1 > 0 AND changes() > 0").bind(amountMinor, member.id),
    db
      .prepare("INSERT INTO wallet_ledger (member_id, delta_minor, reason, created_at) SELECT ?, ?, ?, ? WHERE changes() > 0")
      .bind(member.id, amountMinor, reason, Date.now()),
  ]);
  return (inserted?.meta.changes ?? 0) > 0;
}

async function claimedIds(db: D1Database, table: "reward_claims" | "mission_claims", column: "reward_id" | "mission_id", memberId: number) {
  const rows = await db.prepare(`SELECT ${column} AS id FROM ${table} WHERE member_id = ?`).bind(memberId).all<{ id: string }>();
  return new Set(rows.results.map((row) => row.id));
}

/** What a player started with: the catalogue's points for a seeded demo player, none for a new account (issue #35, item 8). */
const startingPoints = (viewer: Viewer) => (viewer.member.demo_history ? viewer.catalog.startingPoints : 0);

/** Starting points, less what was redeemed, plus mission rewards paid in points. */
async function pointsOf(viewer: Viewer): Promise<number> {
  const row = await viewer.db
    .prepare(
      "SELECT COALESCE((SELECT SUM(cost) FROM mall_redemptions WHERE member_id = ?1), 0) AS spent, COALESCE((SELECT SUM(points) FROM mission_claims WHERE member_id = ?1), 0) AS earned",
    )
    .bind(viewer.member.id)
    .first<{ spent: number; earned: number }>();
  return startingPoints(viewer) - (row?.spent ?? 0) + (row?.earned ?? 0);
}

async function stockLeft(viewer: Viewer, seed: ItemSeed): Promise<number> {
  const row = await viewer.db
    .prepare("SELECT COUNT(*) AS taken FROM mall_redemptions WHERE merchant_code = ? AND item_id = ?")
    .bind(viewer.member.merchant_code, seed.id)
    .first<{ taken: number }>();
  return Math.max(0, seed.stock - (row?.taken ?? 0));
}

async function toItem(viewer: Viewer, seed: ItemSeed): Promise<MallItem> {
  const { say: text } = viewer;
  return {
    id: seed.id,
    name: text(seed.name),
    description: text(seed.description),
    image: itemImage(seed),
    cost: seed.cost,
    stock: await stockLeft(viewer, seed),
  };
}

async function toMission(viewer: Viewer, seed: MissionSeed, claimed: boolean): Promise<Mission> {
  const { say: text, catalog } = viewer;
  const progress = await missionProgress(viewer.db, viewer.member, seed);
  const status = claimed ? "claimed" : progress >= seed.target ? "claimable" : "inProgress";
  const reward = seed.reward.kind === "cash" ? { ...seed.reward, currency: catalog.currency } : seed.reward;
  return { id: seed.id, title: text(seed.title), description: text(seed.description), progress, target: seed.target, reward, status };
}

/** Ours: a player's referral code is their username in capitals, unique within the merchant. */
const referralCode = (member: MemberRow) => member.username.toUpperCase();

interface ApplicationRow {
  contact_name: string;
  contact: string;
  message: string;
  status: AgentApplication["status"];
  created_at: number;
}
const toApplication = (row: ApplicationRow): AgentApplication => ({
  contactName: row.contact_name,
  contact: row.contact,
  message: row.message,
  status: row.status,
  createdAt: row.created_at,
});

/** The member screens' calls (docs/decisions/014): claims, redemptions and applications persist in D1. */
export const memberScreenRoutes = new Hono<SandboxEnv>()
  .get(
    rewardList.path,
    withMember(async (c, viewer) => {
      if (!(await rewardCentreOn(c))) return fail(c, "reward_center_unavailable");
      const claimed = await claimedIds(viewer.db, "reward_claims", "reward_id", viewer.member.id);
      const now = Date.now();
      return ok(c, { rewards: rewardsOf(viewer).map((seed) => toReward(viewer, seed, claimed.has(seed.id), now)) });
    }),
  )
  .post(
    rewardClaim.path,
    withMember(async (c, viewer) => {
      if (!(await rewardCentreOn(c))) return fail(c, "reward_center_unavailable");
      const seed = rewardsOf(viewer).find((reward) => reward.id === idIn(c, "id"));
      const now = Date.now();
      const claimed = await claimedIds(viewer.db, "reward_claims", "reward_id", viewer.member.id);
      if (!seed || toReward(viewer, seed, claimed.has(seed.id), now).status !== "claimable") return fail(c, "reward_not_claimable");
      const claim = viewer.db
        .prepare("INSERT OR IGNORE INTO reward_claims (member_id, reward_id, claimed_at) VALUES (?, ?, ?)")
        .bind(viewer.member.id, seed.id, now);
      if (!(await claimOnce(viewer, claim, seed.amount, `reward ${seed.id}`))) return fail(c, "reward_not_claimable");
      return ok(c, toReward(viewer, seed, true, now));
    }),
  )
  .get(
    pointMarket.path,
    withMember(async (c, viewer) => {
      const items = await Promise.all(viewer.catalog.items.map((seed) => toItem(viewer, seed)));
      return ok(c, { points: await pointsOf(viewer), items });
    }),
  )
  .post(
    mallRedeem.path,
    withMember(async (c, viewer) => {
      const seed = viewer.catalog.items.find((item) => item.id === idIn(c, "itemId"));
      if (!seed) return fail(c, "mall_item_unavailable");
      const { id: memberId, merchant_code: merchant } = viewer.member;
      // One statement checks the balance and the stock and records the redemption, so two taps cannot both spend the same points.
      const insert = await viewer.db
        .prepare(
          `INSERT INTO mall_redemptions (member_id, merchant_code, item_id, cost, redeemed_at)
           SELECT ?1, ?2, ?3, ?4, ?5
           WHERE ?6 - COALESCE((SELECT SUM(cost) FROM mall_redemptions WHERE member_id = ?1), 0)
                    + COALESCE((SELECT SUM(points) FROM mission_claims WHERE member_id = ?1), 0) >= ?4
             AND (SELECT COUNT(*) FROM mall_redemptions WHERE merchant_code = ?2 AND item_id = ?3) < ?7`,
        )
        .bind(memberId, merchant, seed.id, seed.cost, Date.now(), startingPoints(viewer), seed.stock)
        .run();
      if (insert.meta.changes === 0) {
        if ((await stockLeft(viewer, seed)) === 0) return fail(c, "mall_item_unavailable");
        return fail(c, "points_insufficient");
      }
      return ok(c, { points: await pointsOf(viewer), item: await toItem(viewer, seed) });
    }),
  )
  .get(
    missionList.path,
    withMember(async (c, viewer) => {
      const claimed = await claimedIds(viewer.db, "mission_claims", "mission_id", viewer.member.id);
      return ok(c, { missions: await Promise.all(viewer.catalog.missions.map((seed) => toMission(viewer, seed, claimed.has(seed.id)))) });
    }),
  )
  .post(
    missionClaim.path,
    withMember(async (c, viewer) => {
      const seed = viewer.catalog.missions.find((mission) => mission.id === idIn(c, "id"));
      if (!seed || (await missionProgress(viewer.db, viewer.member, seed)) < seed.target) return fail(c, "mission_not_complete");
      const points = seed.reward.kind === "points" ? seed.reward.amount : 0;
      const claim = viewer.db
        .prepare("INSERT OR IGNORE INTO mission_claims (member_id, mission_id, points, claimed_at) VALUES (?, ?, ?, ?)")
        .bind(viewer.member.id, seed.id, points, Date.now());
      const cash = seed.reward.kind === "cash" ? seed.reward.amount : 0;
      if (!(await claimOnce(viewer, claim, cash, `mission ${seed.id}`))) return fail(c, "mission_already_claimed");
      return ok(c, await toMission(viewer, seed, true));
    }),
  )
  .get(
    memberBenefits.path,
    withMember(async (c, viewer) =>
      ok(c, {
        levels: viewer.catalog.levels.map((level) => ({
          labelId: level.labelId,
          name: viewer.say(level.name),
          rankLevel: level.rankLevel,
          benefits: level.benefits.map(viewer.say),
        })),
      }),
    ),
  )
  .get(
    referralInfo.path,
    withMember(async (c, viewer) => {
      const code = referralCode(viewer.member);
      const row = await viewer.db
        .prepare("SELECT COUNT(*) AS invited FROM members WHERE merchant_code = ? AND UPPER(referral_code) = ? AND id != ?")
        .bind(viewer.member.merchant_code, code, viewer.member.id)
        .first<{ invited: number }>();
      const invited = row?.invited ?? 0;
      return ok(c, { code, invited, rewardsEarned: invited * viewer.catalog.rewardPerInvite, currency: viewer.catalog.currency });
    }),
  )
  .get(
    agentApplication.path,
    withMember(async (c, viewer) => {
      const row = await viewer.db.prepare("SELECT * FROM agent_applications WHERE member_id = ?").bind(viewer.member.id).first<ApplicationRow>();
      return ok(c, { application: row ? toApplication(row) : null });
    }),
  )
  .post(
    agentApply.path,
    withMember(async (c, viewer) => {
      const body = payload(c);
      const problems = checkAgentApplication(body);
      if (Object.keys(problems).length > 0) return fail(c, "agent_application_invalid", 200, { value: { problems } });
      const application: AgentApplication = {
        contactName: String(body.contactName).trim(),
        contact: String(body.contact).trim(),
        message: String(body.message).trim(),
        status: "pending",
        createdAt: Date.now(),
      };
      // One application per player: the primary key refuses a second, even one sent twice at once.
      const insert = await viewer.db
        .prepare("INSERT OR IGNORE INTO agent_applications (member_id, contact_name, contact, message, status, created_at) VALUES (?, ?, ?, ?, ?, ?)")
        .bind(viewer.member.id, application.contactName, application.contact, application.message, application.status, application.createdAt)
        .run();
      if (insert.meta.changes === 0) return fail(c, "agent_application_exists");
      return ok(c, application);
    }),
  );
