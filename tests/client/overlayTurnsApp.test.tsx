import { act, cleanup } from "@testing-library/react";
import { atom, createStore } from "jotai";
import { useAtomValue } from "../../client/lib/atomHooks";
import { afterEach, describe, expect, it } from "vitest";
import { OverlayTurns } from "../../client/app/OverlayTurns";
import { overlayAsksAtom, overlaySettledAtom, overlayTurnAtom } from "../../client/core/overlays/atoms";
import { SETTLED_ATTRIBUTE } from "../../client/lib/pageSettled";
import { OVERLAY_TURN_MARK } from "../../client/lib/ui/playerDialogs";
import { MC_MINI_GAME_GLOBAL } from "../../shared/platformForms/miniGame";
import type { MiniGameApi } from "../../shared/miniGame";
import { miniGameScript } from "../../worker/sandbox/miniGame/script";
import { renderInApp } from "./appHarness";

const sheetOpenAtom = atom(false);

/** A page with a sheet the player opens (a promotion's), and an overlay's dialog beside it. */
function Page() {
  const open = useAtomValue(sheetOpenAtom);
  return (
    <>
      {open && <div role="dialog" aria-modal="true" aria-label="Daily Lucky Wheel" />}
      <div role="dialog" aria-modal="true" aria-label="Welcome" {...OVERLAY_TURN_MARK} />
      <OverlayTurns />
    </>
  );
}

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute(SETTLED_ATTRIBUTE);
});

describe("issue #35 one overlay at a time, over the player's own dialogs too", () => {
  it("§4 a welcome popup waits while the player's promotion sheet is open, and takes its turn once it closes", async () => {
    document.documentElement.setAttribute(SETTLED_ATTRIBUTE, "");
    const store = createStore();
    store.set(overlayAsksAtom, new Map([["welcome", { forced: false }]]));
    renderInApp(store, <Page />, "/m/index");
    expect(store.get(overlaySettledAtom)).toBe(true);
    // The overlay's own dialog on the page is not the player's: the welcome may open.
    expect(store.get(overlayTurnAtom)).toBe("welcome");

    await act(async () => store.set(sheetOpenAtom, true));
    expect(store.get(overlayTurnAtom)).toBeNull();

    await act(async () => store.set(sheetOpenAtom, false));
    expect(store.get(overlayTurnAtom)).toBe("welcome");
  });

  it("§4 nothing opens by itself while the mini-game's panel is open: the platform's script draws it as a plain dialog", async () => {
    document.documentElement.setAttribute(SETTLED_ATTRIBUTE, "");
    const store = createStore();
    store.set(overlayAsksAtom, new Map([["welcome", { forced: false }]]));
    renderInApp(store, <Page />, "/m/home");
    expect(store.get(overlayTurnAtom)).toBe("welcome");

    // The sandbox's own script, as the platform serves it: the player taps the bubble and it appends its panel.
    new Function(miniGameScript("v1", "LOTTO1"))();
    const api = (window as unknown as Record<string, MiniGameApi>)[MC_MINI_GAME_GLOBAL]!;
    const face = document.body.appendChild(document.createElement("div"));
    const labels = { title: "Quick draw", nextDraw: "Next", lastResults: "Last", play: "Play", close: "Close" };
    const game = api.mount(face, { labels, launchPath: "/m/launchGame" });
    await act(async () => game.open());
    expect(document.querySelector('[role="dialog"][aria-label="Quick draw"]')).not.toBeNull();
    expect(store.get(overlayTurnAtom)).toBeNull();

    await act(async () => (document.querySelector('[aria-label="Close"]') as HTMLButtonElement).click());
    expect(store.get(overlayTurnAtom)).toBe("welcome");
    game.destroy();
    face.remove();
  });

  it("§4 nothing opens by itself over a game's frame (the launch page), but the game's own add-to-home trigger may", async () => {
    document.documentElement.setAttribute(SETTLED_ATTRIBUTE, "");
    const store = createStore();
    store.set(overlayAsksAtom, new Map([["welcome", { forced: false }]]));
    renderInApp(store, <Page />, "/m/launchGame");
    expect(store.get(overlayTurnAtom)).toBeNull();

    await act(async () =>
      store.set(
        overlayAsksAtom,
        new Map([
          ["welcome", { forced: false }],
          ["addToHome", { forced: true, inGame: true }],
        ]),
      ),
    );
    expect(store.get(overlayTurnAtom)).toBe("addToHome");
  });
});
