import { createStore } from "jotai";
import { describe, expect, it } from "vitest";
import type { MemberInfo } from "#shared/contract";
import type { MerchantBrand } from "#shared/initialState";
import { parseMerchantConfig } from "#shared/merchantConfig";
import { bannerAction } from "../../client/core/links/linkRules";
import { readLinkContext } from "../../client/core/links/useLinkAction";
import { memberInfoAtom, sessionAtom } from "../../client/core/session";
import { merchantAtom } from "../../client/core/startup/atoms";
import { DEMO_MERCHANTS } from "../../worker/merchant/demoMerchants";

/** Issue #34, finding 4: links that leave the site carry the session only where the merchant says (docs/decisions/053). */

const brand = (sessionLinkOrigins?: string[]): MerchantBrand => ({
  code: "DEMO",
  name: "Demo Bet",
  logoUrl: "/m/logo.png",
  currency: "BRL",
  languages: ["EN" as const],
  allowedRedirectOrigins: ["https://news.demo.example"],
  allowedGameOrigins: [],
  ...(sessionLinkOrigins ? { sessionLinkOrigins } : {}),
});

describe("§9 token-in-link, as the merchant configures it", () => {
  it("§9 a session that came by the address (no name) gives the outside page member info's name, never an empty one", () => {
    const store = createStore();
    store.set(merchantAtom, brand(["https://news.demo.example"]));
    store.set(sessionAtom, { token: "tok-123" });
    expect(bannerAction({ linkageType: "URL", linkage: "https://news.demo.example/p" }, readLinkContext(store))).toEqual({
      kind: "outside",
      url: "https://news.demo.example/p?token=tok-123",
    });
    store.set(memberInfoAtom, { userName: "player1" } as MemberInfo);
    expect(bannerAction({ linkageType: "URL", linkage: "https://news.demo.example/p" }, readLinkContext(store))).toEqual({
      kind: "outside",
      url: "https://news.demo.example/p?token=tok-123&username=player1",
    });
  });

  it("§9 a page inlined before the setting existed sends the token to no outside origin", () => {
    const store = createStore();
    store.set(merchantAtom, brand());
    store.set(sessionAtom, { token: "tok-123", userName: "player1" });
    expect(bannerAction({ linkageType: "URL", linkage: "https://news.demo.example/p" }, readLinkContext(store))).toEqual({
      kind: "outside",
      url: "https://news.demo.example/p",
    });
  });

  it("§9 a merchant config that trusts an origin links may not open is refused, naming the field", () => {
    const demo = DEMO_MERCHANTS[0]!;
    const parsed = parseMerchantConfig({ ...demo, sessionLinkOrigins: ["https://elsewhere.example"] });
    expect(parsed).toEqual({ ok: false, problems: [expect.stringContaining("sessionLinkOrigins")] });
    expect(parseMerchantConfig(demo).ok).toBe(true);
    // Brand B and Brand C keep the default: no outside origin gets the session.
    for (const other of DEMO_MERCHANTS.slice(1)) {
      const config = parseMerchantConfig(other);
      expect(config.ok && config.config.sessionLinkOrigins).toEqual([]);
    }
  });
});
