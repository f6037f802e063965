import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sessionAtom } from "../../client/core/session";
import MiniGame from "../../client/features/miniGame/MiniGame";
import {
  BOTTOM_BAR_ATTRIBUTE,
  bottomBarsInset,
  clampToViewport,
  clickAllowed,
  dragMargin,
  isClick,
  startPosition,
} from "../../client/features/miniGame/dragRules";
import { createI18n } from "../../client/lib/i18n";
import { siteSettingsAtom } from "../../client/core/startup/atoms";
import type { SiteSettings } from "#shared/contract";
import { MINI_GAME_SCRIPTS, miniGameVariant } from "#shared/miniGame";
import { MC_MINI_GAME_GLOBAL as MINI_GAME_GLOBAL } from "#shared/platformForms/miniGame";
import EN from "../../locales/EN.json";

const VIEWPORT = { width: 390, height: 844 };
const SIZE = { width: 64, height: 64 };

describe("SPEC §9 mini-game container rules", () => {
  it("§9 the drag margin is 2% of the window's width, kept from every edge", () => {
    expect(dragMargin(VIEWPORT)).toBeCloseTo(7.8);
    expect(clampToViewport({ x: -50, y: -50 }, SIZE, VIEWPORT)).toEqual({ x: 7.8, y: 7.8 });
    expect(clampToViewport({ x: 999, y: 9_999 }, SIZE, VIEWPORT)).toEqual({ x: 390 - 64 - 7.8, y: 844 - 64 - 7.8 });
    expect(clampToViewport({ x: 100, y: 200 }, SIZE, VIEWPORT)).toEqual({ x: 100, y: 200 });
  });

  it("§9 a movement under 2 px is a click", () => {
    expect(isClick({ x: 10, y: 10 }, { x: 11, y: 11 })).toBe(true);
    expect(isClick({ x: 10, y: 10 }, { x: 12, y: 10 })).toBe(false);
  });

  it("§9 a click within 250 ms of the last is ignored", () => {
    expect(clickAllowed(1_000, null)).toBe(true);
    expect(clickAllowed(1_249, 1_000)).toBe(false);
    expect(clickAllowed(1_250, 1_000)).toBe(true);
  });

  it("it starts at the trailing edge: the right, or the left on a right-to-left page", () => {
    expect(startPosition(SIZE, VIEWPORT, false).x).toBeCloseTo(390 - 64 - 7.8);
    expect(startPosition(SIZE, VIEWPORT, true).x).toBeCloseTo(7.8);
  });

  it("issue #35 item 7: it starts, and stays, above the bars fixed at the bottom (navigation, download bar), never on their buttons", () => {
    const nav = 64;
    expect(startPosition(SIZE, VIEWPORT, false, nav).y).toBeCloseTo(844 - nav - 64 - 7.8);
    expect(clampToViewport({ x: 100, y: 800 }, SIZE, VIEWPORT, nav + 72).y).toBeCloseTo(844 - nav - 72 - 64 - 7.8);
    const doc = document.implementation.createHTMLDocument();
    for (const top of [780, 708, 0]) {
      const bar = doc.createElement("div");
      bar.setAttribute(BOTTOM_BAR_ATTRIBUTE, "");
      // A bar of no height (a hidden one) counts for nothing.
      bar.getBoundingClientRect = () => ({ top, height: top ? 844 - top : 0 }) as DOMRect;
      doc.body.append(bar);
    }
    expect(bottomBarsInset(doc, 844)).toBe(844 - 708);
  });

  it("§5 §7 enabled only with LOTTMINIGAME3 (v1 script) or SEALOTTMINIGAME3 (s1)", () => {
    expect(miniGameVariant({ LOTTMINIGAME3: true })).toBe("v1");
    expect(miniGameVariant({ LOTTMINIGAME3: true, SEALOTTMINIGAME3: true })).toBe("v1");
    expect(miniGameVariant({ SEALOTTMINIGAME3: true })).toBe("s1");
    expect(miniGameVariant({})).toBeNull();
  });
});

