import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { noticeQueueAtom, toastAtom } from "../../client/core/notices/queue";
import { sessionAtom } from "../../client/core/session";
import Popups from "../../client/features/announcements/Popups";
// The popup is a lazy part of Popups; loaded here, its import resolves at once under the fake clock.
import "../../client/features/announcements/AnnouncementPopup";
import { createI18n } from "../../client/lib/i18n";
import type { SessionInfo } from "../../client/lib/session";
import { edgeContentAtom } from "../../client/core/startup/atoms";
import type { PopupAnnouncement, PopupAnnouncementList } from "#shared/contract";
import { LOCAL_STORAGE } from "#shared/storageKeys";
import EN from "../../locales/EN.json";
import { answerWith, json, recordEffects } from "./requestHarness";

const MEMBER: SessionInfo = { token: "t", userName: "p" };

/** The popups as the app mounts them, on a page of a memory router, with a jotai store and English strings. */
function renderPopups({ path, session = null }: { path: string; session?: SessionInfo | null }) {
  const store = createStore();
  store.set(sessionAtom, session);
  // No welcome images: the edge inlined an empty banner list (the store's language is CN).
  store.set(edgeContentAtom, { language: "CN", banners: [], lanes: null, marquee: null });
  const router = createMemoryRouter([{ path: "*", element: <Popups /> }], { initialEntries: [path] });
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n("EN", EN)}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>,
  );
  const go = (to: string) => act(async () => void (await router.navigate(to)));
  return { store, router, view, go };
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

const item = (id: string, execution: PopupAnnouncement["execution"], extra: Partial<PopupAnnouncement> = {}): PopupAnnouncement => ({
  id,
  title: `Title ${id}`,
  content: `<p>Content ${id}</p>`,
  promotionType: "",
  execution,
  ...extra,
});
const popupList = (items: PopupAnnouncement[], extra: Partial<PopupAnnouncementList> = {}): PopupAnnouncementList => ({
  style: "slider",
  forceRead: false,
  dontShowToday: false,
  doNotShowAgain: false,
  items,
  ...extra,
});

/** The platform answers the popup list with what `current()` holds at the time of the call. */
function answerPopups(current: () => PopupAnnouncementList | "fail") {
  const calls = answerWith((url) => {
    if (url.pathname.endsWith("/MCSFE_getListAnnouncements") && url.searchParams.get("types") === "POPUP") {
      const list = current();
      return list === "fail" ? json({ success: false, message: "boom", errorCode: "internal_error" }, 500) : json({ success: true, value: list });
    }
    return json({ success: false, message: "not here" }, 404);
  });
  return { count: () => calls.filter((entry) => entry.url.searchParams.get("types") === "POPUP").length };
}

const dialog = () => screen.queryByRole("dialog");
const titles = () => screen.queryAllByRole("heading").map((heading) => heading.textContent);
const record = () => JSON.parse(localStorage.getItem(LOCAL_STORAGE.announcementPopup) ?? "null") as Record<string, unknown> | null;
const closeButton = () => screen.getByRole("button", { name: "Close" });

/** Closes with the close button and lets the closing animation run. */
async function closePopup() {
  fireEvent.click(closeButton());
  await advance(200);
}

const MIXED = [item("a1", "A"), item("f1", "F"), item("b1", "B"), item("a2", "A")];

