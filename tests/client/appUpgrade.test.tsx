import { fireEvent, screen } from "@testing-library/react";
import { createStore } from "jotai";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AppUpgrade } from "../../client/features/updates/AppUpgrade";
import { appUpgradeNeeded } from "../../client/features/updates/updateRules";
import { nativeAppVersion, versionOlderThan } from "../../client/lib/platform";
import { merchantAtom, siteSettingsAtom } from "../../client/core/startup/atoms";
import type { SiteSettings } from "#shared/contract";
import { DEMO_BRAND, renderInApp, startEachTestSignedOut } from "./appHarness";

const APP_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 MerchantApp/2.5.1 3f2504e0-4f89-11d3-9a0c-0305e82c3301";
const BROWSER_UA = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

describe("SPEC §2 app-upgrade modal: when it shows", () => {
  it("§2 versions compare part by part: 2.4.9 is older than 2.4.39, 2.10 newer than 2.9", () => {
    expect(versionOlderThan([2, 4, 9], "2.4.39")).toBe(true);
    expect(versionOlderThan([2, 10], "2.9")).toBe(false);
    expect(versionOlderThan([2, 6, 0], "2.6")).toBe(false);
    expect(nativeAppVersion(APP_UA)).toEqual([2, 5, 1]);
    expect(nativeAppVersion(BROWSER_UA)).toBeNull();
  });

  it("§2 only inside a native app older than the newest version", () => {
    expect(appUpgradeNeeded([2, 5, 1], "2.6.0", false, false, versionOlderThan)).toEqual({ mandatory: false });
    expect(appUpgradeNeeded([2, 6, 0], "2.6.0", false, false, versionOlderThan)).toBeNull();
    expect(appUpgradeNeeded(null, "2.6.0", false, false, versionOlderThan)).toBeNull();
    expect(appUpgradeNeeded([2, 5], undefined, false, false, versionOlderThan)).toBeNull();
    expect(appUpgradeNeeded([2, 5], "latest!", false, false, versionOlderThan)).toBeNull();
  });

  it("§2 closed once, it stays closed this session; a mandatory one cannot be closed and always shows", () => {
    expect(appUpgradeNeeded([2, 5], "2.6", false, true, versionOlderThan)).toBeNull();
    expect(appUpgradeNeeded([2, 5], "2.6", true, true, versionOlderThan)).toEqual({ mandatory: true });
  });
});

describe("SPEC §2 app-upgrade modal: what the player sees", () => {
  startEachTestSignedOut();
  beforeEach(() => vi.spyOn(navigator, "userAgent", "get").mockReturnValue(APP_UA));

  function open(mandatory: boolean) {
    const store = createStore();
    store.set(merchantAtom, DEMO_BRAND);
    store.set(siteSettingsAtom, {
      whitelabel: { FORCEAPPUPDATE3: mandatory },
      whitelabelVal: { LATEST_APP_VERSION: "2.6.0" },
      resources: { Android: "https://dl.demo.example/demo.apk" },
    } as unknown as SiteSettings);
    renderInApp(store, <AppUpgrade />);
    return store;
  }

  it("§2 title, description and 'update now', which downloads the app; the close button hides it for the session", () => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    open(false);
    const dialog = screen.getByRole("dialog", { name: "Update available" });
    expect(dialog.textContent).toContain("A new version of the Demo app is out");
    fireEvent.click(screen.getByRole("button", { name: "Update now" }));
    expect(assign).toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(sessionStorage.getItem("MC_APP_UPGRADE_CLOSED")).toBe("1");
  });

  it("§2 with the mandatory-update flag there is no close button, and Escape does nothing", () => {
    open(true);
    expect(screen.getByRole("dialog", { name: "Update available" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.getByRole("dialog", { name: "Update available" })).toBeTruthy();
  });

  it("§2 in a browser (not the app) nothing shows", () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(BROWSER_UA);
    open(true);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
