import { describe, expect, it } from "vitest";
import { REDIRECT_TYPES } from "#shared/contract";
import { allowedOutsideUrl, internalAppPath } from "#shared/redirects";
import { activityAction, bannerAction, type LinkContext, referralAction, showsGoButton } from "../../client/core/links/linkRules";

const ORIGIN = "https://demo.example";
const guest: LinkContext = {
  session: null,
  memberType: -1,
  origin: ORIGIN,
  allowedOrigins: ["https://news.demo.example", "https://partner.example"],
  sessionOrigins: ["https://news.demo.example"],
  installed: false,
  appLink: "https://dl.demo.example/app.apk",
};
const member: LinkContext = { ...guest, session: { token: "tok-123", userName: "player1" }, memberType: 0 };
const agent: LinkContext = { ...member, memberType: 1 };

describe("DESIGN §5 redirect targets", () => {
  it.each([
    ["/m/rewardCenter", "/m/rewardCenter"],
    ["/m/activity?id=7#top", "/m/activity?id=7#top"],
    ["/m", "/m"],
  ])("§2 %s is an internal route", (value, path) => {
    expect(internalAppPath(value)).toBe(path);
  });

  it.each([
    "//evil.example/m/home",
    "/\\evil.example",
    "/m\\..\\x",
    "/m/../admin",
    "/mall",
    "https://demo.example/m/home",
    "/m/http-x",
    "javascript:alert(1)",
    "/m/\u0000x",
    "m/home",
    "",
  ])("§2 %j never counts as internal", (value) => {
    expect(internalAppPath(value)).toBeNull();
  });

  it("DESIGN §5 an outside URL is allowed only for the page's own origin or the merchant's allowed origins", () => {
    expect(allowedOutsideUrl("https://news.demo.example/promo", ORIGIN, guest.allowedOrigins)?.href).toBe("https://news.demo.example/promo");
    expect(allowedOutsideUrl("https://demo.example/x", ORIGIN, [])?.href).toBe("https://demo.example/x");
    for (const value of [
      "https://evil.example/",
      "https://news.demo.example.evil.example/",
      "javascript:alert(1)",
      "data:text/html,x",
      "https://user:pw@news.demo.example/",
      "ftp://news.demo.example/",
    ])
      expect(allowedOutsideUrl(value, ORIGIN, guest.allowedOrigins)).toBeNull();
  });
});

describe("§2 Banner click routing", () => {
  it("§2 a P or URL value starting with /m and without http is routed inside the app", () => {
    expect(bannerAction({ linkageType: "P", linkage: "/m/activity?id=a1" }, member)).toEqual({ kind: "route", to: "/m/activity?id=a1" });
    expect(bannerAction({ linkageType: "URL", linkage: "/m/rewardCenter" }, guest)).toEqual({ kind: "route", to: "/m/rewardCenter" });
  });

  it("§2 an allowed outside URL gets token and username only with a session (PITFALLS Security)", () => {
    const withSession = bannerAction({ linkageType: "URL", linkage: "https://news.demo.example/promo?x=1" }, member);
    expect(withSession).toEqual({ kind: "outside", url: "https://news.demo.example/promo?x=1&token=tok-123&username=player1" });
    expect(bannerAction({ linkageType: "URL", linkage: "https://news.demo.example/promo" }, guest)).toEqual({
      kind: "outside",
      url: "https://news.demo.example/promo",
    });
  });

  it("§9 issue #34: a link to an allowed origin the merchant does not trust with the session carries no token", () => {
    expect(bannerAction({ linkageType: "URL", linkage: "https://partner.example/palpites-da-rodada" }, member)).toEqual({
      kind: "outside",
      url: "https://partner.example/palpites-da-rodada",
    });
    // The default: a merchant that trusts no origin sends the token nowhere outside.
    const untrusting = { ...member, sessionOrigins: [] };
    expect(bannerAction({ linkageType: "URL", linkage: "https://news.demo.example/promo" }, untrusting)).toEqual({
      kind: "outside",
      url: "https://news.demo.example/promo",
    });
  });

  it("§9 issue #34: the token-in-link never sends an empty username; a name not yet known is left out", () => {
    const nameless = { ...member, session: { token: "tok-123" } };
    expect(bannerAction({ linkageType: "URL", linkage: "https://news.demo.example/promo" }, nameless)).toEqual({
      kind: "outside",
      url: "https://news.demo.example/promo?token=tok-123",
    });
  });

  it("DESIGN §5 an outside URL that is not allowed is blocked, and never receives the token", () => {
    const action = bannerAction({ linkageType: "URL", linkage: "https://evil.example/steal" }, member);
    expect(action).toEqual({ kind: "blocked", value: "https://evil.example/steal" });
    expect(JSON.stringify(bannerAction({ linkageType: "P", linkage: "//evil.example/m/home" }, member))).not.toContain("tok-123");
  });

  it("§2 a game banner needs login: a guest goes to /m/login, a member to the launch", () => {
    expect(bannerAction({ linkageType: "G", linkage: "LOTTO5", gameType: "LOTT" }, guest)).toEqual({ kind: "route", to: "/m/login" });
    expect(bannerAction({ linkageType: "G", linkage: "LOTTO5", gameType: "LOTT", vendor: "LOTT" }, member)).toEqual({
      kind: "route",
      to: "/m/launchGame?code=LOTTO5&playType=LOTT&vendor=LOTT",
    });
  });

  it("§2 a banner without linkage or with an unknown type does nothing but warn", () => {
    expect(bannerAction({ linkageType: "", linkage: "" }, member).kind).toBe("ignore");
    expect(bannerAction({ linkageType: "X" as never, linkage: "/m/home" }, member).kind).toBe("ignore");
  });
});

