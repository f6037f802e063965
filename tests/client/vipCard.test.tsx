import { act, fireEvent, renderHook, screen } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { VipCard } from "../../client/features/home/VipCard";
import { loadMember, memberInfoAtom, useMemberButtonShown } from "../../client/core/session";
import { languageAtom } from "../../client/core/startup/atoms";
import EN from "../../locales/EN.json";
import { memberInfo, renderInApp, signIn, startEachTestSignedOut } from "./appHarness";
import { answerWith, json } from "./requestHarness";

const PROGRESS = { currentProgress: { completedConditions: 1, totalExpectedConditions: 4 }, playerRankProgress: { labelId: "L2" } };
const failed = () => new Response("down", { status: 500 });

function homeCard(answers: { info: () => Response; progress: () => Response }) {
  let current = answers;
  answerWith((url) => (url.pathname === "/wps/member/info" ? current.info() : current.progress()));
  const store = createStore();
  store.set(languageAtom, "EN");
  signIn(store);
  act(() => void loadMember(store));
  renderInApp(store, <VipCard />);
  return { store, answerNext: (next: typeof answers) => (current = next) };
}

startEachTestSignedOut();

describe("SPEC §3 VIP progress on home", () => {
  it("§3 a failed member-info load offers Retry instead of a skeleton that never ends; Retry brings the card", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const card = homeCard({ info: failed, progress: () => json({ success: true, value: PROGRESS }) });
    expect((await screen.findByRole("alert")).textContent).toContain(EN["home.vipFailed"]);
    card.answerNext({ info: () => json({ success: true, value: memberInfo() }), progress: () => json({ success: true, value: PROGRESS }) });
    fireEvent.click(screen.getByRole("button", { name: EN["actions.retry"] }));
    expect(await screen.findByText("ana")).toBeTruthy();
    expect((await screen.findByRole("progressbar")).getAttribute("aria-valuenow")).toBe("25");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("§3 a failed rank-progress load still shows who the player is, with Retry for the progress alone", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const card = homeCard({ info: () => json({ success: true, value: memberInfo() }), progress: failed });
    expect(await screen.findByText("ana")).toBeTruthy();
    expect((await screen.findByRole("alert")).textContent).toContain(EN["home.vipProgressFailed"]);
    expect(screen.queryByRole("progressbar")).toBeNull();
    card.answerNext({ info: () => json({ success: true, value: memberInfo() }), progress: () => json({ success: true, value: PROGRESS }) });
    fireEvent.click(screen.getByRole("button", { name: EN["actions.retry"] }));
    expect((await screen.findByRole("progressbar")).getAttribute("aria-valuenow")).toBe("25");
  });
});

describe("issue #35 item 8: a player with no VIP level yet", () => {
  it("§3 reads 'no VIP level yet' and no '100 %' toward a next level (the ratio SPEC §3 gives without a label is 1)", async () => {
    homeCard({
      info: () => json({ success: true, value: memberInfo({ clubLabel: null }) }),
      progress: () =>
        json({ success: true, value: { currentProgress: { completedConditions: 0, totalExpectedConditions: 0 }, playerRankProgress: { labelId: null } } }),
    });
    expect(await screen.findByText(EN["home.noVipLabel"])).toBeTruthy();
    await act(async () => {});
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.queryByText(/100/)).toBeNull();
    // Where the progress would be, the way to the first level, so the card is not left half empty.
    expect(screen.getByText(EN["benefits.noLevel"])).toBeTruthy();
  });
});

describe("SPEC §6 the member button", () => {
  function shown(setUp: (store: ReturnType<typeof createStore>) => void): boolean {
    const store = createStore();
    setUp(store);
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    return renderHook(() => useMemberButtonShown(), { wrapper }).result.current;
  }

  it("§6 member button shown to guests, and to members only when the VIP benefit is on", () => {
    expect(shown(() => {})).toBe(true);
    expect(shown((store) => signIn(store))).toBe(false);
    expect(
      shown((store) => {
        signIn(store);
        store.set(memberInfoAtom, memberInfo());
      }),
    ).toBe(true);
    expect(
      shown((store) => {
        signIn(store);
        store.set(memberInfoAtom, memberInfo({ clubLabel: { labelId: "L1", labelName: "Silver", type: "MANUAL", rankLevel: 1 } }));
      }),
    ).toBe(false);
  });

  it("§6 the home card carries the member button with the VIP benefit, and leaves it out without", async () => {
    answerWith((url) =>
      json({
        success: true,
        value: url.pathname === "/wps/member/info" ? memberInfo({ clubLabel: { labelId: "L1", labelName: "Silver", type: "MANUAL", rankLevel: 1 } }) : PROGRESS,
      }),
    );
    const store = createStore();
    store.set(languageAtom, "EN");
    signIn(store);
    act(() => void loadMember(store));
    renderInApp(store, <VipCard />);
    expect(await screen.findByText("ana")).toBeTruthy();
    expect(screen.queryByRole("link", { name: EN["home.memberButton"] })).toBeNull();
    act(() => store.set(memberInfoAtom, memberInfo()));
    expect(screen.getByRole("link", { name: EN["home.memberButton"] }).getAttribute("href")).toBe("/m/member/benefits");
  });
});
