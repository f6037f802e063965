import { beforeAll, describe, expect, it } from "vitest";
import {
  type AgentApplication,
  type LoginValue,
  MEMBER_SCREEN_ENDPOINTS,
  type MemberBenefits,
  type Mission,
  type MissionList,
  type PointMarket,
  type Redemption,
  type ReferralInfo,
  type Reward,
  type RewardList,
} from "#shared/contract";
import EN from "../../locales/EN.json";
import { BRAND_B, BRAND_C, DEMO, getJson, openSession, postEncrypted, postJson, restoreDemoMerchants } from "./helpers";

type Origin = typeof DEMO | typeof BRAND_B | typeof BRAND_C;

/** These tests read the envelope only. */
const get = async <T>(origin: Origin, path: string, token?: string, language?: string) => (await getJson<T>(origin, path, token, language)).body;
const post = async <T>(origin: Origin, path: string, body: unknown, token?: string, language?: string) =>
  (await postJson<T>(origin, path, body, token, language)).body;

const PATHS = {
  rewards: "/wps/relay/REWCEN_getRewardList",
  claimReward: "/wps/relay/REWCEN_claimReward",
  market: "/wps/relay/MALL_getPointMarket",
  redeem: "/wps/relay/MALL_redeem",
  missions: "/wps/relay/MISSION_getMissionList",
  claimMission: "/wps/relay/MISSION_claim",
  benefits: "/wps/relay/MCSFE_getMemberBenefits",
  referral: "/wps/relay/MCSFE_getReferralInfo",
  agent: "/wps/member/agent/application",
};

