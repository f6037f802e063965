import { describe, expect, it } from "vitest";
import { nextTurn, type OverlayName } from "../../client/core/overlays";
import type { TurnMoment } from "../../client/core/overlays/overlayTurns";

/** Issue #35, docs/decisions/054: one interruption at a time. */
const asks = (...entries: [OverlayName, { forced?: boolean; inGame?: boolean }?][]) =>
  new Map(entries.map(([name, ask]) => [name, { forced: ask?.forced ?? false, ...(ask?.inGame ? { inGame: true } : {}) }]));
const moment = (over: Partial<TurnMoment>): TurnMoment => ({
  asks: new Map(),
  showing: null,
  settled: true,
  quiet: null,
  taskDone: false,
  shown: 0,
  budget: 2,
  ...over,
});

describe("issue #35 the overlays' turns", () => {
  it("one at a time: the one showing keeps its turn, whoever else asks", () => {
    expect(nextTurn(moment({ asks: asks(["welcome"], ["appUpgrade"]), showing: "welcome" }))).toBe("welcome");
    // Done (no longer asking): the next by priority.
    expect(nextTurn(moment({ asks: asks(["pushPrompt"], ["announcement"]), showing: "welcome" }))).toBe("announcement");
  });

  it("by priority: upgrade, announcement, welcome, add-to-home, install, push", () => {
    expect(nextTurn(moment({ asks: asks(["pushPrompt"], ["installPrompt"], ["addToHome"], ["welcome"]) }))).toBe("welcome");
    expect(nextTurn(moment({ asks: asks(["pushPrompt"], ["installPrompt"]) }))).toBe("installPrompt");
  });

  it("nothing before the page has painted its own first screen", () => {
    expect(nextTurn(moment({ asks: asks(["announcement"]), settled: false }))).toBeNull();
  });

  it("a visit's budget bounds the optional ones; forced ones are outside it", () => {
    expect(nextTurn(moment({ asks: asks(["welcome"], ["pushPrompt"]), shown: 2 }))).toBeNull();
    expect(nextTurn(moment({ asks: asks(["welcome"], ["addToHome", { forced: true }]), shown: 2 }))).toBe("addToHome");
    expect(nextTurn(moment({ asks: asks(["announcement", { forced: true }]), shown: 5, budget: 0 }))).toBe("announcement");
  });

  it("a money page: nothing, forced or not, until its task is done (deposit first, prompt after)", () => {
    const forced = asks(["addToHome", { forced: true }]);
    expect(nextTurn(moment({ asks: forced, quiet: "money" }))).toBeNull();
    expect(nextTurn(moment({ asks: asks(["addToHome"]), quiet: "money" }))).toBeNull();
    expect(nextTurn(moment({ asks: forced, quiet: "money", taskDone: true }))).toBe("addToHome");
    expect(nextTurn(moment({ asks: asks(["addToHome"]), quiet: "money", taskDone: true }))).toBe("addToHome");
  });

  it("a game: only the game's own add-to-home trigger; typing: nothing; an app that must update always", () => {
    expect(nextTurn(moment({ asks: asks(["announcement"], ["addToHome", { inGame: true }]), quiet: "game" }))).toBe("addToHome");
    expect(nextTurn(moment({ asks: asks(["announcement"]), quiet: "game" }))).toBeNull();
    expect(nextTurn(moment({ asks: asks(["addToHome", { forced: true }]), quiet: "typing", taskDone: true }))).toBeNull();
    expect(nextTurn(moment({ asks: asks(["appUpgrade", { forced: true }]), quiet: "money" }))).toBe("appUpgrade");
  });

  it("a dialog the player opened (a promotion's sheet, the login dialog, a notice): nothing opens over it, forced or not", () => {
    expect(
      nextTurn(moment({ asks: asks(["welcome"], ["announcement", { forced: true }], ["addToHome", { forced: true, inGame: true }]), quiet: "dialog" })),
    ).toBeNull();
    // What is already on screen keeps its turn; an app that must update still comes first.
    expect(nextTurn(moment({ asks: asks(["welcome"]), showing: "welcome", quiet: "dialog" }))).toBe("welcome");
    expect(nextTurn(moment({ asks: asks(["appUpgrade", { forced: true }]), quiet: "dialog" }))).toBe("appUpgrade");
  });
});
