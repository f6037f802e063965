import { type Context, Hono } from "hono";
import {
  checkTestPush,
  CUSTOMER_NOT_LOGIN,
  fcmBind,
  fcmSubscribe,
  fcmUnsubscribe,
  PUSH_TOKEN_PATTERN,
  PUSH_TOPIC_PATTERN,
  type SandboxPush,
  testPushPayload,
} from "#shared/contract";
import { fail, ok } from "./envelope";
import { currentMember, type MemberRow } from "./members";
import type { SandboxEnv } from "./types";

type C = Context<SandboxEnv>;

/**
 * Sandbox only (docs/decisions/023): the test helpers behind `npm run ops -- push`. The page's copy of `pending` is in
 * client/features/push/sandboxDelivery.ts (kept out of shared/, whose code the build puts in the first-load chunk).
 */
export const SANDBOX_PUSH_PATHS = {
  /** POST { username, title, body, link? } queues a test push; GET ?username= lists that player's bound tokens. */
  pushes: "/wps/sandbox/push",
  /** GET ?registrationToken= (signed in): the pending test pushes of the player's own token, handed over once. */
  pending: "/wps/sandbox/push/pending",
} as const;

/** A player keeps this many devices' tokens; binding one more lets go of the longest unused. */
export const PUSH_TOKENS_PER_MEMBER = 10;
/** A token is on at most this many topics. */
export const PUSH_TOPICS_PER_TOKEN = 20;

