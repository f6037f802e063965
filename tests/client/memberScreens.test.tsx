import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { createStore } from "jotai";
import type { ReactElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { AgentRegister } from "../../client/features/agent/AgentRegister";
import { Benefits } from "../../client/features/benefits/Benefits";
import { MallHome } from "../../client/features/mall/MallHome";
import { MemberHome } from "../../client/features/member/MemberHome";
import { Missions } from "../../client/features/missions/Missions";
import { InviteFriends } from "../../client/features/referral/InviteFriends";
import { RewardCenter } from "../../client/features/rewardCenter/RewardCenter";
import { languageSheetOpenAtom, provideCustomerService, registerDialogOpenAtom } from "../../client/core/dialogs";
import { balanceAtom } from "../../client/core/wallet";
import { toastAtom } from "../../client/core/notices/queue";
import { memberInfoAtom, rankProgressAtom } from "../../client/core/session";
import { languageAtom, merchantAtom, siteSettingsAtom } from "../../client/core/startup/atoms";
import type { MerchantBrand } from "#shared/initialState";
import type { MallItem, Reward, SiteSettings } from "#shared/contract";
import EN from "../../locales/EN.json";
import { memberInfo, renderInApp, signIn, startEachTestSignedOut } from "./appHarness";
import { answerWith, json, postsTo } from "./requestHarness";

const MEMBER = memberInfo();
const PROGRESS = { currentProgress: { completedConditions: 3, totalExpectedConditions: 4 }, playerRankProgress: { labelId: "L2" } };
const reward = (id: string, status: Reward["status"]): Reward => ({
  id,
  title: `Reward ${id}`,
  description: "",
  amount: 20,
  currency: "BRL",
  status,
  expiresAt: Date.UTC(2030, 0, 31),
});
const item = (id: string, cost: number, stock = 5): MallItem => ({
  id,
  name: `Item ${id}`,
  description: "",
  image: { url: "data:,", width: 160, height: 160 },
  cost,
  stock,
});

/** One response that arrives when the test says so. */
function deferred() {
  let release: (response: Response) => void = () => {};
  const promise = new Promise<Response>((resolve) => (release = resolve));
  return { promise, release };
}

function renderScreen(element: ReactElement, { flags = { REWCEN3: true }, signedIn = true }: { flags?: Record<string, boolean>; signedIn?: boolean } = {}) {
  const store = createStore();
  store.set(languageAtom, "EN");
  store.set(siteSettingsAtom, { whitelabel: flags } as unknown as SiteSettings);
  if (signedIn) signIn(store);
  renderInApp(store, element, "/m/screen");
  return store;
}

startEachTestSignedOut();

describe("SPEC §5 Reward centre", () => {
  it("§5 Reward centre: the lookup is skipped when REWCEN3 is off; the screen says so and offers the way home", async () => {
    const calls = answerWith(() => json({ success: true, value: { rewards: [] } }));
    renderScreen(<RewardCenter />, { flags: { REWCEN3: false } });
    expect(await screen.findByText(EN["rewards.unavailable"])).toBeTruthy();
    expect(screen.getByRole("link", { name: EN["actions.goHome"] }).getAttribute("href")).toBe("/m/home");
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(calls).toHaveLength(0);
  });

  it("§5 Reward centre: with REWCEN3 on the rewards are listed with BRL in the pt-BR format and their status", async () => {
    answerWith(() => json({ success: true, value: { rewards: [reward("a", "claimable"), reward("b", "claimed"), reward("c", "expired")] } }));
    renderScreen(<RewardCenter />);
    expect(await screen.findByText("Reward a")).toBeTruthy();
    expect(screen.getAllByText(/R\$\s20,00/).length).toBeGreaterThanOrEqual(3);
    expect(screen.getByText(EN["rewards.status.claimed"])).toBeTruthy();
    expect(screen.getByText(EN["rewards.status.expired"])).toBeTruthy();
    expect(screen.getAllByRole("button", { name: EN["rewards.claim"] })).toHaveLength(1);
  });

  it("§2 Reward centre: Claim is busy while posting and sends the claim once, however fast the taps", async () => {
    const answer = deferred();
    const calls = answerWith((url) =>
      url.pathname.endsWith("REWCEN_claimReward") ? answer.promise : json({ success: true, value: { rewards: [reward("a", "claimable")] } }),
    );
    renderScreen(<RewardCenter />);
    const button = await screen.findByRole("button", { name: EN["rewards.claim"] });
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    const busy = screen.getByRole("button", { name: EN["rewards.claiming"] });
    expect(busy.getAttribute("aria-busy")).toBe("true");
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(busy);
    await act(async () => answer.release(json({ success: true, value: reward("a", "claimed") })));
    expect(await screen.findByText(EN["rewards.status.claimed"])).toBeTruthy();
    const claims = postsTo(calls, "/wps/relay/REWCEN_claimReward");
    expect(claims).toHaveLength(1);
    expect(JSON.parse(String(claims[0]!.init.body))).toEqual({ id: "a" });
    expect(new Headers(claims[0]!.init.headers).get("ModuleId")).toBe("REWCEN3");
  });

  it("issue #35 item 8: a claimed reward says it went to the balance, and the balance is asked for again", async () => {
    const calls = answerWith((url) =>
      url.pathname.endsWith("REWCEN_claimReward")
        ? json({ success: true, value: reward("a", "claimed") })
        : url.pathname === "/wps/member/balance"
          ? json({ success: true, value: { balance: 20, currency: "BRL" } })
          : json({ success: true, value: { rewards: [reward("a", "claimable")] } }),
    );
    const store = renderScreen(<RewardCenter />);
    fireEvent.click(await screen.findByRole("button", { name: EN["rewards.claim"] }));
    await vi.waitFor(() => expect(store.get(toastAtom)?.message).toEqual({ key: "rewards.creditedToast", values: { amount: expect.stringMatching(/20/) } }));
    await vi.waitFor(() => expect(calls.some((call) => call.url.pathname === "/wps/member/balance")).toBe(true));
  });
});

describe("SPEC §3 Member home", () => {
  it("§3 Member home: a platform 500 shows an error with Retry instead of an endless skeleton; Retry recovers", async () => {
    let infoCalls = 0;
    answerWith((url) => {
      if (url.pathname === "/wps/member/info") {
        infoCalls += 1;
        return infoCalls === 1 ? json({ success: false, message: "boom", errorCode: "internal_error" }, 500) : json({ success: true, value: MEMBER });
      }
      return json({ success: true, value: PROGRESS });
    });
    renderScreen(<MemberHome />);
    const retry = await screen.findByRole("button", { name: EN["screenState.retry"] });
    expect(screen.getByRole("alert").textContent).toContain(EN["screenState.loadFailed"]);
    fireEvent.click(retry);
    expect(await screen.findByText("Hello, ana")).toBeTruthy();
    expect(screen.queryByRole("button", { name: EN["screenState.retry"] })).toBeNull();
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("75");
  });

  it("§6 Member home: the hub links to the member screens; benefits only with the VIP benefit, rewards only with REWCEN3", async () => {
    answerWith((url) => json({ success: true, value: url.pathname === "/wps/member/info" ? { ...MEMBER, clubLabel: null } : PROGRESS }));
    renderScreen(<MemberHome />, { flags: { REWCEN3: false } });
    await screen.findByText("Hello, ana");
    const names = screen.getAllByRole("link").map((link) => link.textContent);
    // The money's two ways first, then the member screens, then the account's own (issue #35).
    expect(names).toEqual([
      EN["screens.voucherCenter.title"],
      EN["screens.withdraw.title"],
      EN["screens.mall.title"],
      EN["screens.leaderBoard.title"],
      EN["screens.inviteFriends.title"],
      EN["screens.agentRegister.title"],
      EN["screens.addBankCard.title"],
      EN["screens.changePsw.title"],
    ]);
    cleanup();
    answerWith((url) => json({ success: true, value: url.pathname === "/wps/member/info" ? MEMBER : PROGRESS }));
    renderScreen(<MemberHome />);
    await screen.findByText("Hello, ana");
    expect(screen.getByRole("link", { name: EN["screens.benefits.title"] }).getAttribute("href")).toBe("/m/member/benefits");
    expect(screen.getByRole("link", { name: EN["screens.rewardCenter.title"] })).toBeTruthy();
  });
});

describe("issue #35 a member hub worth opening", () => {
  it("the balance with Deposit and Withdraw, the bound accounts, the password and support", async () => {
    answerWith((url) => json({ success: true, value: url.pathname === "/wps/member/info" ? MEMBER : PROGRESS }));
    const store = renderScreen(<MemberHome />);
    await screen.findByText("Hello, ana");
    act(() => store.set(balanceAtom, { status: "ready", value: { balance: 1_234.5, currency: "BRL" } }));
    expect(screen.getByTestId("member-balance").textContent).toMatch(/^R\$\s1\.234,50$/);
    expect(screen.getByRole("link", { name: EN["screens.voucherCenter.title"] }).getAttribute("href")).toBe("/m/voucherCenter");
    expect(screen.getByRole("link", { name: EN["screens.withdraw.title"] }).getAttribute("href")).toBe("/m/withdraw");
    expect(screen.getByRole("link", { name: EN["screens.addBankCard.title"] }).getAttribute("href")).toBe("/m/securityCenter/addBankCard");
    expect(screen.getByRole("link", { name: EN["screens.changePsw.title"] }).getAttribute("href")).toBe("/m/changePsw");
    const opened: string[] = [];
    const stop = provideCustomerService(() => opened.push("support"));
    fireEvent.click(screen.getByRole("button", { name: EN["app.nav.support"] }));
    stop();
    expect(opened).toEqual(["support"]);
  });

  it("the language: a tile that opens the header's language sheet, where the merchant has more than one", async () => {
    answerWith((url) => json({ success: true, value: url.pathname === "/wps/member/info" ? MEMBER : PROGRESS }));
    const store = createStore();
    store.set(languageAtom, "EN");
    store.set(merchantAtom, { languages: ["PT-BR", "EN"] } as MerchantBrand);
    signIn(store);
    renderInApp(store, <MemberHome />, "/m/screen");
    fireEvent.click(await screen.findByRole("button", { name: "Language: English" }));
    expect(store.get(languageSheetOpenAtom)).toBe(true);
  });
});

describe("SPEC §2 Referral entry from the member hub", () => {
  const promotionsWith = (referral: { enabled: boolean; count: number }) => ({ availablePromosByKey: { REFERRAL: referral } });
  function openHub(type: number, promotions: (() => Response) | object) {
    const calls = answerWith((url) => {
      if (url.pathname === "/wps/member/info") return json({ success: true, value: memberInfo({ type }) });
      if (url.pathname.endsWith("MCSFE_getMerchantAvailablePromotions"))
        return typeof promotions === "function" ? promotions() : json({ success: true, value: promotions });
      return json({ success: true, value: PROGRESS });
    });
    const store = createStore();
    store.set(languageAtom, "EN");
    store.set(siteSettingsAtom, { whitelabel: {} } as unknown as SiteSettings);
    signIn(store);
    return { router: renderInApp(store, <MemberHome />, "/m/member/home"), calls };
  }

  it("§2 Referral entry: the hub's Invite friends follows the rules: an agent goes to agent registration, a player to the referral page", async () => {
    const { router: agent } = openHub(1, promotionsWith({ enabled: true, count: 2 }));
    fireEvent.click(await screen.findByRole("link", { name: EN["screens.inviteFriends.title"] }));
    await vi.waitFor(() => expect(agent.state.location.pathname).toBe("/m/agentRegister"));
    cleanup();
    const { router: player } = openHub(0, promotionsWith({ enabled: true, count: 2 }));
    fireEvent.click(await screen.findByRole("link", { name: EN["screens.inviteFriends.title"] }));
    await vi.waitFor(() => expect(player.state.location.pathname).toBe("/m/inviteFriends"));
  });

  it("§2 Referral entry: a promotions lookup that fails is not 'promotion disabled': the player is not sent to log in", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { router, calls } = openHub(0, () => new Response("down", { status: 500 }));
    fireEvent.click(await screen.findByRole("link", { name: EN["screens.inviteFriends.title"] }));
    await vi.waitFor(() => expect(calls.some((call) => call.url.pathname.endsWith("MCSFE_getMerchantAvailablePromotions"))).toBe(true));
    // The answer's handling runs out: a few turns of the event loop.
    for (let turn = 0; turn < 5; turn++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(router.state.location.pathname).toBe("/m/member/home");
  });
});

describe("SPEC §2 Point market", () => {
  it("§2 Point market: too few points says so and cannot redeem; a redemption is confirmed first and sent once", async () => {
    const answer = deferred();
    const calls = answerWith((url) =>
      url.pathname.endsWith("MALL_redeem") ? answer.promise : json({ success: true, value: { points: 200, items: [item("cheap", 150), item("dear", 250)] } }),
    );
    renderScreen(<MallHome />);
    expect(await screen.findByText("Not enough points: you need 50 more.")).toBeTruthy();
    const [cheap, dear] = screen.getAllByRole("button", { name: EN["mall.redeem"] }) as HTMLButtonElement[];
    expect(dear!.disabled).toBe(true);
    fireEvent.click(cheap!);
    const confirm = screen.getByRole("dialog", { name: EN["mall.confirmTitle"] });
    expect(confirm.textContent).toContain("50 points");
    const go = screen.getByRole("button", { name: EN["mall.confirm"] });
    act(() => {
      fireEvent.click(go);
      fireEvent.click(go);
    });
    await act(async () => answer.release(json({ success: true, value: { points: 50, item: item("cheap", 150, 4) } })));
    expect(await screen.findByText("50")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(postsTo(calls, "/wps/relay/MALL_redeem")).toHaveLength(1);
  });
});

describe("SPEC §2 Missions and §3 Member benefits", () => {
  it("§2 Missions: progress towards each target, claimable ones first with Claim, unfinished ones without", async () => {
    const mission = (id: string, progress: number, status: string) => ({
      id,
      title: `Mission ${id}`,
      description: "",
      progress,
      target: 4,
      reward: { kind: "points", amount: 100 },
      status,
    });
    answerWith(() => json({ success: true, value: { missions: [mission("slow", 1, "inProgress"), mission("done", 4, "claimable")] } }));
    renderScreen(<Missions />);
    const bars = await screen.findAllByRole("progressbar");
    expect(bars.map((bar) => [bar.getAttribute("aria-valuenow"), bar.getAttribute("aria-valuetext")])).toEqual([
      ["4", "4 of 4"],
      ["1", "1 of 4"],
    ]);
    expect(screen.getAllByRole("button", { name: EN["missions.claim"] })).toHaveLength(1);
    expect(screen.getAllByText("100 points")).toHaveLength(2);
  });

  it("§3 Member benefits: the player's level is highlighted, with the progress to the next one", async () => {
    const level = (labelId: string, name: string, rankLevel: number) => ({ labelId, name, rankLevel, benefits: [`${name} perk`] });
    answerWith(() => json({ success: true, value: { levels: [level("L1", "Silver", 1), level("L2", "Gold", 2), level("L3", "Platinum", 3)] } }));
    const store = renderScreen(<Benefits />);
    act(() => {
      store.set(memberInfoAtom, MEMBER);
      store.set(rankProgressAtom, PROGRESS);
    });
    expect(await screen.findByText("Your level: Gold")).toBeTruthy();
    expect(screen.getByText("Progress to Platinum: 75%")).toBeTruthy();
    const current = screen.getAllByRole("listitem").filter((item) => item.getAttribute("aria-current") === "true");
    expect(current).toHaveLength(1);
    expect(current[0]!.textContent).toContain("Gold perk");
  });
});

describe("SPEC §2 Referral (public, SPEC §6)", () => {
  it("§6 Invite friends: a guest sees the rules and the sign-up and log-in calls, and no referral lookup is made", async () => {
    const calls = answerWith(() => json({ success: true, value: {} }));
    const store = renderScreen(<InviteFriends />, { signedIn: false });
    const signUp = await screen.findByRole("link", { name: EN["referral.signUp"] });
    expect(screen.getByRole("link", { name: EN["referral.logIn"] }).getAttribute("href")).toBe("/m/login");
    expect(screen.getByText(EN["referral.rule1"])).toBeTruthy();
    fireEvent.click(signUp);
    expect(store.get(registerDialogOpenAtom)).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it("§2 Invite friends: a member gets the code and the /m/index?r= link, and Copy puts it on the clipboard with a toast", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    answerWith(() => json({ success: true, value: { code: "ANA7", invited: 3, rewardsEarned: 30, currency: "BRL" } }));
    const store = renderScreen(<InviteFriends />);
    expect(await screen.findByText("ANA7")).toBeTruthy();
    const link = `${location.origin}/m/index?r=ANA7`;
    expect(screen.getByText(link)).toBeTruthy();
    expect(screen.getByText(/R\$\s30,00/)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: EN["referral.copyLink"] })));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(store.get(toastAtom)?.message).toEqual({ key: "referral.copied" });
  });
});

