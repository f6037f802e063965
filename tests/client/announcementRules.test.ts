import { describe, expect, it } from "vitest";
import {
  audienceFor,
  swipeStep,
  SWIPE_MIN_PX,
  canClose,
  closedRecord,
  contentHashes,
  isPromotional,
  itemsFor,
  nextLocalMidnight,
  parseRecord,
  rearm,
  reconcile,
  shouldShow,
  type AnnouncementRecord,
} from "../../client/features/announcements/announcementRules";
import {
  decideWelcome,
  imageFileName,
  linkToCopy,
  parseSeen,
  pendingWelcome,
  saveHref,
  welcomeBlocked,
  withSeen,
} from "../../client/features/announcements/welcomeRules";
import type { Banner, PopupAnnouncement } from "#shared/contract";

const item = (id: string, execution: PopupAnnouncement["execution"], extra: Partial<PopupAnnouncement> = {}): PopupAnnouncement => ({
  id,
  title: `Title ${id}`,
  content: `<p>Content ${id}</p>`,
  promotionType: "",
  execution,
  ...extra,
});
const ITEMS = [item("a1", "A"), item("f1", "F"), item("b1", "B"), item("a2", "A")];
const NOW = new Date(2025, 2, 10, 15, 30).getTime();

describe("SPEC §4/§6 Announcement popup: who sees which list", () => {
  it.each(["/m/home", "/", "/m/index"])("§6 members get the A list on the home page %s", (path) => {
    expect(itemsFor(ITEMS, audienceFor({ token: "t" }, path)!).map((entry) => entry.id)).toEqual(["a1", "a2"]);
  });
  it.each(["/m/game", "/m/voucherCenter", "/m/withdraw", "/m/launchGame"])(
    "§6 members get no popup over %s (a deposit or a game is never interrupted)",
    (path) => {
      expect(audienceFor({ token: "t", firstTimeLogin: true }, path)).toBeNull();
    },
  );
  it("§4 members on their first login also get the F entries", () => {
    expect(itemsFor(ITEMS, audienceFor({ token: "t", firstTimeLogin: true }, "/m/home")!).map((entry) => entry.id)).toEqual(["a1", "f1", "a2"]);
  });
  it.each(["/", "/m/index", "/m/index.html", "/m/inviteFriends"])("§6 guests get only the B list on the page they land on, %s", (path) => {
    expect(itemsFor(ITEMS, audienceFor(null, path)!).map((entry) => entry.id)).toEqual(["b1"]);
  });
  it.each(["/m/login", "/m/register", "/m/forgotPassword"])(
    "issue #37 guests get no popup over the form they came to fill in, %s (nor does it become the page's largest paint)",
    (path) => {
      expect(audienceFor(null, path)).toBeNull();
    },
  );
  it("§6 guests get nothing on a page that is not public", () => {
    expect(audienceFor(null, "/m/member/home")).toBeNull();
    expect(audienceFor({ token: null }, "/m/game")).toBeNull();
  });
  it("§2 an item with a promotion type is promotional", () => {
    expect(isPromotional(item("p", "A", { promotionType: "DEPOSIT" }))).toBe(true);
    expect(isPromotional(item("n", "A", { promotionType: " " }))).toBe(false);
  });
});

describe("SPEC §2 Announcement popup slider: swiping", () => {
  it("§2 a swipe towards the reading start shows the next slide, the other way the previous", () => {
    expect(swipeStep(-80, 5, false)).toBe(1);
    expect(swipeStep(80, 5, false)).toBe(-1);
  });
  it("§2 on a right-to-left page the directions are mirrored", () => {
    expect(swipeStep(80, 5, true)).toBe(1);
    expect(swipeStep(-80, 5, true)).toBe(-1);
  });
  it("§2 a short or mostly vertical move is a tap or a scroll, not a swipe", () => {
    expect(swipeStep(-(SWIPE_MIN_PX - 1), 0, false)).toBe(0);
    expect(swipeStep(-60, 90, false)).toBe(0);
  });
});

