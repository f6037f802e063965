import { beforeEach, describe, expect, it } from "vitest";
import { DEMO, call, restoreDemoMerchants } from "./helpers";

function expectSecurityHeaders(response: Response): void {
  expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
  const csp = response.headers.get("Content-Security-Policy") ?? "";
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'self'");
  expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("Permissions-Policy")).toContain("camera=()");
  expect(response.headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin-allow-popups");
}

describe("DESIGN §5 tokens in URLs: Referrer-Policy no-referrer while the address carries a token", () => {
  beforeEach(restoreDemoMerchants);

  it.each(["/m/member/home?token=abc123", "/m/home?tokens=abc123", "/m/home?x=1&token="])(
    "§5 %s is answered with Referrer-Policy: no-referrer",
    async (path) => {
      const response = await call(`${DEMO}${path}`);
      expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
    },
  );

  it("§5 an address without a token keeps strict-origin-when-cross-origin", async () => {
    for (const path of ["/m/home", "/m/home?tokenless=1", "/wps/system/status"]) {
      expect((await call(`${DEMO}${path}`)).headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    }
  });
});

describe("DESIGN §5 headers on every answer, the request guards' refusals included", () => {
  it("§5 the 400 for a malformed Host carries CSP, nosniff, Referrer-Policy and the rest", async () => {
    const response = await call(new Request(`${DEMO}/m/login`, { headers: { Host: "bad host!!" } }));
    expect(response.status).toBe(400);
    expectSecurityHeaders(response);
  });

  it("§5 the 414 for an oversized address carries them too, and HSTS on https", async () => {
    const response = await call(`https://demo.localhost/m/login?x=${"a".repeat(16 * 1024)}`);
    expect(response.status).toBe(414);
    expectSecurityHeaders(response);
    expect(response.headers.get("Strict-Transport-Security")).toMatch(/max-age=31536000/);
  });
});
