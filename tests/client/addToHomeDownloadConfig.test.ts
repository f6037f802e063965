import { describe, expect, it, vi } from "vitest";
import { readRules } from "../../client/features/install/downloadConfig";
import type { DownloadConfig } from "#shared/contract";

const on = (value = "1") => ({ enabled: true, value });
const off = (value = "") => ({ enabled: false, value });

/** The master switch on, every domain; a test adds its items. */
const config = (items: DownloadConfig = {}): DownloadConfig => ({ download_condition_switch: on(), domains_switch: on("1"), ...items });
const rulesOf = (items: DownloadConfig = {}) => readRules(config(items), vi.fn());

describe("SPEC §3 §4 add-to-home prompt: numbers come as text, read defensively", () => {
  it.each([
    ["reg_days", "abc"],
    ["reg_days", "-3"],
    ["reg_days", "1e3"],
    ["reg_days", "2.5"],
    ["deposit_times", ""],
    ["deposit_least_times", "  "],
    ["withdrawal_times", "0x10"],
    ["withdrawal_least_times", "9999999999"],
    ["in_game_popup_interval", "soon"],
    ["in_game_popup_interval", "-1"],
    ["bind_card", "3"],
  ] as const)("§3 %s = %j switches that trigger off with a warning, and nothing else", (key, value) => {
    const warn = vi.fn();
    const rules = readRules(config({ [key]: on(value), reg_days_forced: on(), first_deposit: on() }), warn);
    expect(warn).toHaveBeenCalledWith("add_to_home_config_invalid", expect.objectContaining({ key }));
    const parsed = {
      reg_days: rules.regDays,
      deposit_times: rules.depositTimes,
      deposit_least_times: rules.depositLeastTimes,
      withdrawal_times: rules.withdrawalTimes,
      withdrawal_least_times: rules.withdrawalLeastTimes,
      in_game_popup_interval: rules.inGameMs,
      bind_card: rules.bindCard,
    };
    expect(parsed[key]).toBeNull();
    expect(rules.on).toBe(true);
    expect(rules.firstDeposit).toBe(true);
  });

  it("§3 numbers with spaces around them, and numbers sent as numbers, are read", () => {
    const rules = readRules(config({ reg_days: on(" 7 "), deposit_times: { enabled: true, value: 3 as unknown as string } }), vi.fn());
    expect(rules.regDays).toBe(7);
    expect(rules.depositTimes).toBe(3);
  });

  it.each([
    ["null", null],
    ["a list", []],
    ["text", "on"],
    ["a number", 3],
  ])("§3 a configuration that is %s gives no prompt and never throws", (_name, raw) => {
    const warn = vi.fn();
    const rules = readRules(raw, warn);
    expect(rules.on).toBe(false);
    expect(warn).toHaveBeenCalled();
  });

  it("§3 items of the wrong shape count as off, with a warning", () => {
    const warn = vi.fn();
    const rules = readRules(
      {
        download_condition_switch: { enabled: "true", value: "1" },
        reg_days: "30",
        first_deposit: { enabled: true, value: { nested: 1 } },
        login_required: null,
      } as unknown as DownloadConfig,
      warn,
    );
    expect(rules).toMatchObject({ on: false, regDays: null, firstDeposit: false, loginRequired: false });
    expect(warn).toHaveBeenCalledWith("add_to_home_config_invalid", expect.objectContaining({ key: "download_condition_switch" }));
  });

  it("§4 the look: bottom_app_bar_mode picks the bottom sheet (with bottom_app_desc), otherwise full screen (with app_desc)", () => {
    const items = { app_desc: on("Full"), bottom_app_desc: on("Bottom"), app_background: on("https://cdn.example/bg.webp") };
    expect(rulesOf({ ...items, bottom_app_bar_mode: on() }).look).toEqual({
      variant: "bottom",
      theme: "light",
      background: "https://cdn.example/bg.webp",
      description: "Bottom",
    });
    expect(rulesOf({ ...items, bottom_app_bar_mode: off("1") }).look).toMatchObject({ variant: "fullScreen", description: "Full" });
    expect(rulesOf({ app_desc: off("Hidden") }).look.description).toBeNull();
  });

  it("§4 light theme by default; dark only when the merchant says dark", () => {
    expect(rulesOf().look.theme).toBe("light");
    expect(rulesOf({ theme: on("dark") }).look.theme).toBe("dark");
    expect(rulesOf({ theme: on(" DARK ") }).look.theme).toBe("dark");
    expect(rulesOf({ theme: off("dark") }).look.theme).toBe("light");
    const warn = vi.fn();
    expect(readRules(config({ theme: on("neon") }), warn).look.theme).toBe("light");
    expect(warn).toHaveBeenCalledWith("add_to_home_config_invalid", expect.objectContaining({ key: "theme" }));
  });

  it.each(["javascript:alert(1)", "//evil.example/x.png", "data:image/png;base64,AAAA", 'https://x.example/a.png") no-repeat, url("y', "ftp://x/y.png"])(
    "DESIGN §5 an app_background that is not an http(s) address or a path of this site (%s) is not used",
    (value) => {
      const warn = vi.fn();
      expect(readRules(config({ app_background: on(value) }), warn).look.background).toBeNull();
      expect(warn).toHaveBeenCalled();
    },
  );

  it("§4 an app_background on this site's own path is used", () => {
    expect(rulesOf({ app_background: on("/sandbox/demo/content/activity-app.webp") }).look.background).toBe("/sandbox/demo/content/activity-app.webp");
  });
});
