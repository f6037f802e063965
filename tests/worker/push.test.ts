import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { CUSTOMER_NOT_LOGIN, PUSH_TOPIC_ALL, type SandboxPush } from "#shared/contract";
import { PUSH_TOKENS_PER_MEMBER, PUSH_TOPICS_PER_TOKEN, SANDBOX_PUSH_PATHS } from "../../worker/sandbox/pushRoutes";
import { BRAND_B, DEMO, call, getJson, openSession, postJson, restoreDemoMerchants } from "./helpers";

const BIND = "/wps/relay/CSP_fcmBind";
const SUBSCRIBE = "/wps/relay/CSP_fcmSubscribe";
const UNSUBSCRIBE = "/wps/relay/CSP_fcmUnsubscribe";

let serial = 0;
/** A token shaped like FCM's (instance id, colon, APA91b…), new for each test. */
const newToken = () => `dQw4w9WgXcQ:APA91b${String(++serial).padStart(6, "0")}${"x".repeat(140)}`;

const db = () => env.SANDBOX_DB;
const tokenRow = (merchant: string, token: string) =>
  db().prepare("SELECT member_id FROM push_tokens WHERE merchant_code = ? AND token = ?").bind(merchant, token).first<{ member_id: number }>();
const topicsOf = async (merchant: string, token: string) =>
  (
    await db().prepare("SELECT topic FROM push_topics WHERE merchant_code = ? AND token = ? ORDER BY topic").bind(merchant, token).all<{ topic: string }>()
  ).results.map((row) => row.topic);
const pendingOf = async (merchant: string, token: string) =>
  (await db()
    .prepare("SELECT COUNT(*) AS n FROM push_messages WHERE merchant_code = ? AND token = ? AND delivered_at IS NULL")
    .bind(merchant, token)
    .first<{ n: number }>())!.n;

async function bound(origin: string, sessionToken: string, token: string) {
  expect((await postJson(origin, BIND, { registrationToken: token }, sessionToken)).body).toEqual({ success: true, value: null });
  expect((await postJson(origin, SUBSCRIBE, { registrationToken: token, topic: PUSH_TOPIC_ALL }, sessionToken)).body.success).toBe(true);
}

const queueTestPush = (origin: string, fields: Record<string, unknown>) => postJson<{ queued: number }>(origin, SANDBOX_PUSH_PATHS.pushes, fields);
const pending = (origin: string, sessionToken: string, token: string) =>
  getJson<SandboxPush[]>(origin, `${SANDBOX_PUSH_PATHS.pending}?registrationToken=${encodeURIComponent(token)}`, sessionToken);

