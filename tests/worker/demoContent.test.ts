import { describe, expect, it } from "vitest";
import { HOME_BANNER_GROUP, REDIRECT_TYPES, WELCOME_POPUP_GROUPS, groupVendors } from "#shared/contract";
import { DEMO_CONTENT } from "../../worker/sandbox/content/demoContent";
import { merchantContentSchema, type ContentDoc } from "../../worker/sandbox/content/schema";

/**
 * The demo merchants' built-in content covers every case the home, popups and promotions must handle.
 * That every picture it names exists at its size is checked by `node scripts/make-content-images.ts`,
 * as workerd cannot read public/.
 */
const MERCHANTS = Object.entries(DEMO_CONTENT);
const DOCS = MERCHANTS.flatMap(([code, content]) =>
  Object.entries(content.languages).map(([language, doc]) => [`${code} ${language}`, doc] as [string, ContentDoc]),
);
const NEWS: Record<string, string> = { DEMO: "https://news.demo.example", BRANDB: "https://news.brand-b.example", BRANDC: "https://news.brand-c.example" };

describe("demo content", () => {
  it.each(MERCHANTS)("§3 %s: the content passes the schema it is served under, in its default language and English", (_code, content) => {
    expect(merchantContentSchema.parse(content)).toEqual(content);
    expect(Object.keys(content.languages)).toEqual([content.defaultLanguage, "EN"]);
  });

  it("§3 languages: the right-to-left merchant defaults to Arabic, the others to Portuguese and Vietnamese", () => {
    expect([DEMO_CONTENT.DEMO.defaultLanguage, DEMO_CONTENT.BRANDB.defaultLanguage, DEMO_CONTENT.BRANDC.defaultLanguage]).toEqual(["PT-BR", "VI", "AR"]);
  });

  it.each(MERCHANTS)("§3 %s: every language has the same banners, popups, activities and lanes; only the words differ", (_code, content) => {
    const shape = (doc: ContentDoc) => ({
      banners: doc.banners.map(({ id, url, linkageType, linkage }) => [id, url, linkageType, linkage]),
      popups: doc.popups.items.map(({ id, execution, activityId }) => [id, execution, activityId]),
      activities: doc.activities.map(({ id, redirectType, redirectUrl, image }) => [id, redirectType, redirectUrl, image.url]),
      lanes: doc.lanes.map((lane) => [lane.vendorKey, lane.cards.map((card) => card.gameId)]),
    });
    const [first, ...others] = Object.values(content.languages);
    for (const doc of others) {
      expect(shape(doc)).toEqual(shape(first!));
      expect(doc.banners.map((banner) => banner.title)).not.toEqual(first!.banners.map((banner) => banner.title));
    }
  });

  it.each(DOCS)("§3 Banner: %s has home banners of each linkage type and both welcome popups", (_name, doc) => {
    const home = doc.banners.filter((banner) => banner.groupName === HOME_BANNER_GROUP);
    expect(home.map((banner) => banner.linkageType).sort()).toEqual(["G", "P", "URL"]);
    for (const banner of home) expect([banner.width, banner.height]).toEqual([750, 300]);
    expect(home.find((banner) => banner.linkageType === "P")!.linkage).toMatch(/^\/m\//);
    expect(home.find((banner) => banner.linkageType === "URL")!.linkage).toMatch(/^https:\/\/news\.[a-z-]+\.example\//);
    const game = home.find((banner) => banner.linkageType === "G")!;
    expect(game).toMatchObject({ linkage: expect.any(String), nodeId: expect.any(String), vendor: expect.any(String), gameType: expect.any(String) });
    const welcome = WELCOME_POPUP_GROUPS.map((group) => doc.banners.find((banner) => banner.groupName === group));
    // Banner-shaped, never larger than the page's banner (issue #35; docs/decisions/054).
    for (const banner of welcome) expect(banner).toMatchObject({ linkageType: "", linkage: "", width: 750, height: 300 });
    expect(welcome[1]!.text).toBeTruthy();
  });

  it("§2 banner click: at least one game banner is a lottery, which needs login", () => {
    const lotteries = DOCS.flatMap(([, doc]) => doc.banners).filter((banner) => banner.linkageType === "G" && banner.gameType === "LOTT");
    expect(lotteries.length).toBeGreaterThan(0);
  });

  it.each(MERCHANTS)(
    "§2 Activity go button: %s has an activity of every redirect type, an unknown one and the three kinds of REDIRECT_URL",
    (code, content) => {
      for (const doc of Object.values(content.languages)) {
        const types = new Set(doc.activities.map((activity) => activity.redirectType));
        for (const type of REDIRECT_TYPES) expect(types).toContain(type);
        expect(types).toContain("LUCKY_WHEEL");
        const redirects = doc.activities.filter((activity) => activity.redirectType === "REDIRECT_URL").map((activity) => activity.redirectUrl);
        expect(redirects).toEqual(expect.arrayContaining(["/m/rewardCenter", `${NEWS[code]}/promo`, "https://evil.example/steal"]));
        const categories = new Set(doc.categories.map((category) => category.id));
        for (const activity of doc.activities) {
          expect(activity.promoAnnouncementCategoryIds.length).toBeGreaterThan(0);
          for (const id of activity.promoAnnouncementCategoryIds) expect(categories).toContain(id);
          expect([activity.image.width, activity.image.height]).toEqual([690, 276]);
          expect(activity.buttonText).toBeTruthy();
        }
      }
    },
  );

  it.each(DOCS)("§3 Popup announcement: %s has guest (B), member (A) and first-login (F) items, and promotions that open an activity", (_name, doc) => {
    const count = (execution: string) => doc.popups.items.filter((item) => item.execution === execution).length;
    expect([count("B"), count("A"), count("F")]).toEqual([2, 2, 1]);
    const promotional = doc.popups.items.filter((item) => item.promotionType);
    expect(promotional.length).toBeGreaterThan(0);
    const activities = new Set(doc.activities.map((activity) => activity.id));
    for (const item of promotional) expect(activities).toContain(item.activityId);
  });

  it("§2 announcement popup variants: slider with 'don't show today' (BRANDC must be read through), list with 'do not show again'", () => {
    const popups = (code: keyof typeof DEMO_CONTENT) => DEMO_CONTENT[code].languages[DEMO_CONTENT[code].defaultLanguage]!.popups;
    expect(popups("DEMO")).toMatchObject({ style: "slider", forceRead: false, dontShowToday: true, doNotShowAgain: false });
    expect(popups("BRANDB")).toMatchObject({ style: "list", forceRead: false, dontShowToday: false, doNotShowAgain: true });
    expect(popups("BRANDC")).toMatchObject({ style: "slider", forceRead: true, dontShowToday: true, doNotShowAgain: false });
  });

  it("§3 Promotions: app download on for DEMO and BRANDC, referral on for DEMO and BRANDB", () => {
    const promos = (code: keyof typeof DEMO_CONTENT) =>
      Object.values(DEMO_CONTENT[code].languages).map((doc) => {
        const { APP_DOWNLOAD, REFERRAL } = doc.availablePromotions.availablePromosByKey;
        return [APP_DOWNLOAD?.enabled, REFERRAL?.enabled];
      });
    expect(promos("DEMO")).toEqual([
      [true, true],
      [true, true],
    ]);
    expect(promos("BRANDB")).toEqual([
      [false, true],
      [false, true],
    ]);
    expect(promos("BRANDC")).toEqual([
      [true, false],
      [true, false],
    ]);
  });

  it.each(DOCS)("§3 Game vendor lanes: %s has 5–6 lanes of 6–12 cards, counted and uniquely keyed", (_name, doc) => {
    expect(doc.lanes.length).toBeGreaterThanOrEqual(5);
    expect(doc.lanes.length).toBeLessThanOrEqual(6);
    expect(new Set(doc.lanes.map((lane) => lane.vendorKey)).size).toBe(doc.lanes.length);
    for (const lane of doc.lanes) {
      expect(lane.cards.length).toBeGreaterThanOrEqual(6);
      expect(lane.cards.length).toBeLessThanOrEqual(12);
      expect(lane.gameCount).toBe(lane.cards.length);
      expect(new Set(lane.cards.map((card) => card.gameId)).size).toBe(lane.cards.length);
      expect(lane.gameClassify).toEqual([...new Set(lane.cards.map((card) => card.accountTypeName))]);
      for (const card of lane.cards) {
        expect(card).toMatchObject({ displayName: expect.any(String), gameCode: expect.any(String), nodeId: expect.any(String), gameType: expect.any(String) });
        expect([card.image.width, card.image.height]).toEqual([240, 240]);
      }
    }
  });

  it("§3 Game vendor lanes: RNG and PVP share a lane somewhere, which groups them as TCG", () => {
    const mixed = DOCS.flatMap(([, doc]) => doc.lanes).filter((lane) => lane.gameClassify.includes("RNG") && lane.gameClassify.includes("PVP"));
    expect(mixed.length).toBeGreaterThan(0);
    for (const lane of mixed) expect(groupVendors(lane.gameClassify)).toContain("TCG");
  });

  it.each(DOCS)("§3 pictures: %s names a PNG under its merchant's content folder with a WebP beside it", (name, doc) => {
    const dir = { DEMO: "demo", BRANDB: "brand-b", BRANDC: "brand-c" }[name.split(" ")[0]!];
    const images = [...doc.banners, ...doc.activities.map((activity) => activity.image), ...doc.lanes.flatMap((lane) => lane.cards.map((card) => card.image))];
    for (const image of images) {
      expect(image.url).toMatch(new RegExp(`^/sandbox/${dir}/content/[a-z0-9-]+\\.png$`));
      expect(image.sources).toEqual([{ type: "image/webp", url: image.url.replace(/\.png$/, ".webp") }]);
    }
  });

  it.each(DOCS)("§3 Popup announcement and activity HTML: %s links only to https addresses", (_name, doc) => {
    const html = [...doc.popups.items.map((item) => item.content), ...doc.activities.map((activity) => activity.content)].join("");
    for (const [, href] of html.matchAll(/(?:href|src)="([^"]*)"/g)) expect(href).toMatch(/^https:\/\//);
    expect(html).not.toMatch(/<script|on\w+=/i);
  });
});
