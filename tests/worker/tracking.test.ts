import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { ATTRIBUTION_COOKIES, encodeTouch } from "#shared/attribution";
import { trackedCurrency, type TrackingEvent, trackingReport, TRACKING_MODULE_ID } from "#shared/contract";
import { parseMerchantConfig } from "#shared/merchantConfig";
import { conversionRequests, metaRequest, tiktokRequest } from "../../worker/attribution/serverConversions";
import { BRAND_B, call, DEMO, demoMerchant, putMerchant, resetEdgeCaches, restoreDemoMerchants } from "./helpers";

const AT = Date.UTC(2026, 10, 25, 12, 0, 0);

function event(name: TrackingEvent["name"], extra: Partial<TrackingEvent> = {}): TrackingEvent {
  return {
    id: crypto.randomUUID(),
    name,
    at: AT,
    payload: { userId: " 4242 ", userName: "player9", phone: "+55 (11) 98765-4321", amount: 50, currency: "brl" },
    pixelTrack: { fbclid: "IwAR9", ttclid: "TT9" },
    affiliateCode: "AFF9",
    originalDomain: "demo.localhost",
    page: "/m/register",
    ...extra,
  };
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

function report(origin: string, events: TrackingEvent[], cookie = ""): Promise<Response> {
  return call(`${origin}${trackingReport.path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      ModuleId: TRACKING_MODULE_ID,
      Language: "EN",
      Cookie: cookie,
      "User-Agent": "TestPhone/1.0",
      "cf-connecting-ip": "203.0.113.9",
    },
    body: JSON.stringify({ events }),
  });
}

async function conversionsFor(eventId: string) {
  const rows = await env.SANDBOX_DB.prepare("SELECT network, event_name, body FROM server_conversions WHERE event_id = ? ORDER BY network").bind(eventId).all<{
    network: string;
    event_name: string;
    body: string;
  }>();
  return rows.results.map((row) => ({ ...row, body: JSON.parse(row.body) as { data: Record<string, unknown>[] } }));
}

const demoConfig = () => {
  const parsed = parseMerchantConfig(demoMerchant("DEMO"));
  if (!parsed.ok) throw new Error(parsed.problems.join());
  return parsed.config;
};

describe("issue #13 §3 tracking events at the platform and server-side conversions at the edge", () => {
  beforeEach(async () => {
    await restoreDemoMerchants();
    resetEdgeCaches();
  });

  it("§3 the platform stores each event once, by the browser's id: a report sent again stores nothing new", async () => {
    const first = event("firstOpen");
    const once = await report(BRAND_B, [first]);
    expect(once.status).toBe(200);
    expect(((await once.json()) as { value: { stored: number } }).value.stored).toBe(1);
    const again = await report(BRAND_B, [first, event("login")]);
    expect(((await again.json()) as { value: { stored: number } }).value.stored).toBe(1);
  });

  it("§3 a report that is not one gets a clear 400, never a 500", async () => {
    for (const body of [
      "{",
      JSON.stringify({ events: [] }),
      JSON.stringify({ events: [{ ...event("login"), name: "hack" }] }),
      JSON.stringify({ events: Array(21).fill(event("login")) }),
    ]) {
      const response = await call(`${BRAND_B}${trackingReport.path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ModuleId: TRACKING_MODULE_ID },
        body,
      });
      expect(response.status, body.slice(0, 40)).toBe(400);
    }
  });

  it("§3 register reaches Meta and TikTok (stand-ins) from the edge with the browser's event id, fbc/fbp, ttclid/ttp and hashed ids", async () => {
    const registered = event("register");
    const touch = encodeTouch({ at: AT, domain: "demo.localhost", fields: { ttclid: "TTcookie" } });
    const cookie = `_fbc=fb.1.${AT}.IwAR9; _fbp=fb.1.${AT}.1234567890; _ttp=ttp-browser; ${ATTRIBUTION_COOKIES.lastTouch}=${touch}`;
    expect((await report(DEMO, [registered, event("login")], cookie)).status).toBe(200);
    const sent = await conversionsFor(registered.id);
    expect(sent.map((row) => `${row.network}:${row.event_name}`)).toEqual(["meta:CompleteRegistration", "tiktok:CompleteRegistration"]);
    const meta = sent[0]!.body.data[0] as { event_id: string; event_time: number; user_data: Record<string, unknown>; action_source: string };
    expect(meta.event_id).toBe(registered.id);
    expect(meta.event_time).toBe(AT / 1000);
    expect(meta.action_source).toBe("website");
    expect(meta.user_data).toEqual({
      fbc: `fb.1.${AT}.IwAR9`,
      fbp: `fb.1.${AT}.1234567890`,
      client_ip_address: "203.0.113.9",
      client_user_agent: "TestPhone/1.0",
      external_id: [await sha256("4242")],
      ph: [await sha256("5511987654321")],
    });
    const tiktok = sent[1]!.body.data[0] as { event_id: string; user: Record<string, unknown> };
    expect(tiktok.event_id).toBe(registered.id);
    // The event's own pixelTrack wins over the cookie: it is what the browser saw at the time.
    expect(tiktok.user).toMatchObject({ ttclid: "TT9", ttp: "ttp-browser", external_id: await sha256("4242") });
    // Only register, firstDeposit and deposit become conversions.
    const rows = await env.SANDBOX_DB.prepare("SELECT COUNT(*) AS n FROM server_conversions WHERE event_name = 'Login'").first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });

  it("§3 a merchant without tokens sends no conversion; a platform refusal sends none either", async () => {
    const registered = event("register");
    await report(BRAND_B, [registered]);
    expect(await conversionsFor(registered.id)).toEqual([]);
    const bad = { ...event("register"), payload: { note: "x".repeat(400) } };
    expect((await report(DEMO, [bad])).status).toBe(400);
    expect(await conversionsFor(bad.id)).toEqual([]);
  });

  it("§5 money conversions carry the tracked currency: 3 letters, TLB becomes PHP", async () => {
    expect(trackedCurrency("TLB")).toBe("PHP");
    expect(trackedCurrency("usdt")).toBe("USD");
    expect(trackedCurrency(" brl ")).toBe("BRL");
    const config = demoConfig();
    const deposit = event("deposit", { payload: { userId: "1", amount: 120.5, currency: "TLB" } });
    const [meta, tiktok] = await conversionRequests({ events: [deposit, event("firstDeposit")] }, config, { cookies: {}, origin: DEMO });
    expect(JSON.parse(meta!.init.body).data[0]).toMatchObject({ event_name: "Purchase", custom_data: { value: 120.5, currency: "PHP" } });
    expect(JSON.parse(tiktok!.init.body).data[0]).toMatchObject({ event: "CompletePayment", properties: { value: 120.5, currency: "PHP" } });
  });

  it("§3 the tokens travel in headers, never in the address; the real endpoints are used when no stand-in is named", async () => {
    const config = demoConfig();
    const meta = await metaRequest(event("register"), { pixelId: "1234567890123456", accessToken: "secret-meta-token" }, { cookies: {}, origin: DEMO });
    expect(meta.url).toBe("https://graph.facebook.com/v21.0/1234567890123456/events");
    expect(meta.url).not.toContain("secret");
    expect(meta.init.headers.Authorization).toBe("Bearer secret-meta-token");
    const tiktok = await tiktokRequest(event("register"), { pixelCode: "CDEMO1", accessToken: "secret-tiktok-token" }, { cookies: {}, origin: DEMO });
    expect(tiktok.url).toBe("https://business-api.tiktok.com/open_api/v1.3/event/track/");
    expect(tiktok.init.headers["Access-Token"]).toBe("secret-tiktok-token");
    expect(config.conversions.meta?.endpoint).toBe("https://conversions.sandbox.invalid/meta");
  });

  it("§3 the conversion tokens never reach a page", async () => {
    await putMerchant({ ...demoMerchant("DEMO") });
    const html = await (await call(`${DEMO}/m/login`)).text();
    expect(html).not.toContain("sandbox-meta-token");
    expect(html).not.toContain("sandbox-tiktok-token");
  });
});