describe("SPEC §2 §4 the mini-game container", () => {
  const opened = vi.fn();
  const destroyed = vi.fn();
  let mounted = 0;

  function settings(flags: Record<string, boolean>): SiteSettings {
    return { whitelabel: flags } as unknown as SiteSettings;
  }

  function renderMiniGame(flags: Record<string, boolean>, token: string | null = "t") {
    const store = createStore();
    store.set(siteSettingsAtom, settings(flags));
    store.set(sessionAtom, token ? { token, userName: "p" } : null);
    const view = render(
      <Provider store={store}>
        <I18nextProvider i18n={createI18n("EN", EN)}>
          <MiniGame />
        </I18nextProvider>
      </Provider>,
    );
    return { store, view };
  }

  /** The script the page would load: appending it "loads" at once and defines the mini-game's interface (or, another form's, none). */
  function answerScripts({ defines = true }: { defines?: boolean } = {}) {
    const sources: string[] = [];
    vi.spyOn(document.head, "appendChild").mockImplementation(<T extends Node>(node: T): T => {
      const script = node as unknown as HTMLScriptElement;
      sources.push(script.src);
      if (defines)
        (window as unknown as Record<string, unknown>)[MINI_GAME_GLOBAL] = {
          mount: () => {
            mounted += 1;
            return { open: opened, destroy: destroyed };
          },
        };
      queueMicrotask(() => script.onload?.(new Event("load")));
      return node;
    });
    return sources;
  }

  beforeEach(() => {
    vi.useFakeTimers();
    opened.mockReset();
    destroyed.mockReset();
    mounted = 0;
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
    delete (window as unknown as Record<string, unknown>)[MINI_GAME_GLOBAL];
  });

  const bubble = () => screen.getByRole("button", { name: "Quick lottery" });
  const flush = () => act(async () => vi.advanceTimersByTimeAsync(0));

  it("issue #36 a script of another form (it gives no interface the merchant's form reads) takes the bubble away: no spinner left forever", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    answerScripts({ defines: false });
    renderMiniGame({ LOTTMINIGAME3: true });
    expect(bubble().getAttribute("aria-busy")).toBe("true");
    await flush();
    await flush();
    expect(screen.queryByRole("button", { name: "Quick lottery" })).toBeNull();
    expect(mounted).toBe(0);
  });

  it("§4 hidden for guests; for members the v1 script is loaded with its _t query", async () => {
    const sources = answerScripts();
    renderMiniGame({ LOTTMINIGAME3: true }, null);
    expect(screen.queryByRole("button", { name: "Quick lottery" })).toBeNull();
    cleanup();
    renderMiniGame({ LOTTMINIGAME3: true });
    await flush();
    expect(sources).toHaveLength(1);
    expect(new URL(sources[0]!).pathname).toBe(MINI_GAME_SCRIPTS.v1);
    expect(new URL(sources[0]!).searchParams.get("_t")).toMatch(/^\d+$/);
    expect(mounted).toBe(1);
  });

  it("§4 re-evaluated when the login state changes: a logout takes it down", async () => {
    answerScripts();
    const { store } = renderMiniGame({ LOTTMINIGAME3: true });
    await flush();
    expect(bubble()).toBeTruthy();
    act(() => store.set(sessionAtom, null));
    expect(screen.queryByRole("button", { name: "Quick lottery" })).toBeNull();
    expect(destroyed).toHaveBeenCalled();
  });

  it("§9 a drag moves it, kept 2% inside the screen; a press under 2 px opens it; a second within 250 ms does not", async () => {
    answerScripts();
    renderMiniGame({ LOTTMINIGAME3: true });
    await flush();
    const start = { left: bubble().style.left, top: bubble().style.top };
    fireEvent.pointerDown(bubble(), { clientX: 300, clientY: 500, pointerId: 1 });
    fireEvent.pointerMove(bubble(), { clientX: 100, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(bubble(), { clientX: -4000, clientY: 100, pointerId: 1 });
    fireEvent.pointerUp(bubble(), { clientX: -4000, clientY: 100, pointerId: 1 });
    expect(bubble().style.left).not.toBe(start.left);
    expect(parseFloat(bubble().style.left)).toBeCloseTo(dragMargin({ width: window.innerWidth, height: window.innerHeight }));
    expect(opened).not.toHaveBeenCalled();

    const tap = (x: number) => {
      fireEvent.pointerDown(bubble(), { clientX: x, clientY: 300, pointerId: 2 });
      fireEvent.pointerUp(bubble(), { clientX: x + 1, clientY: 300, pointerId: 2 });
    };
    tap(20);
    expect(opened).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(249);
    tap(20);
    expect(opened).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    tap(20);
    expect(opened).toHaveBeenCalledTimes(2);
  });

  it("§2 the SEA variant (s1 script) is fixed: a drag does not move it", async () => {
    const sources = answerScripts();
    renderMiniGame({ SEALOTTMINIGAME3: true });
    await flush();
    expect(new URL(sources[0]!).pathname).toBe(MINI_GAME_SCRIPTS.s1);
    const before = bubble().style.left;
    fireEvent.pointerDown(bubble(), { clientX: 300, clientY: 500, pointerId: 1 });
    fireEvent.pointerMove(bubble(), { clientX: 100, clientY: 100, pointerId: 1 });
    fireEvent.pointerUp(bubble(), { clientX: 100, clientY: 100, pointerId: 1 });
    expect(bubble().style.left).toBe(before);
    expect(opened).not.toHaveBeenCalled();
  });

  it("§9 every 250 ms it is put back inside the screen (a turn or a resize moved the edges)", async () => {
    answerScripts();
    renderMiniGame({ LOTTMINIGAME3: true });
    await flush();
    const width = window.innerWidth;
    Object.defineProperty(window, "innerWidth", { configurable: true, value: 200 });
    try {
      act(() => vi.advanceTimersByTime(249));
      expect(parseFloat(bubble().style.left)).toBeGreaterThan(200 - 64);
      act(() => vi.advanceTimersByTime(1));
      expect(parseFloat(bubble().style.left)).toBeCloseTo(200 - 64 - 4);
    } finally {
      Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
    }
  });
});
