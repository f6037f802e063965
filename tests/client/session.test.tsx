import { act, cleanup, render, screen } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { noticeQueueAtom } from "../../client/core/notices/queue";
import {
  loadMember,
  loseSession,
  memberInfoAtom,
  onTokenChange,
  playerNameAtom,
  rankProgressAtom,
  SessionEffects,
  sessionAtom,
  startSession,
  vipBenefitAtom,
  vipLabelAtom,
  vipProgress,
  vipProgressAtom,
  rankLevelAtom,
} from "../../client/core/session";
import { adoptTokenFromAddress } from "../../client/lib/session";
import { startEachTestSignedOut } from "./appHarness";
import { answerWith, json, recordEffects } from "./requestHarness";

const MEMBER = {
  id: 7,
  customerId: 7,
  account: "p",
  userName: "p",
  type: 0,
  regDate: 1,
  language: "EN",
  clubLabel: { labelId: "L2", labelName: "Gold", type: "AUTO", rankLevel: 2 },
  token: "t",
  merchantCode: "DEMO",
  firstTimeLogin: false,
};

describe("SPEC §3 VIP progress", () => {
  it("§3 progress is completed over expected conditions", () => {
    expect(vipProgress({ currentProgress: { completedConditions: 3, totalExpectedConditions: 4 }, playerRankProgress: { labelId: "L2" } })).toBe(0.75);
  });
  it("§3 progress is 1 when there is no labelId", () => {
    expect(vipProgress({ currentProgress: { completedConditions: 0, totalExpectedConditions: 9 }, playerRankProgress: { labelId: null } })).toBe(1);
  });
  it("§3 nothing loaded, no progress; no conditions, none done", () => {
    expect(vipProgress(null)).toBeNull();
    expect(vipProgress({ currentProgress: { completedConditions: 0, totalExpectedConditions: 0 }, playerRankProgress: { labelId: "L1" } })).toBe(0);
  });
});

describe("SPEC §4 token change", () => {
  startEachTestSignedOut();

  it("§3 issue #37: member info and rank progress that repeat what the page shows leave it as it is (nothing renders again)", async () => {
    let level = 2;
    const calls = answerWith((url) =>
      url.pathname === "/wps/member/info"
        ? json({ success: true, value: { ...MEMBER, clubLabel: { ...MEMBER.clubLabel, rankLevel: level } } })
        : json({ success: true, value: { currentProgress: { completedConditions: 1, totalExpectedConditions: 4 }, playerRankProgress: { labelId: "L2" } } }),
    );
    const store = createStore();
    loadMember(store);
    await vi.waitFor(() => expect(store.get(rankProgressAtom)).not.toBeNull());
    await vi.waitFor(() => expect(store.get(memberInfoAtom)).not.toBeNull());
    const [info, progress] = [store.get(memberInfoAtom), store.get(rankProgressAtom)];
    const changes: string[] = [];
    store.sub(memberInfoAtom, () => changes.push("member info"));
    store.sub(rankProgressAtom, () => changes.push("rank progress"));
    loadMember(store);
    await vi.waitFor(() => expect(calls).toHaveLength(4));
    // Both answers handled: a few turns of the event loop, no timer of the page's.
    for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(changes).toEqual([]);
    expect(store.get(memberInfoAtom)).toBe(info);
    expect(store.get(rankProgressAtom)).toBe(progress);
    level = 3;
    loadMember(store);
    await vi.waitFor(() => expect(changes).toEqual(["member info"]));
    expect(store.get(memberInfoAtom)?.clubLabel?.rankLevel).toBe(3);
  });

  it("§4 a token appearing loads member info and rank progress; clearing it resets label, benefit and rank", async () => {
    const calls = answerWith((url) =>
      url.pathname === "/wps/member/info"
        ? json({ success: true, value: MEMBER })
        : json({ success: true, value: { currentProgress: { completedConditions: 1, totalExpectedConditions: 4 }, playerRankProgress: { labelId: "L2" } } }),
    );
    const seen: string[] = [];
    const stop = onTokenChange({ tokenAppeared: (token) => void seen.push(`in:${token}`), tokenCleared: () => void seen.push("out") });
    const store = createStore();
    render(
      <Provider store={store}>
        <SessionEffects />
      </Provider>,
    );
    await act(async () => startSession(store, { token: "tok-9", userName: "p" }));
    await vi.waitFor(() => expect(store.get(vipProgressAtom)).toBe(0.25));
    expect(store.get(vipLabelAtom)).toBe("Gold");
    expect(store.get(vipBenefitAtom)).toBe(true);
    expect(store.get(rankLevelAtom)).toBe(2);
    expect(calls.map((c) => new Headers(c.init.headers).get("Authorization"))).toEqual(["tok-9", "tok-9"]);
    await act(async () => store.set(sessionAtom, null));
    expect(store.get(memberInfoAtom)).toBeNull();
    expect(store.get(vipLabelAtom)).toBeNull();
    expect(store.get(vipBenefitAtom)).toBe(false);
    expect(store.get(rankLevelAtom)).toBeNull();
    expect(store.get(rankProgressAtom)).toBeNull();
    expect(seen).toContain("in:tok-9");
    expect(seen.at(-1)).toBe("out");
    stop();
  });
});