describe("SPEC §2 Agent registration", () => {
  it("§2 Agent registration: each field says what is wrong and nothing is sent; a valid form is sent once and shows its status", async () => {
    const answer = deferred();
    const calls = answerWith((url, init) => (init.method === "POST" ? answer.promise : json({ success: true, value: { application: null } })));
    renderScreen(<AgentRegister />);
    const submit = await screen.findByRole("button", { name: EN["agent.submit"] });
    fireEvent.click(submit);
    expect(screen.getByText(EN["agent.error.contactName.required"])).toBeTruthy();
    expect(screen.getByText(EN["agent.error.contact.required"])).toBeTruthy();
    expect(screen.getByText(EN["agent.error.message.required"])).toBeTruthy();
    fireEvent.change(screen.getByLabelText(EN["agent.contact"]), { target: { value: "call me" } });
    expect(screen.getByText(EN["agent.error.contact.invalid"])).toBeTruthy();
    fireEvent.change(screen.getByLabelText(EN["agent.message"]), { target: { value: "short" } });
    expect(screen.getByText("Write at least 10 characters.")).toBeTruthy();
    expect(postsTo(calls, "/wps/member/agent/application")).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(EN["agent.contactName"]), { target: { value: "Ana Lima" } });
    fireEvent.change(screen.getByLabelText(EN["agent.contact"]), { target: { value: "@analima" } });
    fireEvent.change(screen.getByLabelText(EN["agent.message"]), { target: { value: "I lead a group of 50 players." } });
    act(() => {
      fireEvent.click(submit);
      fireEvent.click(submit);
    });
    expect(screen.getByRole("button", { name: EN["agent.sending"] }).getAttribute("aria-busy")).toBe("true");
    const application = { contactName: "Ana Lima", contact: "@analima", message: "I lead a group of 50 players.", status: "pending", createdAt: 1 };
    await act(async () => answer.release(json({ success: true, value: application })));
    expect(await screen.findByText(EN["agent.status.pending"])).toBeTruthy();
    const sent = postsTo(calls, "/wps/member/agent/application");
    expect(sent).toHaveLength(1);
    expect(JSON.parse(String(sent[0]!.init.body))).toEqual({ contactName: "Ana Lima", contact: "@analima", message: "I lead a group of 50 players." });
  });
});
