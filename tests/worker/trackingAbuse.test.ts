import { env } from "cloudflare:test";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type DepositOrder, orderEventId, type TrackingEvent, trackingReport, TRACKING_MODULE_ID } from "#shared/contract";
import { BRAND_B, call, DEMO, postEncrypted, restoreDemoMerchants } from "./helpers";

/** Conversions, money and the tracking relay: what an attacker tries (issue #34, finding 3; docs/decisions/053). */

let sequence = 0;
const newId = () => `abuse-${Date.now()}-${(sequence += 1)}`;

function event(name: TrackingEvent["name"], payload: TrackingEvent["payload"], page = "/m/voucherCenter"): TrackingEvent {
  return { id: crypto.randomUUID(), name, at: Date.now(), payload, pixelTrack: {}, page };
}

function report(events: TrackingEvent[], headers: Record<string, string> = {}, origin = DEMO): Promise<Response> {
  return call(`${origin}${trackingReport.path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ModuleId: TRACKING_MODULE_ID, Language: "EN", "cf-connecting-ip": "198.51.100.7", ...headers },
    body: JSON.stringify({ events }),
  });
}

/** Every conversion the networks' stand-in received for DEMO, as (network, event id, value, page). */
async function conversions(where: string, value: string | number) {
  const rows = await env.SANDBOX_DB.prepare(`SELECT network, event_id, body FROM server_conversions WHERE ${where} = ? ORDER BY network`)
    .bind(value)
    .all<{ network: string; event_id: string; body: string }>();
  return rows.results.map((row) => {
    const data = (JSON.parse(row.body) as { data: Record<string, unknown>[] }).data[0]!;
    return {
      network: row.network,
      eventId: row.event_id,
      money: (data.custom_data ?? data.properties) as { value?: number; currency?: string },
      page: (data.event_source_url ?? (data.page as { url?: string } | undefined)?.url) as string,
    };
  });
}

async function setDelay(delayMs: number | null): Promise<void> {
  const response = await call(`${DEMO}/wps/sandbox/wallet/depositDelay`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ delayMs }),
  });
  expect(response.status).toBe(200);
}

/** A new member of Demo Bet, signed in. */
async function newMember(username: string): Promise<{ id: number; token: string }> {
  const response = await call(`${DEMO}/wps/sandbox/downloadPlayer`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username, registeredDaysAgo: 1 }),
  });
  return ((await response.json()) as { value: { id: number; token: string } }).value;
}

async function deposit(token: string, amount: number): Promise<DepositOrder> {
  const answer = await postEncrypted<DepositOrder>(
    DEMO,
    "/wps/relay/MCSFE_submitDeposit",
    { requestId: newId(), channelId: "ted", amount },
    { Authorization: token, Language: "EN" },
  );
  return answer.body.value!;
}

beforeAll(restoreDemoMerchants);
afterEach(() => setDelay(null));

describe("issue #34 conversions only from real orders: what an attacker tries", () => {
  it("§3 a guest's forged deposit event (R$ 987,654,321) reaches no ad network", async () => {
    const forged = event("deposit", { amount: 987654321, currency: "BRL", orderId: "1" });
    const forgedFirst = event("firstDeposit", { amount: 987654321, currency: "BRL", orderId: "1" });
    expect((await report([forged, forgedFirst])).status).toBe(200);
    expect(await conversions("event_id", forged.id)).toEqual([]);
    expect(await conversions("event_id", orderEventId("deposit", "1"))).toEqual([]);
    expect(await conversions("event_id", orderEventId("firstDeposit", "1"))).toEqual([]);
  });

  it("§3 a page that names another origin is refused: the report never reaches the platform or a network", async () => {
    for (const page of ["//evil.example/landing", "/\\evil.example", "https://evil.example/", "/m/ x", "/m/\u0000"]) {
      const registered = event("register", { userId: "1" }, page);
      const response = await report([registered]);
      expect(response.status, page).toBe(400);
      expect(((await response.json()) as { errorCode: string }).errorCode).toBe("body_invalid");
      expect(await conversions("event_id", registered.id)).toEqual([]);
    }
  });

  it("§3 a member's deposit event for an order that is pending, made up or another member's reaches no network", async () => {
    const member = await newMember("a2h_conv_pending");
    const other = await newMember("a2h_conv_other");
    await setDelay(600_000);
    const pending = await deposit(member.token, 100);
    await setDelay(0);
    const othersOrder = await deposit(other.token, 100);
    const events = [
      event("deposit", { orderId: String(pending.id), amount: 100, currency: "BRL" }),
      event("deposit", { orderId: "99999999", amount: 100, currency: "BRL" }),
      event("deposit", { orderId: String(othersOrder.id), amount: 100, currency: "BRL" }),
    ];
    expect((await report(events, { Authorization: member.token })).status).toBe(200);
    for (const reported of events) expect(await conversions("event_id", reported.id)).toEqual([]);
    for (const orderId of [pending.id, 99999999, othersOrder.id]) expect(await conversions("event_id", orderEventId("deposit", orderId))).toEqual([]);
  });

  it("§3 a real deposit gives exactly one conversion per network, with the order's value and the pixel's event id; sent again, none", async () => {
    await setDelay(0);
    const member = await newMember("a2h_conv_real");
    const order = await deposit(member.token, 150.25);
    expect(order.status).toBe("completed");
    const id = orderEventId("deposit", order.id);
    // The amount and the currency the report claims count for nothing: the order's do.
    const claimed = event("deposit", { orderId: String(order.id), amount: 987654321, currency: "USD", userId: "someone-else" });
    expect((await report([claimed], { Authorization: member.token })).status).toBe(200);
    expect((await report([{ ...claimed, id: crypto.randomUUID() }], { Authorization: member.token })).status).toBe(200);
    const sent = await conversions("event_id", id);
    expect(sent.map((row) => row.network)).toEqual(["meta", "tiktok"]);
    for (const row of sent) expect(row.money).toEqual({ value: 150.25, currency: "BRL" });
    expect(sent[0]!.page).toBe(`${DEMO}/m/voucherCenter`);
    // Its first deposit too, while it is the member's one completed deposit.
    await report([event("firstDeposit", { orderId: String(order.id) })], { Authorization: member.token });
    expect((await conversions("event_id", orderEventId("firstDeposit", order.id))).map((row) => row.money)).toEqual([
      { value: 150.25, currency: "BRL" },
      { value: 150.25, currency: "BRL" },
    ]);
  });

  it("§3 a first deposit counts only while it is the member's one completed deposit", async () => {
    await setDelay(0);
    const member = await newMember("a2h_conv_first");
    const first = await deposit(member.token, 100);
    const second = await deposit(member.token, 100);
    const events = [first, second].map((order) => event("firstDeposit", { orderId: String(order.id), amount: 100, currency: "BRL" }));
    expect((await report(events, { Authorization: member.token })).status).toBe(200);
    for (const reported of events) expect(await conversions("event_id", reported.id)).toEqual([]);
    expect(await conversions("event_id", orderEventId("firstDeposit", first.id))).toEqual([]);
    expect(await conversions("event_id", orderEventId("firstDeposit", second.id))).toEqual([]);
  });
});

/**
 * The Rate Limiting API counts in windows aligned to the wall clock (a minute here, as Cloudflare's): a test that ran
 * across a minute's edge would see its count start again. It starts at least 5 s from one (its requests take < 1 s).
 */
async function clearOfWindowEdge(): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 5_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

describe("issue #34 the tracking relay is limited per session and per address", () => {
  beforeEach(clearOfWindowEdge);

  it("§3 the 31st report of one session within a minute is a clear 429; another session is not held up", async () => {
    const member = await newMember("a2h_relay_flood");
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      statuses.push((await report([event("login", {})], { Authorization: member.token, "cf-connecting-ip": `192.0.2.${i}` }, BRAND_B)).status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    const refused = await report([event("login", {})], { Authorization: member.token, "cf-connecting-ip": "192.0.2.200" }, BRAND_B);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("60");
    expect(await refused.json()).toMatchObject({ errorCode: "tracking_too_often", message: expect.stringContaining("Too many events") });
    const other = await newMember("a2h_relay_other");
    expect((await report([event("login", {})], { Authorization: other.token, "cf-connecting-ip": "192.0.2.201" }, BRAND_B)).status).toBe(200);
  });

  it("§3 the 301st report from one address within a minute is a clear 429, signed in or not", async () => {
    const statuses = await Promise.all(
      Array.from({ length: 301 }, () =>
        call(`${BRAND_B}${trackingReport.path}`, {
          method: "POST",
          headers: { "Content-Type": "application/json", ModuleId: TRACKING_MODULE_ID, "cf-connecting-ip": "203.0.113.77" },
          body: "{}",
        }).then((response) => response.status),
      ),
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(300);
  });
});