describe("SPEC §4 session loss", () => {
  afterEach(() => vi.restoreAllMocks());

  it("§4 clears session storage and member state and queues one 'please log in' notice leading to /m/login", () => {
    const store = createStore();
    sessionStorage.setItem("MC_SESSION_INFO", JSON.stringify({ token: "t" }));
    sessionStorage.setItem("MC_CACHE_x", "1");
    store.set(sessionAtom, { token: "t" });
    store.set(memberInfoAtom, MEMBER);
    loseSession(store);
    loseSession(store);
    expect(sessionStorage.length).toBe(0);
    expect(store.get(sessionAtom)).toBeNull();
    expect(store.get(memberInfoAtom)).toBeNull();
    const queue = store.get(noticeQueueAtom);
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({ message: { key: "session.pleaseLogIn" }, action: { labelKey: "session.goToLogin", to: "/m/login" } });
  });

  it("§4 said once per session: a late answer after the player confirmed does not ask again; the next session's loss does", () => {
    const store = createStore();
    startSession(store, { token: "t" });
    loseSession(store);
    store.set(noticeQueueAtom, []); // the player tapped "Go to login"
    loseSession(store); // a call that started late, without a token, answers 'not logged in'
    expect(store.get(noticeQueueAtom)).toHaveLength(0);
    startSession(store, { token: "t2" });
    loseSession(store);
    expect(store.get(noticeQueueAtom)).toHaveLength(1);
  });

  it("§4 a guest, who had no session to lose, is told each time", () => {
    const store = createStore();
    sessionStorage.clear();
    loseSession(store);
    store.set(noticeQueueAtom, []);
    loseSession(store);
    expect(store.get(noticeQueueAtom)).toHaveLength(1);
  });
});

describe("DESIGN §5 token in the address", () => {
  it("§5 token or tokens is taken into the session and removed from the address", () => {
    sessionStorage.clear();
    const replaceState = vi.fn();
    const win = { location: { href: "https://demo.example/m/home?tokens=abc&r=9#top" }, history: { state: null, replaceState } } as unknown as Window;
    expect(adoptTokenFromAddress(win)).toBe("abc");
    expect(JSON.parse(sessionStorage.getItem("MC_SESSION_INFO")!).token).toBe("abc");
    expect(replaceState).toHaveBeenCalledWith(null, "", "/m/home?r=9#top");
  });

  it("§5 an address without a token is left alone", () => {
    const replaceState = vi.fn();
    const win = { location: { href: "https://demo.example/m/home?r=9" }, history: { state: null, replaceState } } as unknown as Window;
    expect(adoptTokenFromAddress(win)).toBeNull();
    expect(replaceState).not.toHaveBeenCalled();
  });
});

describe("SPEC §8 notice dialog", () => {
  afterEach(cleanup);

  it("§8 title 'notice' and an OK button that closes it", async () => {
    const { NoticeDialog } = await import("../../client/app/overlays/NoticeDialog");
    const { I18nextProvider } = await import("react-i18next");
    const { MemoryRouter } = await import("react-router");
    const { createI18n } = await import("../../client/lib/i18n");
    const EN = (await import("../../locales/EN.json")).default;
    const store = createStore();
    store.set(noticeQueueAtom, [
      { id: 1, message: { text: "Saldo insuficiente" } },
      { id: 2, message: { key: "errors.unknown" } },
    ]);
    render(
      <Provider store={store}>
        <I18nextProvider i18n={createI18n("EN", EN)}>
          <MemoryRouter>
            <NoticeDialog />
          </MemoryRouter>
        </I18nextProvider>
      </Provider>,
    );
    expect(screen.getByRole("alertdialog").textContent).toContain("Saldo insuficiente");
    expect(screen.getByRole("heading").textContent).toBe("Notice");
    await act(async () => screen.getByRole("button", { name: "OK" }).click());
    expect(screen.getByRole("alertdialog").textContent).toContain("Unknown error");
    await act(async () => screen.getByRole("button", { name: "OK" }).click());
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});

describe("Issue 10 the 'signed in' cookie follows the session", () => {
  const cookie = () => document.cookie.split("; ").find((entry) => entry.startsWith("mc_signed_in="));
  beforeEach(() => {
    sessionStorage.clear();
    document.cookie = "mc_signed_in=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT";
  });

  it("§3 it is set with the session and cleared when the player logs out; it never holds the token", async () => {
    const { endSession } = await import("../../client/core/session");
    const store = createStore();
    startSession(store, { token: "secret-token", userName: "p" });
    expect(cookie()).toBe("mc_signed_in=1");
    expect(document.cookie).not.toContain("secret-token");
    endSession(store);
    expect(cookie()).toBeUndefined();
  });

  it("§4 session loss clears it too", () => {
    recordEffects();
    const store = createStore();
    startSession(store, { token: "t" });
    loseSession(store);
    expect(cookie()).toBeUndefined();
  });

  it("§2 a token taken from the address sets it, and a reload with a session puts it back", async () => {
    const { restoreSession } = await import("../../client/core/session");
    adoptTokenFromAddress({
      location: new URL("https://demo.example/m/home?token=abc") as unknown as Location,
      history: { replaceState() {}, state: null } as unknown as History,
    });
    expect(cookie()).toBe("mc_signed_in=1");
    document.cookie = "mc_signed_in=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT";
    restoreSession(createStore());
    expect(cookie()).toBe("mc_signed_in=1");
  });

  it("§2 a guest tab does not take the hint away from a signed-in tab of the same browser", async () => {
    const { restoreSession } = await import("../../client/core/session");
    document.cookie = "mc_signed_in=1; path=/";
    restoreSession(createStore());
    expect(cookie()).toBe("mc_signed_in=1");
  });
});

describe("issue #10 the entry page's welcome back names the player", () => {
  it("by the session's name, or by member info's where the session came by the address without one", () => {
    const store = createStore();
    store.set(sessionAtom, { token: "t", userName: "" } as never);
    expect(store.get(playerNameAtom)).toBe("");
    store.set(memberInfoAtom, { userName: "agent1" } as never);
    expect(store.get(playerNameAtom)).toBe("agent1");
    store.set(sessionAtom, { token: "t", userName: "player1" } as never);
    expect(store.get(playerNameAtom)).toBe("player1");
  });
});
