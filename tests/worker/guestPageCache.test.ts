import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contentKey } from "../../worker/sandbox/content/schema";
import { DEMO_CONTENT } from "../../worker/sandbox/content/demoContent";
import { BRAND_B, call, DEMO, demoMerchant, inlinedState, putMerchant, resetEdgeCaches, restoreDemoMerchants, SIGNED_IN } from "./helpers";

const PT = { "Accept-Language": "pt-BR" };

/** The nonce the page's policy allows, and every nonce its markup carries. */
function nonces(response: Response, html: string): { policy: string; markup: string[] } {
  const policy = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1] ?? "";
  return { policy, markup: [...new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]!))] };
}

/** A value no other test uses: the edge's cache outlives a test file, and keeps what earlier files rendered. */
const unique = () => crypto.randomUUID().slice(0, 8);

const withoutNonces = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""');

async function visit(url: string, headers: Record<string, string> = PT) {
  const response = await call(url, { headers });
  const html = await response.text();
  return { response, html, cache: response.headers.get("x-cache") };
}

beforeEach(restoreDemoMerchants);
afterEach(async () => {
  await env.CONFIG.delete(contentKey("DEMO"));
  resetEdgeCaches();
});

describe("issue #37 item 5: guest pages from the edge's cache", () => {
  it.each(["/m/index", "/m/login", "/m/register"])(
    "§2 %s: the next guest gets the kept page, the same markup under a nonce of its own that the policy allows",
    async (path) => {
      const first = await visit(`${DEMO}${path}`);
      expect(first.response.status).toBe(200);
      const second = await visit(`${DEMO}${path}`);
      expect(second.cache).toBe("HIT");
      expect(withoutNonces(second.html)).toBe(withoutNonces(first.html));
      const before = nonces(first.response, first.html);
      const now = nonces(second.response, second.html);
      expect(now.markup).toEqual([now.policy]);
      expect(now.policy).not.toBe(before.policy);
      expect(second.html).not.toContain(before.policy);
    },
  );

  it("the Cache API holds the page for the other isolates: a fresh isolate's first guest gets it without a render", async () => {
    await visit(`${DEMO}/m/login`);
    resetEdgeCaches(); // this isolate's memory forgotten; the edge's cache keeps the page
    const again = await visit(`${DEMO}/m/login`);
    expect(again.cache).toBe("HIT");
    const { policy, markup } = nonces(again.response, again.html);
    expect(markup).toEqual([policy]);
  });

  it("many guests at once each get a whole page with their own nonce", async () => {
    await visit(`${DEMO}/m/login`);
    const pages = await Promise.all(Array.from({ length: 12 }, () => visit(`${DEMO}/m/login`)));
    const policies = new Set<string>();
    for (const page of pages) {
      expect(page.response.status).toBe(200);
      expect(page.html).toContain("</html>");
      const { policy, markup } = nonces(page.response, page.html);
      expect(markup).toEqual([policy]);
      policies.add(policy);
    }
    expect(policies.size).toBe(pages.length);
  });

  it("a player with a session, a hand-off's token or a click id in the address is never kept: rendered each time", async () => {
    for (const [url, headers] of [
      [`${DEMO}/m/home`, { ...PT, ...SIGNED_IN }],
      [`${DEMO}/m/login`, { ...PT, ...SIGNED_IN }],
      [`${DEMO}/m/login?fbclid=IwAR-one-visitor`, PT],
      [`${DEMO}/m/login?token=abc`, PT],
      [`${DEMO}/m/login?anything=else`, PT],
    ] as const) {
      await visit(url, headers);
      const again = await visit(url, headers);
      expect(again.cache, url).toBeNull();
    }
  });

  it("a shared link's page is kept per link: another affiliate's code is a page of its own", async () => {
    const [one, other] = [unique(), unique()];
    await visit(`${DEMO}/m/register?r=${one}`);
    expect((await visit(`${DEMO}/m/register?r=${one}`)).cache).toBe("HIT");
    expect((await visit(`${DEMO}/m/register?r=${other}`)).cache).toBe("MISS");
  });

  it("each language, domain and merchant has its own page", async () => {
    const link = `/m/login?r=ONLY${unique()}`;
    expect((await visit(`${DEMO}${link}`)).cache).toBe("MISS");
    expect((await visit(`${DEMO}${link}`)).cache).toBe("HIT");
    const english = await visit(`${DEMO}${link}`, { "Accept-Language": "en" });
    expect(english.cache).toBe("MISS");
    expect(english.response.headers.get("content-language")).toBe("en");
    expect((await visit(`http://demo-alt.localhost:8787${link}`)).cache).toBe("MISS");
    const brandB = await visit(`${BRAND_B}${link}`);
    expect(brandB.cache).toBe("MISS");
    expect(brandB.html).not.toContain("Demo Bet");
  });

  it("ops: a changed merchant config or a release bump is on the next guest's page (the old page is never served again)", async () => {
    await visit(`${DEMO}/m/login`);
    const renamed = demoMerchant();
    renamed.name = `Demo Bet ${unique()}`;
    await putMerchant(renamed);
    const afterRename = await visit(`${DEMO}/m/login`);
    expect(afterRename.cache).toBe("MISS");
    expect(afterRename.html).toContain(renamed.name);

    renamed.release = `2026.11.29-${unique()}`;
    await putMerchant(renamed);
    const afterRelease = await visit(`${DEMO}/m/login`);
    expect(afterRelease.cache).toBe("MISS");
    expect(inlinedState(afterRelease.html).version.release).toBe(renamed.release);
  });

  it("ops content: the entry page shows the operator's new content on the next guest's visit", async () => {
    await visit(`${DEMO}/m/index`);
    const changed = structuredClone(DEMO_CONTENT.DEMO);
    const notice = { id: `ops-${unique()}`, content: "Manutenção hoje às 02:00" };
    changed.languages["PT-BR"]!.marquee = [notice];
    await env.CONFIG.put(contentKey("DEMO"), JSON.stringify(changed));
    const after = await visit(`${DEMO}/m/index`);
    expect(after.cache).toBe("MISS");
    expect(inlinedState(after.html).content.marquee).toEqual([notice]);
  });

  it("a kept page never replays another visitor's cookies: each answer carries its own request's", async () => {
    await visit(`${DEMO}/m/login?utm_source=partner`);
    const fbp = "fb.1.1700000000000.1234567890";
    const second = await call(`${DEMO}/m/login?utm_source=partner`, { headers: { ...PT, Cookie: `_fbp=${fbp}` } });
    expect(second.headers.get("x-cache")).toBe("HIT");
    const cookies = second.headers.getSetCookie().join("\n");
    expect(cookies).toContain(`_fbp=${fbp}`);
  });

  it("hostile: the cache's own addresses are not pages, and a page that is not found is not kept", async () => {
    const forged = await visit(`${DEMO}/m/__guest-page/${"0".repeat(64)}`);
    expect(forged.response.status).toBe(404);
    expect(forged.cache).toBeNull();
    await visit(`${DEMO}/m/no-such-page`);
    const again = await visit(`${DEMO}/m/no-such-page`);
    expect(again.response.status).toBe(404);
    expect(again.cache).toBeNull();
  });
});
