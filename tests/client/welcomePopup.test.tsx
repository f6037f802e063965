import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { createStore } from "jotai";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toastAtom } from "../../client/core/notices/queue";
import { sessionAtom } from "../../client/core/session";
import Popups from "../../client/features/announcements/Popups";
// The popup is a lazy part of Popups; loaded here, its import resolves at once under the fake clock.
import "../../client/features/announcements/AnnouncementPopup";
import type { SessionInfo } from "../../client/lib/session";
import { edgeContentAtom } from "../../client/core/startup/atoms";
import { overlaySettledAtom, overlayTurnsRuledAtom } from "../../client/core/overlays/atoms";
import type { Banner, PopupAnnouncementList } from "#shared/contract";
import { LOCAL_STORAGE, SESSION_STORAGE } from "#shared/storageKeys";
import { renderInApp } from "./appHarness";
import { answerWith, json, recordEffects } from "./requestHarness";

const MEMBER: SessionInfo = { token: "t", userName: "p" };
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";

const banner = (groupName: string, url: string, extra: Partial<Banner> = {}): Banner => ({
  id: groupName,
  groupName,
  title: "Spring bonus",
  linkageType: "",
  linkage: "",
  url,
  width: 600,
  height: 800,
  ...extra,
});
const WELCOME = [
  banner("m_home", "/img/home.png"),
  banner("m_popup2", "/img/second.png", { text: "Deposit today for a 50% bonus." }),
  banner("m_popup1", "/img/first.png", { linkageType: "URL", linkage: "https://promo.example/spring" }),
];
const ANNOUNCEMENTS: PopupAnnouncementList = {
  style: "slider",
  forceRead: false,
  dontShowToday: false,
  doNotShowAgain: false,
  items: [{ id: "a1", title: "Maintenance tonight", content: "<p>From 2 to 3 am.</p>", promotionType: "", execution: "A" }],
};

