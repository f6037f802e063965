import { describe, expect, it } from "vitest";
import { readInitialState } from "../../client/core/startup/initialState";
import { INITIAL_STATE_ELEMENT_ID, serializeState, type InitialState } from "#shared/initialState";

describe("DESIGN §4 inlined state", () => {
  it("§4 state survives the round trip through a script element, even with hostile text", () => {
    const state = {
      merchant: {
        code: "DEMO",
        name: "</script><script>alert(1)</script>\u2028",
        logoUrl: "/l.svg",
        currency: "BRL",
        languages: ["EN"],
        allowedRedirectOrigins: [],
        allowedGameOrigins: [],
      },
      language: "EN",
      stringsVersion: "<b>",
      siteSettings: null,
      signedIn: false,
      version: { build: "b1", release: "" },
    } as InitialState;
    const json = serializeState(state);
    expect(json).not.toMatch(/[<>\u2028\u2029]/);
    document.body.innerHTML = `<script id="${INITIAL_STATE_ELEMENT_ID}" type="application/json">${json}</script>`;
    expect(readInitialState(document)).toEqual(state);
  });
});