describe("SPEC §4 Announcement popup", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    window.history.replaceState(null, "", "/m/home");
    recordEffects();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
    vi.setSystemTime(new Date(2025, 2, 10, 22, 0));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("§4 Announcement popup: members get the A list, checked 500 ms after the page is entered", async () => {
    const platform = answerPopups(() => popupList(MIXED, { style: "list" }));
    renderPopups({ path: "/m/home", session: MEMBER });
    await advance(499);
    expect(platform.count()).toBe(0);
    await advance(1);
    expect(platform.count()).toBe(1);
    expect(dialog()).not.toBeNull();
    expect(titles()).toEqual(["Announcements", "Title a1", "Title a2"]);
  });

  it("§4 Announcement popup: on a first login the F entries join the A list", async () => {
    answerPopups(() => popupList(MIXED, { style: "list" }));
    renderPopups({ path: "/m/home", session: { ...MEMBER, firstTimeLogin: true } });
    await advance(500);
    expect(titles()).toEqual(["Announcements", "Title a1", "Title f1", "Title a2"]);
  });

  it("§4/§6 Announcement popup: guests get the B list a further 1 s later, on the pages they land on only", async () => {
    const platform = answerPopups(() => popupList(MIXED, { style: "list" }));
    const { go } = renderPopups({ path: "/m/member/home" });
    await advance(5_000);
    expect(platform.count()).toBe(0);
    expect(dialog()).toBeNull();
    // Nor over the sign-in form (issue #37).
    await go("/m/login");
    await advance(5_000);
    expect(platform.count()).toBe(0);
    expect(dialog()).toBeNull();

    await go("/m/index");
    await advance(500);
    expect(platform.count()).toBe(1);
    await advance(999);
    expect(dialog()).toBeNull();
    await advance(1);
    expect(titles()).toEqual(["Announcements", "Title b1"]);
  });

  it("§4 Announcement popup: a changed content hash list shows it again after a close", async () => {
    let list = popupList([item("a1", "A")]);
    answerPopups(() => list);
    const { go } = renderPopups({ path: "/m/home", session: MEMBER });
    await advance(500);
    expect(titles()).toEqual(["Title a1"]);
    await closePopup();
    expect(dialog()).toBeNull();
    expect(record()).toMatchObject({ show: false, hideUntil: 0, hidePopup: 0 });

    await go("/m/game");
    await advance(500);
    expect(dialog()).toBeNull();

    list = popupList([item("a1", "A", { content: "<p>Updated</p>" })]);
    await go("/m/home");
    await advance(500);
    expect(screen.getByText("Updated")).toBeTruthy();
  });

  it("§4 Announcement popup: a guest's and a member's choices are kept apart; signing in and out brings back neither", async () => {
    answerPopups(() => popupList([item("b1", "B"), item("a1", "A")], { dontShowToday: true }));
    // A guest hides the B list for today.
    const guest = renderPopups({ path: "/m/index" });
    await advance(1_500);
    expect(titles()).toContain("Title b1");
    fireEvent.click(screen.getByRole("checkbox", { name: "Don't show again today" }));
    await closePopup();
    guest.view.unmount();

    // The same player signs in: the A list is new to the member's record, and shows; closed for today too.
    const member = renderPopups({ path: "/m/home", session: MEMBER });
    await advance(500);
    expect(titles()).toContain("Title a1");
    fireEvent.click(screen.getByRole("checkbox", { name: "Don't show again today" }));
    await closePopup();
    member.view.unmount();

    // Signed out again the same evening: the guest's "don't show today" still holds, and so does the member's.
    const again = renderPopups({ path: "/m/index" });
    await advance(1_500);
    expect(dialog()).toBeNull();
    again.view.unmount();
    renderPopups({ path: "/m/home", session: MEMBER });
    await advance(500);
    expect(dialog()).toBeNull();
  });

  it("§4 Announcement popup: 'don't show today' hides it until the next local midnight", async () => {
    answerPopups(() => popupList([item("a1", "A")], { dontShowToday: true }));
    const first = renderPopups({ path: "/m/home", session: MEMBER });
    await advance(500);
    fireEvent.click(screen.getByRole("checkbox", { name: "Don't show again today" }));
    await closePopup();
    expect(record()).toMatchObject({ show: false, hideUntil: new Date(2025, 2, 11).getTime() });

    // A new visit the same evening: still hidden.
    first.view.unmount();
    const second = renderPopups({ path: "/m/home", session: MEMBER });
    await advance(500);
    expect(dialog()).toBeNull();

    // One minute to midnight, then midnight itself.
    vi.setSystemTime(new Date(2025, 2, 10, 23, 59));
    await second.go("/m/index");
    await advance(500);
    expect(dialog()).toBeNull();
    vi.setSystemTime(new Date(2025, 2, 11, 0, 0));
    await second.go("/m/home");
    await advance(500);
    expect(dialog()).not.toBeNull();
  });

  it("§4 Announcement popup: 'do not show again' (hidePopup 1) holds until a changed list re-enables it", async () => {
    let list = popupList([item("a1", "A")], { style: "list", doNotShowAgain: true });
    answerPopups(() => list);
    const first = renderPopups({ path: "/m/home", session: MEMBER });
    await advance(500);
    fireEvent.click(screen.getByRole("checkbox", { name: "Do not show again" }));
    await closePopup();
    expect(record()).toMatchObject({ show: false, hidePopup: 1 });

    first.view.unmount();
    vi.setSystemTime(new Date(2025, 5, 1, 12, 0));
    const second = renderPopups({ path: "/m/home", session: MEMBER });
    await advance(500);
    expect(dialog()).toBeNull();

    list = popupList([item("a1", "A"), item("a3", "A")], { style: "list", doNotShowAgain: true });
    await second.go("/m/index");
    await advance(500);
    expect(titles()).toEqual(["Announcements", "Title a1", "Title a3"]);
    expect(record()).toMatchObject({ show: true, hidePopup: 0 });
  });

  it("§4 Announcement popup: a plain close lasts for the visit, page loads included (issue #35); the next visit shows it again", async () => {
    answerPopups(() => popupList([item("a1", "A")]));
    const first = renderPopups({ path: "/m/home", session: MEMBER });
    await advance(500);
    await closePopup();
    await first.go("/m/game");
    await advance(500);
    expect(dialog()).toBeNull();
    first.view.unmount();
    // A full page load in the same tab: still the same visit (SPEC §4 "closing stores show=false").
    const reloaded = renderPopups({ path: "/m/home", session: MEMBER });
    await advance(500);
    expect(dialog()).toBeNull();
    reloaded.view.unmount();
    // A new visit: the tab's session is new (the session itself is set again by renderPopups).
    sessionStorage.clear();
    renderPopups({ path: "/m/home", session: MEMBER });
    await advance(500);
    expect(dialog()).not.toBeNull();
  });

  it("§4 Announcement popup: with forceRead the close button is disabled until the last slide was shown", async () => {
    answerPopups(() => popupList([item("a1", "A"), item("a2", "A"), item("a3", "A")], { forceRead: true }));
    renderPopups({ path: "/m/home", session: MEMBER });
    await advance(500);
    expect(closeButton().getAttribute("aria-disabled")).toBe("true");
    expect(screen.getByText("Read to the last announcement to close.")).toBeTruthy();
    fireEvent.click(closeButton());
    fireEvent.keyDown(document, { key: "Escape" });
    await advance(200);
    expect(dialog()).not.toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Next announcement" }));
    fireEvent.click(screen.getByRole("button", { name: "Next announcement" }));
    expect(titles()).toEqual(["Title a3"]);
    expect(closeButton().getAttribute("aria-disabled")).toBeNull();
    expect(screen.queryByText("Read to the last announcement to close.")).toBeNull();
    // Going back does not take the permission away.
    fireEvent.click(screen.getByRole("button", { name: "Previous announcement" }));
    fireEvent.keyDown(document, { key: "Escape" });
    await advance(200);
    expect(dialog()).toBeNull();
  });

  it("§4 Announcement popup: the slider plays on every 5000 ms and starts over after the last", async () => {
    answerPopups(() => popupList([item("a1", "A"), item("a2", "A"), item("a3", "A")]));
    renderPopups({ path: "/m/home", session: MEMBER });
    await advance(500);
    expect(titles()).toEqual(["Title a1"]);
    await advance(4_999);
    expect(titles()).toEqual(["Title a1"]);
    await advance(1);
    expect(titles()).toEqual(["Title a2"]);
    expect(screen.getByRole("button", { name: "Announcement 2 of 3" }).getAttribute("aria-current")).toBe("true");
    await advance(5_000);
    expect(titles()).toEqual(["Title a3"]);
    await advance(5_000);
    expect(titles()).toEqual(["Title a1"]);
    // A held pointer pauses it.
    fireEvent.pointerDown(screen.getByRole("group"));
    await advance(12_000);
    expect(titles()).toEqual(["Title a1"]);
  });

  it("§2 Announcement popup: 'go to activity' opens /m/activity?id= keeping the kept query, 'know it' moves on", async () => {
    window.history.replaceState(null, "", "/m/home?affiliateCode=AF1&token=secret");
    answerPopups(() =>
      popupList([item("p1", "A", { promotionType: "DEPOSIT", activityId: "77" }), item("p2", "A", { promotionType: "BONUS", activityId: "78" })]),
    );
    const { router } = renderPopups({ path: "/m/home?affiliateCode=AF1", session: MEMBER });
    await advance(500);
    fireEvent.click(screen.getByRole("button", { name: "Got it" }));
    expect(titles()).toEqual(["Title p2"]);
    fireEvent.click(screen.getByRole("button", { name: "Go to activity" }));
    await advance(200);
    expect(router.state.location.pathname).toBe("/m/activity");
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ id: "78", affiliateCode: "AF1" });
    expect(dialog()).toBeNull();
  });

  it("§2 Announcement popup: a guest's 'go to activity' opens the promotion over the entry page, not /m/activity", async () => {
    window.history.replaceState(null, "", "/m/inviteFriends?affiliateCode=AF1");
    answerPopups(() => popupList([item("b1", "B", { promotionType: "PROMO", activityId: "78" })]));
    const { router } = renderPopups({ path: "/m/inviteFriends?affiliateCode=AF1" });
    await advance(1_500);
    fireEvent.click(screen.getByRole("button", { name: "Go to activity" }));
    await advance(200);
    expect(router.state.location.pathname).toBe("/m/index");
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ promotion: "78", affiliateCode: "AF1" });
    expect(dialog()).toBeNull();
  });

  it("§4 Announcement popup: 'know it' on the last slide closes it; no activity, no 'go to activity'", async () => {
    answerPopups(() => popupList([item("p1", "A", { promotionType: "DEPOSIT" })]));
    renderPopups({ path: "/m/home", session: MEMBER });
    await advance(500);
    expect(screen.queryByRole("button", { name: "Go to activity" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Got it" }));
    await advance(200);
    expect(dialog()).toBeNull();
  });

  it("§2 Announcement popup: a modal dialog labelled by its title, with focus inside, that Escape closes", async () => {
    answerPopups(() => popupList([item("a1", "A"), item("a2", "A")]));
    renderPopups({ path: "/m/home", session: MEMBER });
    await advance(500);
    const shown = dialog()!;
    expect(shown.getAttribute("aria-modal")).toBe("true");
    expect(document.getElementById(shown.getAttribute("aria-labelledby")!)?.textContent).toBe("Title a1");
    expect(shown.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(dialog()).not.toBeNull();
    await advance(200);
    expect(dialog()).toBeNull();
  });

  it("§4 Announcement popup: with reduced motion it closes without the animation", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("reduce"), media: query, addEventListener() {}, removeEventListener() {} }));
    answerPopups(() => popupList([item("a1", "A")]));
    renderPopups({ path: "/m/home", session: MEMBER });
    await advance(500);
    fireEvent.click(closeButton());
    await act(async () => {});
    expect(dialog()).toBeNull();
  });

  it("§4 Announcement popup: a failed call shows nothing, not even a notice", async () => {
    const effects = recordEffects();
    answerPopups(() => "fail");
    const { store } = renderPopups({ path: "/m/home", session: MEMBER });
    await advance(5_000);
    expect(dialog()).toBeNull();
    expect([effects.notices, effects.toasts, store.get(noticeQueueAtom), store.get(toastAtom)]).toEqual([[], [], [], null]);
  });

  it("§4 Announcement popup: an open popup blocks another check", async () => {
    const platform = answerPopups(() => popupList([item("a1", "A")]));
    const { go } = renderPopups({ path: "/m/home", session: MEMBER });
    await advance(500);
    await go("/m/game");
    await advance(500);
    expect(platform.count()).toBe(1);
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
  });
});
