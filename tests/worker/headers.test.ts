import { beforeEach, describe, expect, it } from "vitest";
import { shouldNoIndex } from "../../worker/headers/robots";
import { DEMO, call, restoreDemoMerchants, SIGNED_IN } from "./helpers";

describe("SPEC §2 robots rule", () => {
  beforeEach(restoreDemoMerchants);

  it("§2 noindex for more than two slashes, or a host that is neither localhost nor www*", () => {
    expect(shouldNoIndex("localhost", "/m/home")).toBe(false);
    expect(shouldNoIndex("www.brand.com", "/m/login")).toBe(false);
    expect(shouldNoIndex("www.brand.com", "/m/member/home")).toBe(true);
    expect(shouldNoIndex("demo.localhost", "/m/home")).toBe(true);
    expect(shouldNoIndex("brand.com", "/")).toBe(true);
  });

  it("§2 the header and the meta tag are both set on a no-index page", async () => {
    const response = await call("http://localhost:8787/m/member/home", { headers: SIGNED_IN });
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(await response.text()).toContain('<meta name="robots" content="noindex">');
  });

  it("§2 an indexable page carries neither", async () => {
    const response = await call("http://localhost:8787/m/login");
    expect(response.headers.get("X-Robots-Tag")).toBeNull();
    expect(await response.text()).not.toContain('name="robots"');
  });
});

describe("DESIGN §5 security headers", () => {
  beforeEach(restoreDemoMerchants);

  it("§5 CSP: a fresh nonce per response, on the inlined state, with object-src, base-uri and frame-ancestors", async () => {
    const first = await call(`${DEMO}/m/login`);
    const second = await call(`${DEMO}/m/login`);
    const csp = first.headers.get("Content-Security-Policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers.get("Content-Security-Policy")).not.toContain(nonce!);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    const html = await first.text();
    expect(html).toContain(`<script id="__MC_STATE__" type="application/json" nonce="${nonce}">`);
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("§5 CSP: every answer's nonce is its own, 18 random bytes, across the draws the edge makes a few hundred at a time", async () => {
    const nonces = new Set<string>();
    for (let answer = 0; answer < 300; answer++) {
      const csp = (await call(`${DEMO}/m/login`)).headers.get("Content-Security-Policy") ?? "";
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? "";
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(300);
  });

  it("§5 referrer policy and nosniff on pages and API answers", async () => {
    for (const path of ["/m/login", "/wps/system/status"]) {
      const response = await call(`${DEMO}${path}`);
      expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    }
  });

  it("§5 HSTS of at least a year on https only", async () => {
    const secure = await call("https://demo.localhost/m/login");
    expect(secure.headers.get("Strict-Transport-Security")).toMatch(/max-age=(\d+)/);
    expect(Number(/max-age=(\d+)/.exec(secure.headers.get("Strict-Transport-Security")!)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect((await call(`${DEMO}/m/login`)).headers.get("Strict-Transport-Security")).toBeNull();
  });

  it("§5 the inlined state cannot break out of its script element", async () => {
    const html = await (await call(`${DEMO}/m/login?affiliateCode=</script><script>alert(1)</script>`)).text();
    const state = /<script id="__MC_STATE__"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? "";
    expect(state).not.toContain("<");
    expect(html).not.toContain("<script>alert(1)</script>");
  });
});