describe("SPEC §7 CSP_fcmBind, CSP_fcmSubscribe, CSP_fcmUnsubscribe (sandbox)", () => {
  let player: string;
  let agent: string;
  let playerId: number;
  beforeEach(async () => {
    await restoreDemoMerchants();
    const member = await openSession(DEMO, "player1");
    player = member.token;
    playerId = member.id;
    agent = (await openSession(DEMO, "agent1")).token;
  });

  it("§7 bind then subscribe ALL: D1 holds the token as the player's, on topic ALL (SPEC §4 Token change)", async () => {
    const token = newToken();
    await bound(DEMO, player, token);
    expect(await tokenRow("DEMO", token)).toEqual({ member_id: playerId });
    expect(await topicsOf("DEMO", token)).toEqual([PUSH_TOPIC_ALL]);
    // Re-sent on every app open: the same calls again change nothing.
    await bound(DEMO, player, token);
    expect(await topicsOf("DEMO", token)).toEqual([PUSH_TOPIC_ALL]);
    // Per merchant: the same token means nothing on another one.
    expect(await tokenRow("BRANDB", token)).toBeNull();
  });

  it("§6 all three need a session (CUSTOMER_NOT_LOGIN, as SPEC §8 expects)", async () => {
    const token = newToken();
    for (const [path, body] of [
      [BIND, { registrationToken: token }],
      [SUBSCRIBE, { registrationToken: token, topic: "ALL" }],
      [UNSUBSCRIBE, { registrationToken: token, unsubscribeAll: true }],
    ] as const) {
      expect((await postJson(DEMO, path, body)).body, path).toMatchObject({ success: false, errorCode: CUSTOMER_NOT_LOGIN });
      expect((await postJson(DEMO, path, body, "not-a-session")).body.errorCode, path).toBe(CUSTOMER_NOT_LOGIN);
    }
    expect(await tokenRow("DEMO", token)).toBeNull();
  });

  it.each([
    ["no token", {}],
    ["a number", { registrationToken: 42 }],
    ["too short", { registrationToken: "abc" }],
    ["markup", { registrationToken: `<script>alert(1)</script>${"x".repeat(20)}` }],
    ["spaces", { registrationToken: `${"a".repeat(20)} OR 1=1` }],
    ["too long", { registrationToken: "a".repeat(1025) }],
  ])("hostile input is refused with a clear 400: bind with %s", async (_, body) => {
    const { status, body: answer } = await postJson(DEMO, BIND, body, player);
    expect(status).toBe(400);
    expect(answer).toMatchObject({ success: false, errorCode: "body_invalid" });
  });

  it("hostile input: a body that is not JSON, or not an object, is refused with 400", async () => {
    const response = await call(`${DEMO}${BIND}`, { method: "POST", headers: { Authorization: player, "Content-Type": "application/json" }, body: "{nope" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errorCode: string }).errorCode).toBe("body_invalid");
    expect((await postJson(DEMO, BIND, [newToken()], player)).status).toBe(400);
  });

  it.each([
    ["no topic", {}],
    ["an empty topic", { topic: "" }],
    ["spaces", { topic: "ALL PLAYERS" }],
    ["a slash", { topic: "../ALL" }],
    ["too long", { topic: "A".repeat(901) }],
    ["not text", { topic: ["ALL"] }],
  ])("hostile input: subscribe with %s is a 400", async (_, fields) => {
    const token = newToken();
    await postJson(DEMO, BIND, { registrationToken: token }, player);
    const { status, body } = await postJson(DEMO, SUBSCRIBE, { registrationToken: token, ...fields }, player);
    expect(status).toBe(400);
    expect(body.errorCode).toBe("body_invalid");
    expect(await topicsOf("DEMO", token)).toEqual([]);
  });

  it("a token that is not the player's cannot be subscribed: 404 push_token_not_bound", async () => {
    const unknown = newToken();
    const { status, body } = await postJson(DEMO, SUBSCRIBE, { registrationToken: unknown, topic: "ALL" }, player);
    expect(status).toBe(404);
    expect(body).toMatchObject({
      success: false,
      errorCode: "push_token_not_bound",
      message: "This device is not signed up for notifications. Turn notifications on again.",
    });
    const agents = newToken();
    await bound(DEMO, agent, agents);
    expect((await postJson(DEMO, SUBSCRIBE, { registrationToken: agents, topic: "VIP" }, player)).status).toBe(404);
    expect(await topicsOf("DEMO", agents)).toEqual([PUSH_TOPIC_ALL]);
  });

  it(`a token is on at most ${PUSH_TOPICS_PER_TOKEN} topics`, async () => {
    const token = newToken();
    await bound(DEMO, player, token);
    for (let index = 1; index < PUSH_TOPICS_PER_TOKEN; index++) {
      expect((await postJson(DEMO, SUBSCRIBE, { registrationToken: token, topic: `T${index}` }, player)).body.success).toBe(true);
    }
    const over = await postJson(DEMO, SUBSCRIBE, { registrationToken: token, topic: "ONE_MORE" }, player);
    expect(over.status).toBe(400);
    expect(over.body.errorCode).toBe("push_topic_limit");
    // One it is already on is still fine.
    expect((await postJson(DEMO, SUBSCRIBE, { registrationToken: token, topic: "ALL" }, player)).body.success).toBe(true);
  });

  it("§4 log out: unsubscribeAll true lets go of the token, its topics and its waiting pushes", async () => {
    const token = newToken();
    await bound(DEMO, player, token);
    await queueTestPush(DEMO, { username: "player1", title: "Hi", body: "" });
    expect(await pendingOf("DEMO", token)).toBe(1);
    expect((await postJson(DEMO, UNSUBSCRIBE, { registrationToken: token, unsubscribeAll: true }, player)).body).toEqual({ success: true, value: null });
    expect(await tokenRow("DEMO", token)).toBeNull();
    expect(await topicsOf("DEMO", token)).toEqual([]);
    expect(await pendingOf("DEMO", token)).toBe(0);
    // Again (a log out never fails on it): still a success.
    expect((await postJson(DEMO, UNSUBSCRIBE, { registrationToken: token, unsubscribeAll: true }, player)).body.success).toBe(true);
  });

  it("unsubscribe from one topic (unsubscribeAll false) keeps the token bound; another player's token is left alone", async () => {
    const token = newToken();
    await bound(DEMO, player, token);
    await postJson(DEMO, SUBSCRIBE, { registrationToken: token, topic: "VIP" }, player);
    expect((await postJson(DEMO, UNSUBSCRIBE, { registrationToken: token, unsubscribeAll: false, topic: "VIP" }, player)).body.success).toBe(true);
    expect(await topicsOf("DEMO", token)).toEqual([PUSH_TOPIC_ALL]);
    expect(await tokenRow("DEMO", token)).toEqual({ member_id: playerId });
    const agents = newToken();
    await bound(DEMO, agent, agents);
    expect((await postJson(DEMO, UNSUBSCRIBE, { registrationToken: agents, unsubscribeAll: true }, player)).body.success).toBe(true);
    expect(await topicsOf("DEMO", agents)).toEqual([PUSH_TOPIC_ALL]);
    expect((await postJson(DEMO, UNSUBSCRIBE, { registrationToken: agents, unsubscribeAll: false, topic: "ALL" }, player)).status).toBe(404);
  });

  it.each([
    ["unsubscribeAll missing", {}],
    ["unsubscribeAll as text", { unsubscribeAll: "true" }],
    ["false without a topic", { unsubscribeAll: false }],
    ["false with a bad topic", { unsubscribeAll: false, topic: "a b" }],
  ])("hostile input: unsubscribe with %s is a 400", async (_, fields) => {
    const token = newToken();
    await bound(DEMO, player, token);
    const { status, body } = await postJson(DEMO, UNSUBSCRIBE, { registrationToken: token, ...fields }, player);
    expect(status).toBe(400);
    expect(body.errorCode).toBe("body_invalid");
    expect(await tokenRow("DEMO", token)).not.toBeNull();
  });

  it("a device that changes hands: bound by another player, the token loses the first player's topics and waiting pushes", async () => {
    const token = newToken();
    await bound(DEMO, player, token);
    await postJson(DEMO, SUBSCRIBE, { registrationToken: token, topic: "VIP" }, player);
    await queueTestPush(DEMO, { username: "player1", title: "For player1 only", body: "" });
    await postJson(DEMO, BIND, { registrationToken: token }, agent);
    const agentRow = await db().prepare("SELECT id FROM members WHERE merchant_code = 'DEMO' AND username = 'agent1'").first<{ id: number }>();
    expect(await tokenRow("DEMO", token)).toEqual({ member_id: agentRow!.id });
    expect(await topicsOf("DEMO", token)).toEqual([]);
    expect(await pendingOf("DEMO", token)).toBe(0);
  });

  it(`a player keeps the tokens of ${PUSH_TOKENS_PER_MEMBER} devices; one more lets go of the longest unused`, async () => {
    await db().prepare("DELETE FROM push_tokens WHERE member_id = ?").bind(playerId).run();
    const tokens = Array.from({ length: PUSH_TOKENS_PER_MEMBER + 1 }, newToken);
    for (const token of tokens) await postJson(DEMO, BIND, { registrationToken: token }, player);
    const kept = await db().prepare("SELECT token FROM push_tokens WHERE member_id = ?").bind(playerId).all<{ token: string }>();
    expect(kept.results).toHaveLength(PUSH_TOKENS_PER_MEMBER);
    expect(await tokenRow("DEMO", tokens[0]!)).toBeNull();
    expect(await tokenRow("DEMO", tokens.at(-1)!)).not.toBeNull();
  });
});

