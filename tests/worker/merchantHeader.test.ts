import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Envelope, MemberInfo, SiteSettings } from "#shared/contract";
import { KV_KEYS } from "#shared/merchantConfig";
import { BRAND_B, DEMO, call, demoMerchant, putMerchant, restoreDemoMerchants } from "./helpers";

const sessionFor = (origin: string, username: string, headers: Record<string, string> = {}) =>
  call(`${origin}/wps/sandbox/session`, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify({ username }) });

describe("SPEC §7 Merchant header: the edge names the merchant of the Host, whatever the client sent", () => {
  beforeEach(restoreDemoMerchants);
  afterEach(() => vi.restoreAllMocks());

  it("§7 on demo.localhost, Merchant: BRANDB is still answered as DEMO by the sandbox", async () => {
    const response = await call(`${DEMO}/wps/system/status?device=MOBILE`, { headers: { Merchant: "BRANDB" } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as Envelope<SiteSettings>).value!.merchantCode).toBe("DEMO");
  });

  it("§7 a sandbox session for a Brand B player cannot be opened from Demo's host", async () => {
    const spoofed = await sessionFor(DEMO, "agent2", { Merchant: "BRANDB" });
    expect(spoofed.status).toBe(404);
    expect(await spoofed.json()).toMatchObject({ success: false, errorCode: "not.exists.user" });
    const own = await sessionFor(BRAND_B, "agent2", { Merchant: "DEMO" });
    expect(own.status).toBe(200);
    expect(((await own.json()) as Envelope<MemberInfo>).value!.userName).toBe("agent2");
  });

  it("§7 a real upstream receives the resolved merchant, not the client's claim (or its absence)", async () => {
    const merchant = demoMerchant();
    merchant.code = "REMOTE";
    merchant.upstream = ["http://platform.test"];
    await putMerchant(merchant);
    await env.CONFIG.put(KV_KEYS.domain("remote.localhost"), "REMOTE");
    const forwarded: Headers[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (_input, init) => {
      forwarded.push(new Headers(init?.headers));
      return Response.json({ success: true, value: null });
    });
    await call("http://remote.localhost:8787/wps/member/info", { headers: { Merchant: "BRANDB" } });
    await call("http://remote.localhost:8787/wps/member/info");
    expect(forwarded.map((headers) => headers.get("Merchant"))).toEqual(["REMOTE", "REMOTE"]);
  });
});