function renderPopups({
  path,
  session = MEMBER,
  banners = WELCOME,
  ruled = false,
}: {
  path: string;
  session?: SessionInfo | null;
  banners?: Banner[];
  /** The app rules the turns (client/app/OverlayTurns.tsx), and the page has not settled yet. */
  ruled?: boolean;
}) {
  const store = createStore();
  store.set(overlayTurnsRuledAtom, ruled);
  store.set(sessionAtom, session);
  // Banners as the edge inlines them for the first paint (the store's language is CN).
  store.set(edgeContentAtom, { language: "CN", banners, lanes: null, marquee: null });
  const router = renderInApp(store, <Popups />, path);
  const go = (to: string) => act(async () => void (await router.navigate(to)));
  return { store, router, go };
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  // A lazy part starts loading in a task of its own (lib/ui/lazyPart.ts): that task runs, and no time passes.
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

async function closePopup() {
  fireEvent.click(screen.getByRole("button", { name: "Close" }));
  await advance(200);
}

const dialog = () => screen.queryByRole("dialog");
const seen = () => JSON.parse(localStorage.getItem(LOCAL_STORAGE.welcomePopupSeen) ?? "[]") as string[];

describe("SPEC §4 Welcome-image popups", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    window.history.replaceState(null, "", "/m/home?affiliateCode=AF1&token=secret");
    recordEffects();
    answerWith((url) => (url.searchParams.get("types") === "POPUP" ? json({ success: true, value: ANNOUNCEMENTS }) : json({ success: false }, 404)));
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(IPHONE);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, "standalone");
  });

  it("§4 Welcome-image popups: the image (m_popup1) first, then the text (m_popup2), then the announcement", async () => {
    renderPopups({ path: "/m/home" });
    const image = screen.getByRole("img", { name: "Spring bonus" });
    expect(image.getAttribute("src")).toBe("/img/first.png");
    expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["600", "800"]);
    const save = screen.getByRole("link", { name: "Save" });
    expect([save.getAttribute("href"), save.getAttribute("download")]).toEqual(["/img/first.png", "first.png"]);
    expect(screen.getByRole("button", { name: "Copy link" })).toBeTruthy();
    expect(seen()).toEqual(["first.png"]);

    // The announcement's check time passes while the welcome image is open: it waits its turn.
    await advance(2_000);
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
    expect(screen.queryByText("Maintenance tonight")).toBeNull();

    await closePopup();
    expect(screen.getByText("Deposit today for a 50% bonus.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Save" }).getAttribute("href")).toBe("/img/second.png");
    expect(screen.queryByRole("button", { name: "Copy link" })).toBeNull();
    expect(seen()).toEqual(["first.png", "second.png"]);

    await closePopup();
    expect(screen.getByText("Maintenance tonight")).toBeTruthy();
    expect(sessionStorage.getItem(SESSION_STORAGE.welcomePopup)).toBe("0");
  });

  it("issue #37 a welcome image waiting for its turn is fetched out of sight, and opens whole when the page settles", async () => {
    // The app rules the turns and the page has not settled: nothing opens yet, but the picture is already asked for.
    const { store } = renderPopups({ path: "/m/home", ruled: true });
    expect(dialog()).toBeNull();
    const ahead = document.querySelector<HTMLImageElement>('picture[hidden] img[src="/img/first.png"]');
    expect(ahead).not.toBeNull();
    expect(ahead!.alt).toBe("");
    expect(screen.queryByRole("img", { name: "Spring bonus" })).toBeNull();

    act(() => store.set(overlaySettledAtom, true));
    expect(dialog()).not.toBeNull();
    expect(screen.getByRole("img", { name: "Spring bonus" }).getAttribute("src")).toBe("/img/first.png");
    expect(document.querySelector("picture[hidden]")).toBeNull();
  });

  it("issue #37 a text popup (m_popup2) waiting for its turn fetches nothing ahead", () => {
    renderPopups({ path: "/m/home", banners: [WELCOME[1]!], ruled: true });
    expect(dialog()).toBeNull();
    expect(document.querySelector("picture")).toBeNull();
  });

  it("§4 Welcome-image popups: an image whose file name is stored is skipped", async () => {
    localStorage.setItem(LOCAL_STORAGE.welcomePopupSeen, JSON.stringify(["first.png"]));
    renderPopups({ path: "/m/home" });
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByText("Deposit today for a 50% bonus.")).toBeTruthy();
  });

  const standalone = () => vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("standalone"), media: query }));
  const homeScreen = () => Object.defineProperty(navigator, "standalone", { value: true, configurable: true });
  const nativeApp = () => vi.spyOn(navigator, "userAgent", "get").mockReturnValue(`${IPHONE} MerchantApp/2.5 123e4567-e89b-12d3-a456-426614174000`);
  const flagOff = () => sessionStorage.setItem(SESSION_STORAGE.welcomePopup, "0");

  it.each([
    ["as an installed web app (PWA)", standalone],
    ["in home-screen mode", homeScreen],
    ["inside the native app", nativeApp],
    ["when the session flag is 0", flagOff],
  ])("§4 Welcome-image popups: not shown %s, and the announcement is not held back", async (_, arrange) => {
    arrange();
    renderPopups({ path: "/m/home" });
    await advance(25_000);
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.queryByText("Deposit today for a 50% bonus.")).toBeNull();
    expect(screen.getByText("Maintenance tonight")).toBeTruthy();
  });

  it("§4 Welcome-image popups: off the home paths they are tried again after 20 s", async () => {
    const { go } = renderPopups({ path: "/m/game" });
    await advance(500);
    expect(screen.queryByRole("img")).toBeNull();

    await go("/m/home");
    // On a home path the member's announcement comes first; the welcome images wait for it to close.
    await advance(500);
    expect(screen.getByText("Maintenance tonight")).toBeTruthy();
    fireEvent.keyDown(document, { key: "Escape" });
    await advance(200);
    await advance(18_799);
    expect(screen.queryByRole("img")).toBeNull();
    await advance(1);
    expect(screen.getByRole("img", { name: "Spring bonus" })).toBeTruthy();
  });

  it("§4 Welcome-image popups: still off the home paths at the retry, they wait another 20 s", async () => {
    answerWith(() => json({ success: false }, 404));
    const { go } = renderPopups({ path: "/m/game" });
    await advance(20_000);
    expect(screen.queryByRole("img")).toBeNull();
    await go("/");
    await advance(19_999);
    expect(screen.queryByRole("img")).toBeNull();
    await advance(1);
    expect(screen.getByRole("img", { name: "Spring bonus" })).toBeTruthy();
  });

  it("§2 Welcome-image popups: 'Copy link' copies the banner's address and says so", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.spyOn(navigator, "clipboard", "get").mockReturnValue({ writeText } as unknown as Clipboard);
    const { store } = renderPopups({ path: "/m/home" });
    fireEvent.click(screen.getByRole("button", { name: "Copy link" }));
    await act(async () => {});
    expect(writeText).toHaveBeenCalledWith("https://promo.example/spring");
    expect(store.get(toastAtom)).toMatchObject({ message: { key: "popup.welcome.copied" }, durationMs: 1500 });
  });

  it("§2 Welcome-image popups: without the Clipboard API the page's link, with only the kept query, is copied by selection", async () => {
    vi.spyOn(navigator, "clipboard", "get").mockReturnValue(undefined as unknown as Clipboard);
    let copied = "";
    const execCommand = vi.fn(() => {
      copied = document.querySelector("textarea")?.value ?? "";
      return true;
    });
    Object.defineProperty(document, "execCommand", { value: execCommand, configurable: true });
    const { store } = renderPopups({ path: "/m/home", banners: [banner("m_popup1", "/img/first.png")] });
    const button = screen.getByRole("button", { name: "Copy link" });
    button.focus();
    fireEvent.click(button);
    await act(async () => {});
    expect(execCommand).toHaveBeenCalledWith("copy");
    expect(copied).toBe(`${location.origin}/m/home?affiliateCode=AF1`);
    expect(document.activeElement).toBe(button);
    expect(store.get(toastAtom)).toMatchObject({ message: { key: "popup.welcome.copied" } });
    Reflect.deleteProperty(document, "execCommand");
  });

  it("§4 Welcome-image popups: a dialog that Escape closes, labelled, with focus inside", async () => {
    renderPopups({ path: "/", session: null });
    const shown = dialog()!;
    expect(shown.getAttribute("aria-modal")).toBe("true");
    expect(document.getElementById(shown.getAttribute("aria-labelledby")!)?.textContent).toBe("Welcome");
    expect(shown.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document, { key: "Escape" });
    await advance(200);
    expect(screen.getByText("Deposit today for a 50% bonus.")).toBeTruthy();
  });
});