describe("SPEC §4 Announcement popup: when it shows again", () => {
  const hashes = contentHashes([item("a1", "A")]);

  it("§4 the content hash is stable and follows id, title and content", () => {
    expect(contentHashes([item("a1", "A")])).toEqual(hashes);
    expect(contentHashes([item("a1", "A", { title: "Edited" })])).not.toEqual(hashes);
    expect(contentHashes([item("a1", "A", { content: "<p>Edited</p>" })])).not.toEqual(hashes);
    expect(contentHashes([item("a9", "A", { title: "Title a1", content: "<p>Content a1</p>" })])).not.toEqual(hashes);
  });

  it("§4 shown when nothing is stored; nothing to show for an empty list", () => {
    expect(shouldShow(null, hashes, NOW)).toBe(true);
    expect(shouldShow(null, [], NOW)).toBe(false);
  });

  it("§4 a closed popup stays closed while the hash list is unchanged, and a changed list re-shows it", () => {
    const closed = closedRecord(hashes, NOW, { dontShowToday: false, doNotShowAgain: false });
    expect(closed).toMatchObject({ show: false, hideUntil: 0, hidePopup: 0 });
    expect(shouldShow(closed, hashes, NOW)).toBe(false);
    expect(shouldShow(closed, contentHashes([item("a1", "A"), item("a2", "A")]), NOW)).toBe(true);
  });

  it("§4 an item taken down is not a change that brings back what was dismissed", () => {
    const both = contentHashes([item("a1", "A"), item("a2", "A")]);
    expect(shouldShow(closedRecord(both, NOW, { dontShowToday: false, doNotShowAgain: false }), hashes, NOW)).toBe(false);
  });

  it("§4 'don't show today' hides it until the next local midnight", () => {
    const closed = closedRecord(hashes, NOW, { dontShowToday: true, doNotShowAgain: false });
    const midnight = new Date(2025, 2, 11).getTime();
    expect(closed.hideUntil).toBe(midnight);
    expect(shouldShow(closed, hashes, midnight - 1)).toBe(false);
    expect(shouldShow(closed, hashes, midnight)).toBe(true);
  });

  it("§4 'do not show again' is stored as hidePopup 1 and a changed list re-enables it", () => {
    const closed = closedRecord(hashes, NOW, { dontShowToday: false, doNotShowAgain: true });
    expect(closed.hidePopup).toBe(1);
    expect(shouldShow(closed, hashes, NOW + 400 * 86_400_000)).toBe(false);
    const changed = contentHashes([item("a1", "A", { content: "<p>New</p>" })]);
    expect(shouldShow(closed, changed, NOW)).toBe(true);
    expect(reconcile(closed, changed)).toEqual({ show: true, hideUntil: 0, hashes: changed, hidePopup: 0 });
    expect(reconcile(closed, hashes)).toBe(closed);
  });

  it("§4 a new visit re-arms a plain close, but not a hide time still running nor 'do not show again'", () => {
    const plain = closedRecord(hashes, NOW, { dontShowToday: false, doNotShowAgain: false });
    expect(shouldShow(rearm(plain, NOW), hashes, NOW)).toBe(true);
    const today = closedRecord(hashes, NOW, { dontShowToday: true, doNotShowAgain: false });
    expect(rearm(today, NOW)).toBe(today);
    const never = closedRecord(hashes, NOW, { dontShowToday: false, doNotShowAgain: true });
    expect(rearm(never, NOW)).toBe(never);
  });

  it("§4 forceRead: closing is allowed only once the last slide was reached", () => {
    expect(canClose(true, false)).toBe(false);
    expect(canClose(true, true)).toBe(true);
    expect(canClose(false, false)).toBe(true);
  });

  it("§4 a stored record that is junk counts as none", () => {
    expect(parseRecord("{oops")).toBeNull();
    expect(parseRecord('"text"')).toBeNull();
    expect(parseRecord(null)).toBeNull();
    const record: AnnouncementRecord = { show: false, hideUntil: 5, hashes: ["x"], hidePopup: 1 };
    expect(parseRecord(JSON.stringify(record))).toEqual(record);
  });
});

describe("SPEC §4 next local midnight", () => {
  it("§4 is the start of the next local day, across month and year ends", () => {
    expect(nextLocalMidnight(new Date(2025, 0, 31, 23, 59))).toEqual(new Date(2025, 1, 1));
    expect(nextLocalMidnight(new Date(2024, 11, 31, 0, 0))).toEqual(new Date(2025, 0, 1));
    expect(nextLocalMidnight(new Date(2024, 1, 28, 12))).toEqual(new Date(2024, 1, 29));
  });

  it.each([
    ["America/New_York", [2025, 2, 9], [2025, 10, 2]],
    ["Europe/Berlin", [2025, 2, 30], [2025, 9, 26]],
  ] as const)("§4 is local midnight on the days a DST change makes 23 or 25 hours long (%s)", (zone, spring, autumn) => {
    const before = process.env.TZ;
    process.env.TZ = zone;
    try {
      for (const [year, month, day] of [spring, autumn]) {
        const start = new Date(year, month, day, 0, 30);
        const next = nextLocalMidnight(start);
        expect([next.getDate(), next.getHours(), next.getMinutes()]).toEqual([day + 1, 0, 0]);
        // The day is 23 or 25 hours long: counting 24 hours from its start would miss midnight by an hour.
        expect(Math.abs(next.getTime() - start.getTime() - 23.5 * 3_600_000)).toBe(3_600_000);
      }
    } finally {
      process.env.TZ = before;
      if (before === undefined) delete process.env.TZ;
    }
  });
});

