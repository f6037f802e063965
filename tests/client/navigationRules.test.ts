import { describe, expect, it, vi } from "vitest";
import { recoverOnce } from "../../client/lib/navigation";
import { recoveryTarget, reloadOrHome } from "../../client/lib/navigation";
import { deviceId, fingerprintTraits, formatAsUuid } from "../../client/lib/deviceId";
import { formatMoney } from "#shared/format";

describe("SPEC §2 after an update or fatal error", () => {
  it.each(["/m/home", "/m/game", "/m/login", "/m/index", "/m/index.html", "/m/member/home", "/m/register", "/m/register.html"])(
    "§2 %s reloads in place",
    (pathname) => {
      expect(recoveryTarget({ pathname, search: "" })).toEqual({ reload: true });
    },
  );

  it("§2 any other path goes to /m/home, keeping the query", () => {
    expect(recoveryTarget({ pathname: "/m/withdraw", search: "?affiliateCode=A&x=1" })).toEqual({ goTo: "/m/home?affiliateCode=A" });
  });

  it("§2 reloadOrHome reloads or assigns", () => {
    const reload = vi.fn();
    const assign = vi.fn();
    reloadOrHome({ location: { pathname: "/m/game", search: "", reload, assign } } as unknown as Window);
    reloadOrHome({ location: { pathname: "/m/activity", search: "?id=3", reload, assign } } as unknown as Window);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith("/m/home");
  });

  it("§2 a page that keeps failing is not reloaded in a loop", () => {
    sessionStorage.clear();
    const reload = vi.spyOn(window.location, "reload").mockImplementation(() => {});
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    expect(recoverOnce(1_000_000)).toBe(true);
    expect(recoverOnce(1_005_000)).toBe(false);
    expect(recoverOnce(1_020_000)).toBe(true);
    expect(reload.mock.calls.length + assign.mock.calls.length).toBe(2);
  });
});

describe("SPEC §4 device id", () => {
  it("§4 an MD5 of browser traits formatted as a UUID, the same every time", () => {
    localStorage.clear();
    const nav = {
      userAgent: "Mozilla/5.0 (Linux; Android 14) Chrome/130",
      language: "pt-BR",
      languages: ["pt-BR"],
      platform: "Linux",
      hardwareConcurrency: 8,
      maxTouchPoints: 5,
    } as unknown as Navigator;
    const scr = { width: 390, height: 844, colorDepth: 24 } as Screen;
    const first = deviceId(nav, scr);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    localStorage.clear();
    expect(deviceId(nav, scr)).toBe(first);
    const other = { ...nav, userAgent: "Mozilla/5.0 (iPhone) Safari/604" } as unknown as Navigator;
    localStorage.clear();
    expect(deviceId(other, scr)).not.toBe(first);
  });

  it("§4 the device id reads the time zone by its offsets, building no Intl.DateTimeFormat (issue #10: 30–40 ms of time-zone data)", () => {
    const built = vi.spyOn(Intl, "DateTimeFormat");
    const traits = fingerprintTraits({ userAgent: "x", languages: [] } as unknown as Navigator, { width: 1, height: 1, colorDepth: 1 } as Screen);
    expect(traits).toContain(`${new Date(2026, 0, 1).getTimezoneOffset()}/${new Date(2026, 6, 1).getTimezoneOffset()}`);
    expect(built).not.toHaveBeenCalled();
    built.mockRestore();
  });

  it("§4 inside the native app, the UUID from the user agent", () => {
    const nav = { userAgent: "Mozilla/5.0 MerchantApp/2.5.0 uuid/3F2504E0-4F89-11D3-9A0C-0305E82C3301", languages: [] } as unknown as Navigator;
    expect(deviceId(nav, { width: 1, height: 1, colorDepth: 1 } as Screen)).toBe("3f2504e0-4f89-11d3-9a0c-0305e82c3301");
  });

  it("§4 formatting", () => {
    expect(formatAsUuid("0123456789abcdef0123456789abcdef")).toBe("01234567-89ab-cdef-0123-456789abcdef");
  });
});

describe("SPEC §9 number and currency formats", () => {
  it("§9 BRL uses pt-BR even for an English page; VND uses the language's format", () => {
    expect(formatMoney(1234.5, "BRL", "EN")).toBe("R$\u00a01.234,50");
    expect(formatMoney(1234567, "VND", "VI")).toBe("1.234.567\u00a0₫");
    expect(formatMoney(1234.5, "USD", "EN")).toBe("$1,234.50");
  });
});
