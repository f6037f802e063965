import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { KV_KEYS } from "#shared/merchantConfig";
import { retryHref } from "../../worker/edge/retryHref";
import { DEMO, call, demoMerchant, putMerchant, resetEdgeCaches, restoreDemoMerchants } from "./helpers";

/** Paths whose raw form reads as `//evil.example…`, a link to another host. */
const HOSTILE = [
  "/.//evil.example/m/home",
  "/\\evil.example",
  "/\\/evil.example/m/home",
  "/m/..//evil.example/m/home",
  "/%2e//evil.example/m/home",
  "//evil.example//m/home",
];

function retryLink(html: string): string {
  const href = /<a [^>]*href="([^"]*)"[^>]*>Try again<\/a>/.exec(html)?.[1];
  if (href === undefined) throw new Error("no Try again link");
  return href.replace(/&amp;/g, "&");
}

function expectSameOrigin(href: string, path: string): void {
  expect(href).toMatch(/^\/(?![/\\])/);
  expect(new URL(href, `${DEMO}/m/home`).origin).toBe(new URL(DEMO).origin);
  expect(href, path).not.toContain("\\");
}

describe("DESIGN §5 redirect targets: the system pages' Try again link stays on the page's own origin", () => {
  beforeEach(restoreDemoMerchants);
  afterEach(() => vi.restoreAllMocks());

  it.each(HOSTILE)("§5 maintenance page at %s links to a path of its own origin", async (path) => {
    const merchant = demoMerchant();
    merchant.maintenance = { on: true };
    await putMerchant(merchant);
    const response = await call(`${DEMO}${path}?r=1`, { headers: { "Accept-Language": "en" } });
    expect(response.status).toBe(503);
    const href = retryLink(await response.text());
    expectSameOrigin(href, path);
    expect(href).toMatch(/\?r=1$/);
  });

  it.each(HOSTILE)("§5 access-denied page at %s links to a path of its own origin", async (path) => {
    const response = await call(`${DEMO}${path}`, { cf: { country: "KP" }, headers: { "Accept-Language": "en" } });
    expect(response.status).toBe(403);
    expectSameOrigin(retryLink(await response.text()), path);
  });

  it.each(HOSTILE)("§5 config-error page at %s links to a path of its own origin", async (path) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await env.CONFIG.put(KV_KEYS.merchant("DEMO"), "{not json");
    resetEdgeCaches();
    const response = await call(`${DEMO}${path}`, { headers: { "Accept-Language": "en" } });
    expect(response.status).toBe(503);
    expectSameOrigin(retryLink(await response.text()), path);
  });

  it("§5 the link is the request's own address, normalised: slashes collapsed, dot segments resolved, query kept", () => {
    const href = (raw: string) => retryHref(new URL(`http://demo.localhost${raw}`));
    expect(href("/.//evil.example/m/home")).toBe("/evil.example/m/home");
    expect(href("/\\evil.example")).toBe("/evil.example");
    expect(href("/m/./a/../home?x=1&y=2")).toBe("/m/home?x=1&y=2");
    expect(href("/m/home/")).toBe("/m/home/");
    expect(href("/../../")).toBe("/");
    expect(href("/m//login")).toBe("/m/login");
  });
});
