import { screen } from "@testing-library/react";
import { createStore } from "jotai";
import { describe, expect, it } from "vitest";
import { ResponsibleGamblingLink } from "../../client/features/member/ResponsibleGamblingLink";
import { merchantAtom } from "../../client/core/startup/atoms";
import { DEMO_BRAND, renderInApp, startEachTestSignedOut } from "./appHarness";

function renderWith(responsibleGamblingUrl: string | undefined) {
  const store = createStore();
  store.set(merchantAtom, { ...DEMO_BRAND, consent: { minimumAge: 18, ...(responsibleGamblingUrl ? { responsibleGamblingUrl } : {}) } });
  renderInApp(store, <ResponsibleGamblingLink />, "/m/member");
}

describe("issue #14 the responsible-gambling link in the member area", () => {
  startEachTestSignedOut();

  it("§2 a path opens in this tab", () => {
    renderWith("/sandbox/demo/responsible-gambling.html");
    const link = screen.getByRole("link", { name: "Responsible gambling" });
    expect(link.getAttribute("href")).toBe("/sandbox/demo/responsible-gambling.html");
    expect(link.getAttribute("target")).toBeNull();
  });

  it("§2 an absolute address leaves the site: a new tab, without access back to this page, and it says so", () => {
    renderWith("https://rg.example/help");
    const link = screen.getByRole("link", { name: "Responsible gambling (opens in a new tab)" });
    expect(link.getAttribute("href")).toBe("https://rg.example/help");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("§2 no link when the merchant has no page", () => {
    renderWith(undefined);
    expect(screen.queryByRole("link")).toBeNull();
  });
});