describe("§2 Activity 'go' button by redirect type", () => {
  const go = (redirectType: string, context: LinkContext, redirectUrl?: string) => activityAction({ redirectType, redirectUrl }, context);

  it("§2 APP_DOWNLOAD opens the app link, and is hidden in the native app, home-screen mode or PWA", () => {
    expect(go("APP_DOWNLOAD", guest)).toEqual({ kind: "appDownload" });
    expect(showsGoButton({ redirectType: "APP_DOWNLOAD" }, guest)).toBe(true);
    expect(showsGoButton({ redirectType: "APP_DOWNLOAD" }, { ...guest, installed: true })).toBe(false);
  });

  it("§2 REGISTER opens registration; hidden once logged in (§6)", () => {
    expect(go("REGISTER", guest)).toEqual({ kind: "register" });
    expect(showsGoButton({ redirectType: "REGISTER" }, member)).toBe(false);
  });

  it.each([
    ["DEPOSIT", "/m/voucherCenter"],
    ["REWARD_CENTER", "/m/rewardCenter"],
    ["MISSION", "/m/leaderBoard"],
    ["MEMBER", "/m/member/home"],
    ["POINT_MARKET", "/m/mall/mallHome"],
  ])("§2 %s needs login: the login dialog for a guest, %s for a member", (type, route) => {
    expect(go(type, guest)).toEqual({ kind: "login" });
    expect(go(type, member)).toEqual({ kind: "route", to: route });
  });

  it("§2 INVITE_FRIENDS opens the referral entry", () => {
    expect(go("INVITE_FRIENDS", member)).toEqual({ kind: "referral" });
  });

  it("§2 REDIRECT_URL: internal routed in the app, allowed outside opened without the token, others blocked", () => {
    expect(go("REDIRECT_URL", member, "/m/rewardCenter")).toEqual({ kind: "route", to: "/m/rewardCenter" });
    expect(go("REDIRECT_URL", member, "https://news.demo.example/promo")).toEqual({ kind: "outside", url: "https://news.demo.example/promo" });
    expect(go("REDIRECT_URL", member, "https://evil.example/steal").kind).toBe("blocked");
    expect(go("REDIRECT_URL", member, "/\\evil.example").kind).toBe("blocked");
  });

  it("§2 any other type only logs a warning", () => {
    expect(go("LUCKY_WHEEL", member)).toEqual({ kind: "ignore", warning: 'unknown activity redirect type "LUCKY_WHEEL"' });
  });

  it("§6 the button shows for guests and valid players (types 0, 1, 2), never for type 4", () => {
    for (const type of REDIRECT_TYPES.filter((type) => type !== "REGISTER" && type !== "APP_DOWNLOAD")) {
      expect(showsGoButton({ redirectType: type }, guest)).toBe(true);
      expect(showsGoButton({ redirectType: type }, member)).toBe(true);
      expect(showsGoButton({ redirectType: type }, { ...member, memberType: 4 })).toBe(false);
    }
  });
});

describe("§2 Referral entry", () => {
  const on = (count: number) => ({ availablePromosByKey: { REFERRAL: { enabled: true, count } } });
  it("§2 promotion disabled → /m/login", () => {
    expect(referralAction({ availablePromosByKey: { REFERRAL: { enabled: false, count: 3 } } }, member)).toEqual({ kind: "route", to: "/m/login" });
    expect(referralAction(null, guest)).toEqual({ kind: "route", to: "/m/login" });
  });
  it("§2 logged in as an agent (types 1, 2) → /m/agentRegister", () => {
    expect(referralAction(on(2), agent)).toEqual({ kind: "route", to: "/m/agentRegister" });
    expect(referralAction(on(2), { ...agent, memberType: 2 })).toEqual({ kind: "route", to: "/m/agentRegister" });
  });
  it("§2 referral shown → /m/inviteFriends, for a guest and a player", () => {
    expect(referralAction(on(2), guest)).toEqual({ kind: "route", to: "/m/inviteFriends" });
    expect(referralAction(on(1), member)).toEqual({ kind: "route", to: "/m/inviteFriends" });
  });
  it("§2 otherwise customer service", () => {
    expect(referralAction(on(0), member)).toEqual({ kind: "customerService" });
  });
});
