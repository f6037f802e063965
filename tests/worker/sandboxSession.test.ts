import { beforeEach, describe, expect, it } from "vitest";
import { encryptPayload } from "../../client/lib/request/encrypt";
import type { Envelope, MemberInfo, PlayerRankProgress, RsaKey } from "#shared/contract";
import { SCENARIO_NAMES } from "../../worker/sandbox/scenarios";
import { BRAND_B, DEMO, call, openSession, restoreDemoMerchants } from "./helpers";

async function body<T>(response: Response): Promise<Envelope<T>> {
  return (await response.json()) as Envelope<T>;
}

async function rsaKey(): Promise<string> {
  const answer = await body<RsaKey>(await call(`${DEMO}/wps/session/key/rsa?t=${Date.now()}`));
  return answer.value!.publicKey;
}

describe("SPEC §7 sandbox: RSA key and encrypted posts", () => {
  beforeEach(restoreDemoMerchants);

  it("§7 the RSA key endpoint answers no-cache with a stable SPKI key", async () => {
    const response = await call(`${DEMO}/wps/session/key/rsa?t=1`);
    expect(response.headers.get("Cache-Control")).toContain("no-cache");
    const key = (await body<RsaKey>(response)).value!.publicKey;
    expect(key.length).toBeGreaterThan(300);
    expect(await rsaKey()).toBe(key);
  });

  it("§7 the sandbox decrypts what the client's encryption produced", async () => {
    const player = await openSession(DEMO, "player1");
    const sealed = await encryptPayload({ language: "es" }, await rsaKey());
    const response = await call(`${DEMO}/wps/member/language`, {
      method: "POST",
      headers: { ...sealed.headers, Authorization: player.token, "Content-Type": "application/json" },
      body: JSON.stringify(sealed.body),
    });
    expect(await body(response)).toEqual({ success: true });
    const info = await body<MemberInfo>(await call(`${DEMO}/wps/member/info`, { headers: { Authorization: player.token } }));
    expect(info.value!.language).toBe("ES");
  });

  it("§3 a tampered body is rejected with the error body", async () => {
    const sealed = await encryptPayload({ language: "EN" }, await rsaKey());
    const bytes = atob(sealed.body.value).split("");
    bytes[20] = String.fromCharCode(bytes[20]!.charCodeAt(0) ^ 1);
    const response = await call(`${DEMO}/wps/member/language`, {
      method: "POST",
      headers: { ...sealed.headers, "Content-Type": "application/json" },
      body: JSON.stringify({ value: btoa(bytes.join("")) }),
    });
    expect(response.status).toBe(400);
    expect(await body(response)).toMatchObject({ success: false, message: expect.any(String), errorCode: "decrypt_failed" });
  });

  it("§3 a digest that does not match the body is rejected", async () => {
    const sealed = await encryptPayload({ language: "EN" }, await rsaKey());
    const other = await encryptPayload({ language: "VI" }, await rsaKey());
    const response = await call(`${DEMO}/wps/member/language`, {
      method: "POST",
      headers: { ...sealed.headers, "X-Digest": other.headers["X-Digest"]!, "Content-Type": "application/json" },
      body: JSON.stringify(sealed.body),
    });
    expect(await body(response)).toMatchObject({ success: false, errorCode: "digest_mismatch" });
  });

  it("§3 an encrypted post without its key header is rejected", async () => {
    const sealed = await encryptPayload({ language: "EN" }, await rsaKey());
    const response = await call(`${DEMO}/wps/member/language`, {
      method: "POST",
      headers: { Encryption: sealed.headers.Encryption!, "Content-Type": "application/json" },
      body: JSON.stringify(sealed.body),
    });
    expect(await body(response)).toMatchObject({ success: false, errorCode: "decrypt_failed" });
  });
});

