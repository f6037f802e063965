import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ATTRIBUTION_COOKIES, decodeTouch, encodeTouch, parseFbc, touchFromQuery } from "#shared/attribution";
import { BRAND_B, DEMO, call, resetEdgeCaches, restoreDemoMerchants } from "./helpers";

/** The Set-Cookie lines of an answer, by cookie name. */
function setCookies(response: Response): Record<string, string> {
  return Object.fromEntries(
    response.headers.getSetCookie().map((line) => {
      const [pair = ""] = line.split(";");
      const index = pair.indexOf("=");
      return [pair.slice(0, index), line];
    }),
  );
}

function value(line: string | undefined): string {
  return decodeURIComponent(line?.split(";")[0]?.split("=").slice(1).join("=") ?? "");
}

const CLICK_TIME = Date.UTC(2026, 10, 25, 12, 0, 0);

describe("issue #13 §3 §9 attribution captured at the edge, on the first request", () => {
  beforeEach(async () => {
    await restoreDemoMerchants();
    resetEdgeCaches();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(CLICK_TIME);
  });
  afterEach(() => vi.useRealTimers());

  it("§9 a landing with fbclid, gclid, ttclid and an affiliate code sets _fbc (with the click time), _fbp and both touches for 90 days", async () => {
    const response = await call(`${DEMO}/m/index?fbclid=IwAR2abc&gclid=Cj0KCQ&ttclid=E.C.P.tt1&affiliateCode=AFF9`);
    expect(response.status).toBe(200);
    const cookies = setCookies(response);
    expect(value(cookies._fbc)).toBe(`fb.1.${CLICK_TIME}.IwAR2abc`);
    expect(value(cookies._fbp)).toMatch(new RegExp(`^fb\\.1\\.${CLICK_TIME}\\.\\d{10}$`));
    for (const name of ["_fbc", "_fbp", ATTRIBUTION_COOKIES.firstTouch, ATTRIBUTION_COOKIES.lastTouch]) {
      expect(cookies[name]).toContain("Max-Age=7776000");
      expect(cookies[name]).toContain("Path=/");
      expect(cookies[name]).toContain("SameSite=Lax");
      // The client reads them: not HttpOnly.
      expect(cookies[name]).not.toContain("HttpOnly");
    }
    const touch = decodeTouch(value(cookies[ATTRIBUTION_COOKIES.firstTouch]));
    expect(touch).toEqual({
      at: CLICK_TIME,
      domain: "demo.localhost",
      affiliateCode: "AFF9",
      fields: { fbclid: "IwAR2abc", gclid: "Cj0KCQ", ttclid: "E.C.P.tt1" },
    });
    expect(value(cookies[ATTRIBUTION_COOKIES.lastTouch])).toBe(value(cookies[ATTRIBUTION_COOKIES.firstTouch]));
  });

  it("§3 first touch is never overwritten; last touch follows every landing that carries something", async () => {
    const first = encodeTouch({ at: 1, domain: "demo.localhost", fields: { gclid: "old" }, affiliateCode: "FIRST" });
    const response = await call(`${DEMO}/m/index?ttclid=new1&r=REF2`, {
      headers: { Cookie: `${ATTRIBUTION_COOKIES.firstTouch}=${first}; _fbp=fb.1.1.1234567890` },
    });
    const cookies = setCookies(response);
    expect(cookies[ATTRIBUTION_COOKIES.firstTouch]).toBeUndefined();
    // The browser id stays the same; it is only sent again with a fresh lifetime.
    expect(value(cookies._fbp)).toBe("fb.1.1.1234567890");
    expect(decodeTouch(value(cookies[ATTRIBUTION_COOKIES.lastTouch]))).toMatchObject({ referralCode: "REF2", fields: { ttclid: "new1" } });
  });

  it("PITFALLS attribution: opening the installed app (its start address says utm_source=homescreen) is not a touch; the ad click stays the last", async () => {
    const adClick = encodeTouch({ at: 1, domain: "demo.localhost", fields: { gclid: "ad1" } });
    const launch = await call(`${DEMO}/m/home?utm_source=homescreen`, { headers: { Cookie: `${ATTRIBUTION_COOKIES.lastTouch}=${adClick}` } });
    expect(setCookies(launch)[ATTRIBUTION_COOKIES.lastTouch]).toBeUndefined();
    expect(touchFromQuery(new URLSearchParams("utm_source=homescreen"), "demo.localhost", 1)).toBeNull();
    // Any other source is a campaign's, and counts.
    expect(touchFromQuery(new URLSearchParams("utm_source=newsletter"), "demo.localhost", 1)?.fields).toEqual({ utm_source: "newsletter" });
    expect(touchFromQuery(new URLSearchParams("utm_source=homescreen&gclid=g2"), "demo.localhost", 1)?.fields).toEqual({ gclid: "g2" });
  });

  it("§9 the same fbclid keeps its first click time; a new fbclid replaces the old click", async () => {
    const existing = `_fbc=fb.1.1700000000000.IwAR2abc; _fbp=fb.1.1.1234567890`;
    const same = setCookies(await call(`${DEMO}/m/index?fbclid=IwAR2abc`, { headers: { Cookie: existing } }));
    expect(value(same._fbc)).toBe("fb.1.1700000000000.IwAR2abc");
    const next = setCookies(await call(`${DEMO}/m/index?fbclid=IwAR9new`, { headers: { Cookie: existing } }));
    expect(value(next._fbc)).toBe(`fb.1.${CLICK_TIME}.IwAR9new`);
  });

  it("§3 a landing with nothing to credit sets no cookie where the merchant sends no Meta conversions; the API is never a landing", async () => {
    expect(setCookies(await call(`${BRAND_B}/m/index?utm_medium=`))).toEqual({});
    expect(setCookies(await call(`${DEMO}/wps/system/ping?fbclid=x`))).toEqual({});
  });

  it("PITFALLS attribution: Meta's ids are sent again on every landing, so the pixel's script rewrite never leaves them at Safari's 7 days", async () => {
    const fbc = `fb.1.${CLICK_TIME - 86_400_000}.IwAR1old`;
    const later = setCookies(await call(`${BRAND_B}/m/home`, { headers: { Cookie: `_fbc=${fbc}; _fbp=fb.1.1700000000000.1234567890` } }));
    expect(value(later._fbc)).toBe(fbc);
    expect(value(later._fbp)).toBe("fb.1.1700000000000.1234567890");
    for (const name of ["_fbc", "_fbp"]) expect(later[name]).toContain("Max-Age=7776000");
    // A merchant that sends Meta conversions gives an organic visitor the browser id on the first landing.
    expect(value(setCookies(await call(`${DEMO}/m/index`))._fbp)).toMatch(new RegExp(`^fb\\.1\\.${CLICK_TIME}\\.\\d{10}$`));
    // A forged value is not sent back.
    expect(setCookies(await call(`${BRAND_B}/m/index`, { headers: { Cookie: "_fbp=<script>; _fbc=evil" } }))).toEqual({});
  });

  it("§2 a guest sent from a protected page to log in keeps the click: the redirect carries the cookies", async () => {
    const response = await call(`${DEMO}/m/home?gclid=G1`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(decodeTouch(value(setCookies(response)[ATTRIBUTION_COOKIES.lastTouch]))?.fields.gclid).toBe("G1");
  });

  it("§3 an affiliate code carried by a subdomain that is not a known host", async () => {
    const response = await call(`http://aff77.demo.localhost:8787/m/index`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Demo Bet");
    const touch = decodeTouch(value(setCookies(response)[ATTRIBUTION_COOKIES.firstTouch]));
    expect(touch).toMatchObject({ affiliateCode: "aff77", domain: "aff77.demo.localhost" });
    // The address's own code wins over the subdomain's.
    const explicit = setCookies(await call(`http://aff77.demo.localhost:8787/m/index?affiliateCode=Q1`));
    expect(decodeTouch(value(explicit[ATTRIBUTION_COOKIES.lastTouch]))?.affiliateCode).toBe("Q1");
    // www is the site itself: no touch (Demo Bet sends Meta conversions, so the browser id is all it gets).
    expect(Object.keys(setCookies(await call(`http://www.demo.localhost:8787/m/index`)))).toEqual(["_fbp"]);
  });

  it("§3 hostile values: long ones are cut, a forged touch cookie is ignored and replaced", async () => {
    const long = "x".repeat(5000);
    const response = await call(`${DEMO}/m/index?gclid=${long}`, { headers: { Cookie: `${ATTRIBUTION_COOKIES.firstTouch}=%%%not-base64` } });
    expect(response.status).toBe(200);
    const cookies = setCookies(response);
    const touch = decodeTouch(value(cookies[ATTRIBUTION_COOKIES.firstTouch]));
    expect(touch?.fields.gclid).toHaveLength(200);
    expect(decodeTouch("eyJhdCI6ImJhZCJ9")).toBeNull();
    expect(decodeTouch(encodeTouch({ at: 1, domain: "d", fields: { gclid: "g", evil: "e" } as never }))?.fields).toEqual({ gclid: "g" });
  });

  it("§3 only non-empty values are kept; fbc parsers accept a fifth segment", () => {
    expect(touchFromQuery(new URLSearchParams("gclid=&fbclid=%20&ttclid=t"), "h", 1)?.fields).toEqual({ ttclid: "t" });
    expect(touchFromQuery(new URLSearchParams("x=1"), "h", 1)).toBeNull();
    expect(parseFbc("fb.1.1700000000000.IwAR2abc.AQAB")).toEqual({ at: 1700000000000, fbclid: "IwAR2abc" });
    expect(parseFbc("garbage")).toBeNull();
  });
});