describe("the sandbox's test pushes (dev builds; docs/decisions/023)", () => {
  let player: string;
  beforeEach(async () => {
    await restoreDemoMerchants();
    player = (await openSession(BRAND_B, "player1")).token;
  });

  it("a test push is queued for each bound token and handed to that token's page once, as FCM's payload", async () => {
    const phone = newToken();
    const laptop = newToken();
    await bound(BRAND_B, player, phone);
    await bound(BRAND_B, player, laptop);
    const queued = await queueTestPush(BRAND_B, { username: "player1", title: "Kết quả xổ số", body: "Bạn đã trúng!", link: "/m/activity?id=4" });
    expect(queued.body).toEqual({ success: true, value: { queued: 2 } });
    const first = await pending(BRAND_B, player, phone);
    expect(first.body.value!.map((push) => push.payload)).toEqual([
      { notification: { title: "Kết quả xổ số", body: "Bạn đã trúng!" }, data: { link: "/m/activity?id=4" }, fcmOptions: { link: "/m/activity?id=4" } },
    ]);
    expect((await pending(BRAND_B, player, phone)).body.value).toEqual([]);
    expect((await pending(BRAND_B, player, laptop)).body.value).toHaveLength(1);
  });

  it("the bindings are readable for tests: token, topics and what still waits", async () => {
    const token = newToken();
    await bound(BRAND_B, player, token);
    await queueTestPush(BRAND_B, { username: "player1", title: "T", body: "" });
    const { body } = await getJson<{ token: string; topics: string[]; pending: number }[]>(BRAND_B, `${SANDBOX_PUSH_PATHS.pushes}?username=player1`);
    expect(body.value!.find((binding) => binding.token === token)).toMatchObject({ topics: ["ALL"], pending: 1 });
  });

  it("another player's token gets nothing from the pending call, and learns nothing", async () => {
    const token = newToken();
    await bound(BRAND_B, player, token);
    await queueTestPush(BRAND_B, { username: "player1", title: "Private", body: "" });
    const other = (await openSession(BRAND_B, "agent2")).token;
    expect((await pending(BRAND_B, other, token)).body).toEqual({ success: true, value: [] });
    expect((await pending(BRAND_B, "", token)).body.errorCode).toBe(CUSTOMER_NOT_LOGIN);
    expect((await pending(BRAND_B, player, token)).body.value).toHaveLength(1);
  });

  it.each([
    ["no username", { title: "T" }, "username_required", 400],
    ["an unknown player", { username: "nobody_here", title: "T" }, "not.exists.user", 404],
    ["no title", { username: "player1", title: " " }, "body_invalid", 400],
    ["a link outside the app", { username: "player1", title: "T", link: "https://evil.example/" }, "body_invalid", 400],
    ["a protocol-relative link", { username: "player1", title: "T", link: "//evil.example/m/x" }, "body_invalid", 400],
    ["a title too long", { username: "player1", title: "T".repeat(121) }, "body_invalid", 400],
  ])("a test push with %s is refused", async (_, fields, errorCode, status) => {
    const answer = await queueTestPush(BRAND_B, fields);
    expect(answer.status).toBe(status);
    expect(answer.body.errorCode).toBe(errorCode);
  });

  it("a player with no bound token cannot be sent a test push: 404 push_token_not_bound", async () => {
    await db()
      .prepare(
        "DELETE FROM push_tokens WHERE merchant_code = 'BRANDB' AND member_id = (SELECT id FROM members WHERE merchant_code = 'BRANDB' AND username = 'agent2')",
      )
      .run();
    const answer = await queueTestPush(BRAND_B, { username: "agent2", title: "T", body: "" });
    expect(answer.status).toBe(404);
    expect(answer.body.errorCode).toBe("push_token_not_bound");
  });
});