const payload = (c: C) => {
  const body = c.var.payload;
  return (body && typeof body === "object" && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
};

function registrationToken(value: unknown): string | null {
  return typeof value === "string" && PUSH_TOKEN_PATTERN.test(value) ? value : null;
}

async function boundTo(c: C, token: string): Promise<number | null> {
  const row = await c.env.SANDBOX_DB.prepare("SELECT member_id FROM push_tokens WHERE merchant_code = ? AND token = ?")
    .bind(c.var.merchantCode, token)
    .first<{ member_id: number }>();
  return row?.member_id ?? null;
}

/** Everything a token carried: its topics and the test pushes still waiting for it. */
function dropToken(db: D1Database, merchant: string, token: string) {
  return [
    db.prepare("DELETE FROM push_topics WHERE merchant_code = ? AND token = ?").bind(merchant, token),
    db.prepare("DELETE FROM push_messages WHERE merchant_code = ? AND token = ?").bind(merchant, token),
    db.prepare("DELETE FROM push_tokens WHERE merchant_code = ? AND token = ?").bind(merchant, token),
  ];
}

/** The signed-in player and the request's registration token, or the answer that refuses them. */
async function memberAndToken(c: C): Promise<{ member: MemberRow; token: string } | Response> {
  const member = await currentMember(c);
  if (!member) return fail(c, CUSTOMER_NOT_LOGIN);
  const token = registrationToken(payload(c).registrationToken);
  if (!token) return fail(c, "body_invalid", 400);
  return { member, token };
}

/** SPEC §7 CSP_fcmBind: the token becomes this player's. A token another player bound loses what it had. */
async function bind(c: C): Promise<Response> {
  const found = await memberAndToken(c);
  if (found instanceof Response) return found;
  const { member, token } = found;
  const db = c.env.SANDBOX_DB;
  const merchant = c.var.merchantCode;
  const now = Date.now();
  const previous = await boundTo(c, token);
  const statements = previous !== null && previous !== member.id ? dropToken(db, merchant, token) : [];
  if (previous !== member.id) {
    const others = await db
      .prepare("SELECT token FROM push_tokens WHERE merchant_code = ? AND member_id = ? ORDER BY updated_at DESC, rowid DESC")
      .bind(merchant, member.id)
      .all<{ token: string }>();
    for (const stale of others.results.slice(PUSH_TOKENS_PER_MEMBER - 1)) statements.push(...dropToken(db, merchant, stale.token));
  }
  statements.push(
    db
      .prepare(
        "INSERT INTO push_tokens (merchant_code, token, member_id, bound_at, updated_at) VALUES (?, ?, ?, ?, ?) " +
          "ON CONFLICT (merchant_code, token) DO UPDATE SET updated_at = excluded.updated_at",
      )
      .bind(merchant, token, member.id, now, now),
  );
  await db.batch(statements);
  return ok(c, null);
}

/** SPEC §7 CSP_fcmSubscribe: the player's own token joins a topic. */
async function subscribe(c: C): Promise<Response> {
  const found = await memberAndToken(c);
  if (found instanceof Response) return found;
  const topic = payload(c).topic;
  if (typeof topic !== "string" || !PUSH_TOPIC_PATTERN.test(topic)) return fail(c, "body_invalid", 400);
  if ((await boundTo(c, found.token)) !== found.member.id) return fail(c, "push_token_not_bound", 404);
  const db = c.env.SANDBOX_DB;
  const merchant = c.var.merchantCode;
  const count = await db
    .prepare("SELECT COUNT(*) AS n, SUM(topic = ?) AS has FROM push_topics WHERE merchant_code = ? AND token = ?")
    .bind(topic, merchant, found.token)
    .first<{ n: number; has: number | null }>();
  if (!count?.has && (count?.n ?? 0) >= PUSH_TOPICS_PER_TOKEN) return fail(c, "push_topic_limit", 400);
  await db
    .prepare("INSERT OR IGNORE INTO push_topics (merchant_code, token, topic, subscribed_at) VALUES (?, ?, ?, ?)")
    .bind(merchant, found.token, topic, Date.now())
    .run();
  return ok(c, null);
}

/**
 * SPEC §7 CSP_fcmUnsubscribe. unsubscribeAll: every topic, and the token is no longer the player's (a log out);
 * it answers success for a token that is not theirs, changing nothing, so a log out never fails on it.
 * Otherwise only `topic` (ours).
 */
async function unsubscribe(c: C): Promise<Response> {
  const found = await memberAndToken(c);
  if (found instanceof Response) return found;
  const { unsubscribeAll, topic } = payload(c);
  if (typeof unsubscribeAll !== "boolean") return fail(c, "body_invalid", 400);
  if (!unsubscribeAll && (typeof topic !== "string" || !PUSH_TOPIC_PATTERN.test(topic))) return fail(c, "body_invalid", 400);
  const mine = (await boundTo(c, found.token)) === found.member.id;
  const db = c.env.SANDBOX_DB;
  if (unsubscribeAll) {
    if (mine) await db.batch(dropToken(db, c.var.merchantCode, found.token));
    return ok(c, null);
  }
  if (!mine) return fail(c, "push_token_not_bound", 404);
  await db.prepare("DELETE FROM push_topics WHERE merchant_code = ? AND token = ? AND topic = ?").bind(c.var.merchantCode, found.token, topic).run();
  return ok(c, null);
}

async function memberNamed(c: C, username: unknown): Promise<MemberRow | Response> {
  if (typeof username !== "string" || !username.trim()) return fail(c, "username_required", 400);
  const member = await c.env.SANDBOX_DB.prepare("SELECT * FROM members WHERE merchant_code = ? AND username = ?")
    .bind(c.var.merchantCode, username.trim())
    .first<MemberRow>();
  return member ?? fail(c, "not.exists.user", 404);
}

/**
 * Dev builds only (docs/decisions/007, 023). `POST /wps/sandbox/push { username, title, body, link? }` queues a
 * test push for every token the player bound, as `npm run ops -- push` does; `GET /wps/sandbox/push?username=`
 * lists those tokens and their topics; `GET /wps/sandbox/push/pending?registrationToken=` hands the signed-in
 * player's page the test pushes waiting for its own token, once.
 */
const pushTestRoutes = () =>
  new Hono<SandboxEnv>()
    .get(SANDBOX_PUSH_PATHS.pending, async (c) => {
      const member = await currentMember(c);
      if (!member) return fail(c, CUSTOMER_NOT_LOGIN);
      const token = registrationToken(c.req.query("registrationToken"));
      if (!token) return fail(c, "body_invalid", 400);
      c.header("Cache-Control", "no-store");
      // Another player's token gets nothing (and learns nothing): the same empty answer as no pushes.
      if ((await boundTo(c, token)) !== member.id) return ok(c, []);
      const taken = await c.env.SANDBOX_DB.prepare(
        "UPDATE push_messages SET delivered_at = ? WHERE merchant_code = ? AND token = ? AND delivered_at IS NULL RETURNING id, payload",
      )
        .bind(Date.now(), c.var.merchantCode, token)
        .all<{ id: number; payload: string }>();
      const pushes: SandboxPush[] = taken.results.sort((a, b) => a.id - b.id).map((row) => ({ id: row.id, payload: JSON.parse(row.payload) as unknown }));
      return ok(c, pushes);
    })
    .get(SANDBOX_PUSH_PATHS.pushes, async (c) => {
      const member = await memberNamed(c, c.req.query("username"));
      if (member instanceof Response) return member;
      const rows = await c.env.SANDBOX_DB.prepare(
        "SELECT t.token, t.bound_at, t.updated_at, (SELECT json_group_array(topic) FROM push_topics p WHERE p.merchant_code = t.merchant_code AND p.token = t.token) AS topics, " +
          "(SELECT COUNT(*) FROM push_messages m WHERE m.merchant_code = t.merchant_code AND m.token = t.token AND m.delivered_at IS NULL) AS pending " +
          "FROM push_tokens t WHERE t.merchant_code = ? AND t.member_id = ? ORDER BY t.updated_at DESC",
      )
        .bind(c.var.merchantCode, member.id)
        .all<{ token: string; bound_at: number; updated_at: number; topics: string; pending: number }>();
      c.header("Cache-Control", "no-store");
      return ok(
        c,
        rows.results.map((row) => ({
          token: row.token,
          boundAt: row.bound_at,
          updatedAt: row.updated_at,
          topics: (JSON.parse(row.topics) as string[]).sort(),
          pending: row.pending,
        })),
      );
    })
    .post(SANDBOX_PUSH_PATHS.pushes, async (c) => {
      const body = payload(c);
      const member = await memberNamed(c, body.username);
      if (member instanceof Response) return member;
      const push = checkTestPush(body);
      if (typeof push === "string") return fail(c, "body_invalid", 400);
      const queued = await c.env.SANDBOX_DB.prepare(
        "INSERT INTO push_messages (merchant_code, token, payload, created_at) SELECT merchant_code, token, ?, ? FROM push_tokens WHERE merchant_code = ? AND member_id = ? RETURNING id",
      )
        .bind(JSON.stringify(testPushPayload(push)), Date.now(), c.var.merchantCode, member.id)
        .all<{ id: number }>();
      if (queued.results.length === 0) return fail(c, "push_token_not_bound", 404);
      return ok(c, { queued: queued.results.length });
    });

/** The push registration calls of SPEC §7, and in dev builds the test-push helpers. */
export const pushRoutes = new Hono<SandboxEnv>()
  .post(fcmBind.path, bind)
  .post(fcmSubscribe.path, subscribe)
  .post(fcmUnsubscribe.path, unsubscribe)
  .route("/", __DEV_TOOLS__ ? pushTestRoutes() : new Hono<SandboxEnv>());