const banner = (groupName: string, url: string, extra: Partial<Banner> = {}): Banner => ({
  id: `${groupName}-${url}`,
  groupName,
  title: "Welcome",
  linkageType: "",
  linkage: "",
  url,
  width: 600,
  height: 800,
  ...extra,
});
const WEB = { userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)" };

describe("SPEC §4 Welcome-image popups: rules", () => {
  it("§4 m_popup1 comes before m_popup2, one of each, other groups ignored", () => {
    const list = [banner("m_home", "/h.png"), banner("m_popup2", "/b/two.png"), banner("m_popup1", "/b/one.png"), banner("m_popup1", "/b/other.png")];
    expect(pendingWelcome(list, []).map((entry) => entry.url)).toEqual(["/b/one.png", "/b/two.png"]);
  });

  it("§4 an image whose file name is stored is not shown again", () => {
    const list = [banner("m_popup1", "https://cdn.example/img/one.png?v=3"), banner("m_popup2", "/b/two.png")];
    expect(imageFileName("https://cdn.example/img/one.png?v=3#x")).toBe("one.png");
    expect(pendingWelcome(list, ["one.png"]).map((entry) => entry.groupName)).toEqual(["m_popup2"]);
  });

  it.each([
    ["the native app", { userAgent: "Mozilla/5.0 MerchantApp/2.5 123e4567-e89b-12d3-a456-426614174000" }, null],
    ["home-screen mode", { ...WEB, iosStandalone: true }, null],
    ["an installed web app", { ...WEB, standalone: true }, null],
    ["a session flag of 0", WEB, "0"],
  ])("§4 skipped in %s", (_, platform, flag) => {
    expect(welcomeBlocked(platform, flag)).toBe(true);
    expect(decideWelcome({ platform, sessionFlag: flag, pathname: "/m/home", retryMs: 20_000 })).toEqual({ kind: "skip" });
  });

  it("§4 shown only on home paths, otherwise retried after the wait", () => {
    for (const pathname of ["/m/home", "/", "/m/index", "/m/index.html"]) {
      expect(decideWelcome({ platform: WEB, sessionFlag: null, pathname, retryMs: 20_000 })).toEqual({ kind: "load" });
    }
    expect(decideWelcome({ platform: WEB, sessionFlag: "1", pathname: "/m/game", retryMs: 20_000 })).toEqual({ kind: "retry", afterMs: 20_000 });
  });

  it("§4 the stored file names survive junk and stay bounded", () => {
    expect(parseSeen("nope")).toEqual([]);
    expect(parseSeen('["a.png", 3]')).toEqual(["a.png"]);
    let seen: string[] = [];
    for (let i = 0; i < 80; i++) seen = withSeen(seen, `${i}.png`);
    expect(seen).toHaveLength(50);
    expect(seen.at(-1)).toBe("79.png");
  });

  it("§2 'Copy link' copies an address banner's address, else our page with only the kept parameters", () => {
    const page = { origin: "https://demo.example", pathname: "/m/home", search: "?token=secret&affiliateCode=AF1&r=R9" };
    expect(linkToCopy({ linkageType: "URL", linkage: "https://promo.example/x" }, page)).toBe("https://promo.example/x");
    expect(linkToCopy({ linkageType: "P", linkage: "/m/activity?id=7" }, page)).toBe("https://demo.example/m/activity?id=7&affiliateCode=AF1&r=R9");
    expect(linkToCopy({ linkageType: "URL", linkage: "//evil.example/m" }, page)).toBe("https://demo.example/m/home?affiliateCode=AF1&r=R9");
    expect(linkToCopy({ linkageType: "G", linkage: "LOTT" }, page)).toBe("https://demo.example/m/home?affiliateCode=AF1&r=R9");
  });

  it("§2 'Save' links only to web or same-origin images", () => {
    expect(saveHref("/img/a.png")).toBe("/img/a.png");
    expect(saveHref("https://cdn.example/a.png")).toBe("https://cdn.example/a.png");
    expect(saveHref("javascript:alert(1)")).toBeUndefined();
    expect(saveHref("//evil.example/a.png")).toBeUndefined();
  });
});
