import { beforeEach, describe, expect, it } from "vitest";
import { BRAND_B, call, DEMO, restoreDemoMerchants } from "./helpers";

/** The demo merchant's second domain (worker/merchant/demoMerchants.ts), and its page's origin. */
const OTHER_OWN = "http://demo-alt.localhost:8787";
const preflight = (origin: string, path = "/wps/member/info") =>
  call(`${DEMO}${path}`, {
    method: "OPTIONS",
    headers: { Origin: origin, "Access-Control-Request-Method": "GET", "Access-Control-Request-Headers": "authorization, merchant, language" },
  });

describe("issue #36 a page on another of the merchant's domains calls the platform here", () => {
  beforeEach(restoreDemoMerchants);

  it("§7 the merchant's own other domain: the preflight allows every call header, credentials included; the answer is readable", async () => {
    const answer = await preflight(OTHER_OWN);
    expect(answer.status).toBe(204);
    expect(answer.headers.get("Access-Control-Allow-Origin")).toBe(OTHER_OWN);
    expect(answer.headers.get("Access-Control-Allow-Credentials")).toBe("true");
    const allowed = answer.headers.get("Access-Control-Allow-Headers")!.split(", ");
    expect(allowed).toEqual(
      expect.arrayContaining(["Merchant", "Language", "Authorization", "ModuleId", "Device", "Encryption", "X-Digest", "X-RSA", "Content-Type"]),
    );
    expect(answer.headers.get("Access-Control-Allow-Methods")).toBe("GET, POST, PUT, DELETE");

    const status = await call(`${DEMO}/wps/system/country`, { headers: { Origin: OTHER_OWN, Merchant: "DEMO", Language: "EN" } });
    expect(status.status).toBe(200);
    expect(status.headers.get("Access-Control-Allow-Origin")).toBe(OTHER_OWN);
    expect(status.headers.get("Vary")).toContain("Origin");
  });

  it("§7 abuse: another merchant's page, a made-up origin, a scheme this edge is not reached by, or 'null' read nothing", async () => {
    for (const origin of [
      BRAND_B,
      "http://evil.example",
      "https://demo-alt.localhost:8787",
      "null",
      "http://demo-alt.localhost:8787/path",
      "http://demo.localhost.evil.example:8787",
    ]) {
      const answer = await preflight(origin);
      expect(answer.status, origin).toBe(403);
      expect(answer.headers.get("Access-Control-Allow-Origin"), origin).toBeNull();
      const read = await call(`${DEMO}/wps/system/country`, { headers: { Origin: origin, Merchant: "DEMO", Language: "EN" } });
      expect(read.status, origin).toBe(200);
      expect(read.headers.get("Access-Control-Allow-Origin"), origin).toBeNull();
      expect(read.headers.get("Access-Control-Allow-Credentials"), origin).toBeNull();
    }
  });

  it("§7 the page's own origin is not a cross-origin call: nothing added; the ping keeps its open rule", async () => {
    const own = await call(`${DEMO}/wps/system/country`, { headers: { Origin: DEMO, Merchant: "DEMO", Language: "EN" } });
    expect(own.headers.get("Access-Control-Allow-Origin")).toBeNull();
    const ping = await call(`${DEMO}/wps/system/test/ping?speed=1`, { headers: { Origin: "http://evil.example", Merchant: "DEMO" } });
    expect(ping.headers.get("Access-Control-Allow-Origin")).toBe("*");
  });
});
