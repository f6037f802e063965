import { screen, within } from "@testing-library/react";
import { createStore } from "jotai";
import { describe, expect, it } from "vitest";
import { browserInfo, chooseGuide, installGuideAtom } from "../../client/core/install";
import { merchantAtom } from "../../client/core/startup/atoms";
import Guide from "../../client/features/install/Guide";
import { DEMO_BRAND, renderInApp, startEachTestSignedOut } from "./appHarness";

const FOCUS_ANDROID =
  "Mozilla/5.0 (Linux; Android 7.1.1) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Focus/8.0 Chrome/69.0.3497.100 Mobile Safari/537.36";
const YANDEX_IOS =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 YaBrowser/24.4.5.498.10 SA/3 Mobile/15E148 Safari/604.1";
const EDGE_ANDROID = "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 EdgA/124.0.2478.64";

function showGuideFor(userAgent: string) {
  const store = createStore();
  store.set(merchantAtom, DEMO_BRAND);
  store.set(installGuideAtom, chooseGuide(browserInfo({ userAgent })));
  renderInApp(store, <Guide />);
  const sheet = screen.getByRole("dialog", { name: "Add Demo to your Home Screen" });
  return within(sheet).getAllByRole("listitem");
}

describe("issue #35 item 10: the guide sheet for each browser", () => {
  startEachTestSignedOut();

  it("issue #35 item 10: Firefox Focus is told why, by the app's name, and offered Chrome and the link", () => {
    const [first] = showGuideFor(FOCUS_ANDROID);
    expect(first!.textContent).toContain("Firefox Focus forgets your sign-in every time it closes");
    expect(first!.textContent).toContain("To keep Demo on your Home Screen");
    expect(within(first!).getByRole("link", { name: "Open in Chrome" }).getAttribute("href")).toMatch(/package=com\.android\.chrome/);
    expect(within(first!).getByRole("button", { name: "Copy link" })).toBeTruthy();
  });

  it("issue #35 item 10: Yandex on iPhone is sent to Safari with the link to copy, and is not called an app", () => {
    const steps = showGuideFor(YANDEX_IOS);
    expect(steps[0]!.textContent).toContain("Safari can add Demo to your Home Screen");
    expect(steps[0]!.textContent).not.toContain("This app");
    expect(within(steps[0]!).getByRole("button", { name: "Copy link" })).toBeTruthy();
    expect(within(steps[0]!).queryByRole("link", { name: "Open in Chrome" })).toBeNull();
    expect(steps).toHaveLength(3);
  });

  it("issue #35 item 10: Edge on Android draws its own ••• menu, then Add to phone", () => {
    const steps = showGuideFor(EDGE_ANDROID);
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining("Tap the menu button at the bottom of the screen."),
      expect.stringContaining("Tap Add to phone, then Install."),
    ]);
    expect(within(steps[0]!).getByRole("img", { name: "••• button" })).toBeTruthy();
    expect(within(steps[0]!).queryByRole("img", { name: "Menu button (three lines)" })).toBeNull();
  });
});
