import { describe, expect, it, vi } from "vitest";
import { openOutside, outsideLinksInPlace } from "../../client/lib/platform";

const IOS = (version: string) => `Mozilla/5.0 (iPhone; CPU iPhone OS ${version} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148`;
const ANDROID = "Mozilla/5.0 (Linux; Android 8.0; SM-G950F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0 Mobile Safari/537.36";

describe("SPEC §9 the iOS external-link workaround: 11, and 12 in a web clip", () => {
  it("§9 up to iOS 11 in the browser, up to 12 from the home screen, an outside page opens in place", () => {
    const cases: [string, boolean, boolean][] = [
      [IOS("11_4"), false, true],
      [IOS("12_4"), false, false],
      [IOS("12_4"), true, true],
      [IOS("13_0"), true, false],
      [IOS("18_6"), false, false],
      [ANDROID, true, false],
    ];
    for (const [userAgent, iosStandalone, inPlace] of cases)
      expect(outsideLinksInPlace({ userAgent, iosStandalone }), `${userAgent} ${iosStandalone}`).toBe(inPlace);
  });

  it("§9 the link itself: in place on an iOS 12 web clip; a new window without the referrer elsewhere", () => {
    const win = { open: vi.fn(), location: { assign: vi.fn() } };
    openOutside("https://news.demo.example/a", { userAgent: IOS("12_4"), iosStandalone: true }, win as unknown as Window);
    expect(win.location.assign).toHaveBeenCalledWith("https://news.demo.example/a");
    expect(win.open).not.toHaveBeenCalled();
    openOutside("https://news.demo.example/b", { userAgent: IOS("17_0") }, win as unknown as Window);
    expect(win.open).toHaveBeenCalledWith("https://news.demo.example/b", "_blank", "noopener,noreferrer");
  });
});