describe("SPEC §3/§7 sandbox: member calls", () => {
  beforeEach(restoreDemoMerchants);

  it("§3 member info for a session: type, label, language, merchant", async () => {
    const player = await openSession(DEMO, "player1");
    const info = (await body<MemberInfo>(await call(`${DEMO}/wps/member/info`, { headers: { Authorization: `Bearer ${player.token}` } }))).value!;
    expect(info).toMatchObject({ userName: "player1", type: 0, merchantCode: "DEMO", clubLabel: { labelName: "Ouro", type: "AUTO", rankLevel: 2 } });
    expect(info.regDate).toBeTypeOf("number");
  });

  it("§8 without a valid session: success false with CUSTOMER_NOT_LOGIN", async () => {
    expect(await body(await call(`${DEMO}/wps/member/info`))).toMatchObject({ success: false, errorCode: "CUSTOMER_NOT_LOGIN" });
    expect(await body(await call(`${DEMO}/wps/member/info`, { headers: { Authorization: "nope" } }))).toMatchObject({ errorCode: "CUSTOMER_NOT_LOGIN" });
  });

  it("§7 a session belongs to its merchant", async () => {
    const player = await openSession(DEMO, "player1");
    expect(await body(await call(`${BRAND_B}/wps/member/info`, { headers: { Authorization: player.token } }))).toMatchObject({
      errorCode: "CUSTOMER_NOT_LOGIN",
    });
  });

  it("§3 language update rejects an unknown language", async () => {
    const player = await openSession(BRAND_B, "player1");
    const response = await call(`${BRAND_B}/wps/member/language`, {
      method: "POST",
      headers: { Authorization: player.token, "Content-Type": "application/json" },
      body: JSON.stringify({ language: "xx" }),
    });
    expect(await body(response)).toMatchObject({ success: false, errorCode: "language_invalid" });
  });

  it("§3 rank progress: completed and expected conditions with the label id", async () => {
    const player = await openSession(DEMO, "player1");
    const progress = (await body<PlayerRankProgress>(await call(`${DEMO}/wps/relay/MCSFE_getPlayerRankProgress`, { headers: { Authorization: player.token } })))
      .value!;
    expect(progress).toEqual({ currentProgress: { completedConditions: 3, totalExpectedConditions: 4 }, playerRankProgress: { labelId: "L2" } });
  });

  it("§3 an unknown player cannot get a session", async () => {
    const response = await call(`${DEMO}/wps/sandbox/session`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: "ghost" }),
    });
    expect(await body(response)).toMatchObject({ success: false, errorCode: "not.exists.user" });
  });
});

describe("SPEC §8 sandbox scenarios drive every catalogue row", () => {
  beforeEach(restoreDemoMerchants);

  it("§8 the header forces a case for one request", async () => {
    const response = await call(`${DEMO}/wps/system/country`, { headers: { "X-Sandbox-Scenario": "http-401" } });
    expect(response.status).toBe(401);
    expect((await call(`${DEMO}/wps/system/country`)).status).toBe(200);
  });

  it("§8 the cookie forces a case per path for a browser", async () => {
    const cookie = `mc_sandbox_scenario=${encodeURIComponent(JSON.stringify({ "/wps/member/info": "logout:user.or.token.invalid" }))}`;
    expect(await body(await call(`${DEMO}/wps/member/info`, { headers: { Cookie: cookie } }))).toMatchObject({
      success: false,
      errorCode: "user.or.token.invalid",
    });
    expect((await call(`${DEMO}/wps/system/country`, { headers: { Cookie: cookie } })).status).toBe(200);
  });

  it.each(SCENARIO_NAMES.filter((name) => name !== "slow"))("§8 scenario %s answers", async (name) => {
    const response = await call(`${DEMO}/wps/system/domainRoute`, { headers: { "X-Sandbox-Scenario": name } });
    expect(response.status).toBeGreaterThanOrEqual(200);
  });

  it("§8 an unknown scenario says so", async () => {
    const response = await call(`${DEMO}/wps/system/country`, { headers: { "X-Sandbox-Scenario": "nope" } });
    expect(await body(response)).toMatchObject({ success: false, errorCode: "unknown_scenario" });
  });
});
