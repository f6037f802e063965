import { beforeEach, describe, expect, it } from "vitest";
import { GUEST_BROWSABLE_PATHS, guestRedirectFor, PUBLIC_PATHS, ROUTES } from "#shared/routes";
import { DEMO, SIGNED_IN, call, demoMerchant, inlinedState, putMerchant, restoreDemoMerchants } from "./helpers";

const PROTECTED = Object.values(ROUTES).filter((path) => !PUBLIC_PATHS.has(path));

describe("Issue 10 the edge knows who is signed in: a guest never downloads a protected page", () => {
  beforeEach(restoreDemoMerchants);

  it.each(PROTECTED)("§2 a guest asking for %s is sent to log in by the edge, with the kept parameters", async (path) => {
    const response = await call(`${DEMO}${path}?affiliateCode=AFF1&fbclid=F9&other=x`, { redirect: "manual" });
    expect(response.status).toBe(302);
    const expected = path === ROUTES.feedback ? ROUTES.home : ROUTES.login;
    // The kept parameters, and, to log in, the page the guest wanted (issue #35: the login says why and returns there).
    const next = expected === ROUTES.login ? `next=${encodeURIComponent(`${path}?affiliateCode=AFF1&fbclid=F9&other=x`)}&` : "";
    expect(response.headers.get("Location")).toBe(`${expected}?${next}affiliateCode=AFF1&fbclid=F9`);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("Vary")).toContain("Cookie");
    expect(await response.text()).toBe("");
  });

  it("§2 /m/feedback's guest goes home, and home sends the guest on to log in (two hops, as the client does)", async () => {
    const first = await call(`${DEMO}/m/feedback?r=R1`, { redirect: "manual" });
    const second = await call(`${DEMO}${first.headers.get("Location")}`, { redirect: "manual" });
    expect(second.headers.get("Location")).toBe(`/m/login?next=${encodeURIComponent("/m/home?r=R1")}&r=R1`);
  });

  it("§2 with the 'signed in' cookie, or a token in the address, the page renders", async () => {
    expect((await call(`${DEMO}/m/home`, { headers: SIGNED_IN })).status).toBe(200);
    expect((await call(`${DEMO}/m/home?token=abc`)).status).toBe(200);
    expect((await call(`${DEMO}/m/member/home?tokens=abc`)).status).toBe(200);
  });

  it("§2 public routes and unknown paths are never redirected", async () => {
    for (const path of PUBLIC_PATHS) expect((await call(`${DEMO}${path}`, { redirect: "manual" })).status).toBe(200);
    expect((await call(`${DEMO}/m/no-such-screen`, { redirect: "manual" })).status).toBe(404);
  });

  it("§2 issue #35: a 'next' that is not one of the app's own pages is never followed", async () => {
    const { returnPath, loginReturningTo } = await import("#shared/navigation");
    for (const hostile of [
      "//evil.example/m/home",
      "https://evil.example/",
      "/m/../admin",
      "/\\evil.example",
      "javascript:alert(1)",
      "/m/login",
      "/m/register",
    ]) {
      expect(returnPath(`?next=${encodeURIComponent(hostile)}`), hostile).toBeNull();
    }
    expect(returnPath(`?next=${encodeURIComponent("/m/launchGame?code=LOTTO5")}`)).toBe("/m/launchGame?code=LOTTO5");
    expect(loginReturningTo("//evil.example", "?r=R1")).toBe("/m/login?r=R1");
  });

  it("§2 a cookie that says anything but '1' is a guest's", async () => {
    expect((await call(`${DEMO}/m/home`, { headers: { Cookie: "mc_signed_in=0" }, redirect: "manual" })).status).toBe(302);
    expect((await call(`${DEMO}/m/home`, { headers: { Cookie: "mc_signed_in=<script>" }, redirect: "manual" })).status).toBe(302);
  });

  it("§2 the rule the edge applies: only known protected paths, with their own guest targets", () => {
    expect(guestRedirectFor("/m/game")).toBe("/m/login");
    expect(guestRedirectFor("/m/feedback")).toBe("/m/home");
    expect(guestRedirectFor("/m/login")).toBeNull();
    expect(guestRedirectFor("/m/home/")).toBeNull();
    expect(guestRedirectFor("/m/unknown")).toBeNull();
  });
});

describe("issue #35 item 3: a merchant's guest browsing (off by default, as SPEC §2 has it)", () => {
  beforeEach(restoreDemoMerchants);

  it("§2 off: home, games and a promotion send a guest to log in", async () => {
    for (const path of [ROUTES.home, ROUTES.game, ROUTES.activity]) {
      expect((await call(`${DEMO}${path}`, { redirect: "manual" })).status, path).toBe(302);
    }
  });

  it("§2 on: a guest browses home, games and a promotion; playing, paying and claiming still ask to log in", async () => {
    await putMerchant({ ...demoMerchant(), guestBrowsing: true });
    for (const path of GUEST_BROWSABLE_PATHS) {
      const page = await call(`${DEMO}${path}?id=db-first-deposit`, { redirect: "manual" });
      expect(page.status, path).toBe(200);
      expect(inlinedState(await page.text()).merchant.guestBrowsing).toBe(true);
    }
    for (const path of [ROUTES.launchGame, ROUTES.voucherCenter, ROUTES.withdraw, ROUTES.rewardCenter, ROUTES.memberHome]) {
      const response = await call(`${DEMO}${path}`, { redirect: "manual" });
      expect(response.status, path).toBe(302);
      expect(response.headers.get("Location"), path).toMatch(/^\/m\/login\?next=/);
    }
    expect(guestRedirectFor(ROUTES.home, true)).toBeNull();
    expect(guestRedirectFor(ROUTES.home)).toBe(ROUTES.login);
  });
});
