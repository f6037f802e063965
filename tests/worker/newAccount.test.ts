import { describe, expect, it } from "vitest";
import {
  type Balance,
  type MissionList,
  type PointMarket,
  type Reward,
  type RewardList,
  memberBalance,
  missionClaim,
  missionList,
  pointMarket,
  rewardClaim,
  rewardList,
} from "#shared/contract";
import { BRAND_B, BRAND_C, DEMO, getJson, openSession, postJson } from "./helpers";

/** A player made now, as a registration makes one: no history of any kind. */
async function newAccount(origin: string, username: string): Promise<string> {
  const answer = await postJson<{ token: string }>(origin, "/wps/sandbox/downloadPlayer", { username, registeredDaysAgo: 0 });
  return answer.body.value!.token;
}

const balanceOf = async (origin: string, token: string) => (await getJson<Balance>(origin, memberBalance.path, token)).body.value!.balance;

describe("issue #35 item 8: a brand-new account's member screens start from zero, on every merchant", () => {
  for (const [origin, name] of [
    [DEMO, "a2h_new_demo"],
    [BRAND_B, "a2h_new_brandb"],
    [BRAND_C, "a2h_new_brandc"],
  ] as const) {
    it(`§2 ${origin}: no points, every mission at zero, and only the welcome bonus among the rewards`, async () => {
      const token = await newAccount(origin, name);
      expect((await getJson<PointMarket>(origin, pointMarket.path, token)).body.value!.points).toBe(0);
      const missions = (await getJson<MissionList>(origin, missionList.path, token)).body.value!.missions;
      // Today's sign-in is the first day of "log in 7 days in a row"; nothing else has been done.
      const expected = missions.map((mission) => [mission.id, mission.id === "login-7" ? 1 : 0, "inProgress"]);
      expect(missions.map((mission) => [mission.id, mission.progress, mission.status])).toEqual(expected);
      expect((await postJson(origin, missionClaim.path, { id: "play-10" }, token)).body).toMatchObject({ success: false, errorCode: "mission_not_complete" });
      // Brand B runs no reward centre (REWCEN3 off): it says so; the others offer the welcome bonus alone.
      const rewards = (await getJson<RewardList>(origin, rewardList.path, token)).body;
      if (origin === BRAND_B) expect(rewards).toMatchObject({ success: false, errorCode: "reward_center_unavailable" });
      else expect(rewards.value!.rewards.map((reward) => [reward.id, reward.status])).toEqual([["welcome", "claimable"]]);
    });
  }

  it("§2 the welcome bonus goes to the balance, once, however many claims race (and its ledger line says why)", async () => {
    const token = await newAccount(DEMO, "a2h_welcome_race");
    const before = await balanceOf(DEMO, token);
    const answers = await Promise.all(Array.from({ length: 8 }, () => postJson<Reward>(DEMO, rewardClaim.path, { id: "welcome" }, token)));
    expect(answers.filter((answer) => answer.body.success)).toHaveLength(1);
    expect(await balanceOf(DEMO, token)).toBe(before + 20);
    expect((await postJson(DEMO, rewardClaim.path, { id: "welcome" }, token)).body).toMatchObject({ success: false, errorCode: "reward_not_claimable" });
    expect(await balanceOf(DEMO, token)).toBe(before + 20);
  });

  it("§2 forged claims move no money: another account's history, an unknown reward, an unfinished cash mission, an amount in the body", async () => {
    const token = await newAccount(DEMO, "a2h_forged_claims");
    const before = await balanceOf(DEMO, token);
    for (const id of ["birthday", "vip-up", "no-such-reward"]) {
      expect((await postJson(DEMO, rewardClaim.path, { id, amount: 1_000_000 }, token)).body, id).toMatchObject({
        success: false,
        errorCode: "reward_not_claimable",
      });
    }
    expect((await postJson(DEMO, missionClaim.path, { id: "play-10", reward: { kind: "cash", amount: 1_000_000 } }, token)).body).toMatchObject({
      success: false,
      errorCode: "mission_not_complete",
    });
    // The amount sent beside a real claim is not what is paid: the catalogue's is.
    expect((await postJson<Reward>(DEMO, rewardClaim.path, { id: "welcome", amount: 1_000_000 }, token)).body.success).toBe(true);
    expect(await balanceOf(DEMO, token)).toBe(before + 20);
  });

  it("§2 the seeded demo players keep the showcase history the screens were designed with", async () => {
    const { token } = await openSession(DEMO, "player1");
    const rewards = (await getJson<RewardList>(DEMO, rewardList.path, token)).body.value!.rewards;
    expect(rewards.map((reward) => reward.id)).toEqual(expect.arrayContaining(["welcome", "birthday", "weekend"]));
    const missions = (await getJson<MissionList>(DEMO, missionList.path, token)).body.value!.missions;
    expect(missions.find((mission) => mission.id === "play-10")?.progress).toBe(10);
  });
});