describe("SPEC §2 member screens: the contract (docs/decisions/014)", () => {
  it("§7 every member-screen call sends the session token, no post is encrypted, each post names its module", () => {
    expect(MEMBER_SCREEN_ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([
      `GET ${PATHS.rewards}`,
      `POST ${PATHS.claimReward}`,
      `GET ${PATHS.market}`,
      `POST ${PATHS.redeem}`,
      `GET ${PATHS.missions}`,
      `POST ${PATHS.claimMission}`,
      `GET ${PATHS.benefits}`,
      `GET ${PATHS.referral}`,
      `GET ${PATHS.agent}`,
      `POST ${PATHS.agent}`,
    ]);
    for (const endpoint of MEMBER_SCREEN_ENDPOINTS) {
      expect(endpoint).toMatchObject({ auth: true, encrypted: false, cache: "none" });
      if (endpoint.method === "POST") expect(endpoint.moduleId).toMatch(/^(REWCEN3|MALL3|MISSION3|AGENT3)$/);
    }
  });
});

describe("SPEC §2 member screens in the sandbox", () => {
  beforeAll(restoreDemoMerchants);

  it("§6 every member-screen call needs a session: CUSTOMER_NOT_LOGIN, said in the Language", async () => {
    for (const endpoint of MEMBER_SCREEN_ENDPOINTS) {
      const answer = endpoint.method === "GET" ? await get(DEMO, endpoint.path) : await post(DEMO, endpoint.path, {});
      expect(answer, endpoint.path).toMatchObject({ success: false, errorCode: "CUSTOMER_NOT_LOGIN", message: EN["errors.code.CUSTOMER_NOT_LOGIN"] });
    }
  });

  it("§5 Reward centre: DEMO (REWCEN3 on) lists rewards in BRL, in Portuguese or English by the Language", async () => {
    const { token } = await openSession(DEMO, "player1");
    const portuguese = (await get<RewardList>(DEMO, PATHS.rewards, token, "PT-BR")).value!.rewards;
    expect(portuguese.find((reward) => reward.id === "welcome")).toMatchObject({
      title: "Bônus de boas-vindas",
      currency: "BRL",
      amount: 20,
      status: "claimable",
    });
    expect(new Set(portuguese.map((reward) => reward.status))).toEqual(new Set(["claimable", "claimed", "expired"]));
    const english = (await get<RewardList>(DEMO, PATHS.rewards, token, "EN")).value!.rewards;
    expect(english.find((reward) => reward.id === "welcome")!.title).toBe("Welcome bonus");
    // A language the merchant's catalogue does not have is said in English.
    expect((await get<RewardList>(DEMO, PATHS.rewards, token, "ES")).value!.rewards[0]!.title).toBe("Welcome bonus");
  });

  it("§5 Reward centre: BRANDB has REWCEN3 off, so there is nothing to look up; BRANDC answers in Arabic and AED", async () => {
    const brandB = (await openSession(BRAND_B, "player1")).token;
    expect(await get(BRAND_B, PATHS.rewards, brandB)).toMatchObject({ success: false, errorCode: "reward_center_unavailable" });
    expect(await post(BRAND_B, PATHS.claimReward, { id: "welcome" }, brandB)).toMatchObject({ success: false, errorCode: "reward_center_unavailable" });
    const brandC = (await openSession(BRAND_C, "player1")).token;
    const rewards = (await get<RewardList>(BRAND_C, PATHS.rewards, brandC, "AR")).value!.rewards;
    expect(rewards[0]).toMatchObject({ title: "مكافأة الترحيب", currency: "AED" });
  });

  it("§5 Reward centre: a reward is claimed once only, even when two claims race; expired and unknown rewards are refused", async () => {
    const { token } = await openSession(DEMO, "agent1");
    const [first, second] = await Promise.all([
      post<Reward>(DEMO, PATHS.claimReward, { id: "welcome" }, token),
      post<Reward>(DEMO, PATHS.claimReward, { id: "welcome" }, token),
    ]);
    expect([first.success, second.success].sort()).toEqual([false, true]);
    expect([first, second].find((answer) => answer.success)!.value).toMatchObject({ id: "welcome", status: "claimed" });
    expect([first, second].find((answer) => !answer.success)).toMatchObject({
      errorCode: "reward_not_claimable",
      message: EN["errors.code.reward_not_claimable"],
    });
    expect(await post(DEMO, PATHS.claimReward, { id: "welcome" }, token)).toMatchObject({ success: false, errorCode: "reward_not_claimable" });
    expect(await post(DEMO, PATHS.claimReward, { id: "weekend" }, token)).toMatchObject({ success: false, errorCode: "reward_not_claimable" });
    expect(await post(DEMO, PATHS.claimReward, { id: "nope" }, token)).toMatchObject({ success: false, errorCode: "reward_not_claimable" });
    const after = (await get<RewardList>(DEMO, PATHS.rewards, token)).value!.rewards;
    expect(after.find((reward) => reward.id === "welcome")!.status).toBe("claimed");
    // Another player's rewards are their own.
    const other = (await get<RewardList>(DEMO, PATHS.rewards, (await openSession(DEMO, "firsttime")).token)).value!.rewards;
    expect(other.find((reward) => reward.id === "welcome")!.status).toBe("claimable");
  });

  it("§2 Point market: a redemption spends points and stock; too few points fails with points_insufficient in the Language", async () => {
    const { token } = await openSession(DEMO, "expired");
    const market = (await get<PointMarket>(DEMO, PATHS.market, token, "PT-BR")).value!;
    expect(market.points).toBe(1500);
    const ticket = market.items.find((item) => item.id === "lottery-ticket")!;
    expect(ticket).toMatchObject({ name: "Bilhete de loteria", cost: 150 });
    expect(ticket.image.url).toMatch(/^data:image\/svg\+xml,/);
    const redeemed = await post<Redemption>(DEMO, PATHS.redeem, { itemId: "lottery-ticket" }, token);
    expect(redeemed.value).toMatchObject({ points: 1350, item: { id: "lottery-ticket", stock: ticket.stock - 1 } });
    const tooDear = await post(DEMO, PATHS.redeem, { itemId: "phone" }, token, "EN");
    expect(tooDear).toMatchObject({ success: false, errorCode: "points_insufficient", message: EN["errors.code.points_insufficient"] });
    expect(await post(DEMO, PATHS.redeem, { itemId: "shirt" }, token)).toMatchObject({ success: false, errorCode: "mall_item_unavailable" });
    expect((await get<PointMarket>(DEMO, PATHS.market, token)).value!.points).toBe(1350);
  });

  it("§2 Point market: two redemptions racing for the same points spend them once", async () => {
    const { token } = await openSession(BRAND_C, "firsttime");
    expect((await get<PointMarket>(BRAND_C, PATHS.market, token)).value!.points).toBe(800);
    const answers = await Promise.all([0, 1].map(() => post<Redemption>(BRAND_C, PATHS.redeem, { itemId: "voucher" }, token)));
    expect(answers.filter((answer) => answer.success)).toHaveLength(1);
    expect(answers.find((answer) => !answer.success)).toMatchObject({ errorCode: "points_insufficient" });
    expect((await get<PointMarket>(BRAND_C, PATHS.market, token)).value!.points).toBe(200);
  });

  it("§2 Missions: complete ones are claimed once, unfinished ones are refused, points rewards add to the balance", async () => {
    const { token } = await openSession(BRAND_B, "expired");
    const missions = (await get<MissionList>(BRAND_B, PATHS.missions, token, "VI")).value!.missions;
    expect(missions.find((mission) => mission.id === "play-10")).toMatchObject({ title: "Chơi 10 ván", progress: 10, target: 10, status: "claimable" });
    expect(missions.find((mission) => mission.id === "login-7")).toMatchObject({ status: "inProgress", progress: 2, target: 7 });
    expect((await post<Mission>(BRAND_B, PATHS.claimMission, { id: "play-10" }, token)).value).toMatchObject({
      status: "claimed",
      reward: { kind: "cash", currency: "VND" },
    });
    expect(await post(BRAND_B, PATHS.claimMission, { id: "play-10" }, token)).toMatchObject({ success: false, errorCode: "mission_already_claimed" });
    expect(await post(BRAND_B, PATHS.claimMission, { id: "login-7" }, token)).toMatchObject({ success: false, errorCode: "mission_not_complete" });
    const before = (await get<PointMarket>(BRAND_B, PATHS.market, token)).value!.points;
    await post(BRAND_B, PATHS.claimMission, { id: "first-deposit" }, token);
    expect((await get<PointMarket>(BRAND_B, PATHS.market, token)).value!.points).toBe(before + 300);
  });

  it("§3 Member benefits: the merchant's VIP levels, lowest first, in its language or English", async () => {
    const { token } = await openSession(DEMO, "player1");
    const portuguese = (await get<MemberBenefits>(DEMO, PATHS.benefits, token, "PT-BR")).value!.levels;
    expect(portuguese.map((level) => [level.labelId, level.name, level.rankLevel])).toEqual([
      ["L1", "Prata", 1],
      ["L2", "Ouro", 2],
      ["L3", "Platina", 3],
      ["L4", "Diamante", 4],
    ]);
    expect((await get<MemberBenefits>(DEMO, PATHS.benefits, token, "EN")).value!.levels[1]!.benefits).toContain("5% weekly cashback");
    const brandC = (await get<MemberBenefits>(BRAND_C, PATHS.benefits, (await openSession(BRAND_C, "player1")).token, "AR")).value!.levels;
    expect(brandC[1]).toMatchObject({ labelId: "A2", name: "فضي" });
  });

  it("§2 Referral: the code, the friends who signed up with it, and what they earned; a new sign-up counts at once", async () => {
    const { token } = await openSession(BRAND_C, "player1");
    expect((await get<ReferralInfo>(BRAND_C, PATHS.referral, token)).value).toEqual({ code: "PLAYER1", invited: 2, rewardsEarned: 40, currency: "AED" });
    const registered = await postEncrypted<LoginValue>(BRAND_C, "/wps/member/register", {
      registerMethod: "H5",
      registerUrl: "http://brand-c.localhost/m/register?r=PLAYER1",
      loginDeviceId: "d",
      isOfficialAppLogin: false,
      domain: "brand-c.localhost",
      referralCode: "PLAYER1",
      login: true,
      username: `friend_${Date.now() % 100000}`,
      password: "Secret99",
    });
    expect(registered.body.success).toBe(true);
    expect((await get<ReferralInfo>(BRAND_C, PATHS.referral, token)).value).toMatchObject({ invited: 3, rewardsEarned: 60 });
    expect((await get<ReferralInfo>(DEMO, PATHS.referral, (await openSession(DEMO, "player1")).token)).value).toEqual({
      code: "PLAYER1",
      invited: 2,
      rewardsEarned: 20,
      currency: "BRL",
    });
  });

  it("§2 Agent registration: each field is checked, one application per player, its status is kept", async () => {
    const { token } = await openSession(DEMO, "defaultpw");
    expect((await get<{ application: AgentApplication | null }>(DEMO, PATHS.agent, token)).value).toEqual({ application: null });
    const invalid = await post(DEMO, PATHS.agent, { contactName: " ", contact: "call me", message: "hi" }, token);
    expect(invalid).toMatchObject({
      success: false,
      errorCode: "agent_application_invalid",
      value: { problems: { contactName: "required", contact: "invalid", message: "tooShort" } },
    });
    const application = { contactName: "Rita Souza", contact: "+55 11 98888-7777", message: "I run a group of 200 lottery players." };
    expect((await post<AgentApplication>(DEMO, PATHS.agent, application, token)).value).toMatchObject({ ...application, status: "pending" });
    expect(await post(DEMO, PATHS.agent, { ...application, contact: "@rita" }, token)).toMatchObject({ success: false, errorCode: "agent_application_exists" });
    expect((await get<{ application: AgentApplication }>(DEMO, PATHS.agent, token)).value!.application).toMatchObject({
      status: "pending",
      contact: application.contact,
    });
    expect((await get<{ application: AgentApplication }>(DEMO, PATHS.agent, (await openSession(DEMO, "agent1")).token)).value!.application.status).toBe(
      "approved",
    );
  });
});
