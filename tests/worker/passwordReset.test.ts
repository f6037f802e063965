import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  type Envelope,
  type LoginValue,
  needsToken,
  PASSWORD_RESET_ERRORS,
  passwordReset,
  passwordResetSms,
  SESSION_EXEMPT_PATHS,
  SMS_TOO_FREQUENT,
  type PasswordResetSmsValue,
  type PasswordResetValue,
} from "#shared/contract";
import { hasText, translate } from "#shared/messages";
import { SMS_CODE_RULE } from "../../worker/sandbox/smsCodes";
import { BRAND_C, DEMO, call, postEncrypted, postJson, restoreDemoMerchants } from "./helpers";

let serial = 0;
/** A player of its own for every test: a username, a password and (unless told otherwise) a mobile number. */
async function newPlayer(origin = BRAND_C, withMobile = true) {
  serial += 1;
  // Always seven digits, so every number has nine and is masked alike (five stars, the last four digits).
  const stamp = `${String(Date.now() % 1_000_000).padStart(6, "0")}${serial}`.slice(-7);
  const player = { username: `rst${stamp}`, password: "Old12345", mobileNum: `5${stamp}0`, countryDialingCode: "971" };
  const body = withMobile ? player : { username: player.username, password: player.password };
  const created = await postJson<{ userName: string }>(origin, "/wps/sandbox/player", body);
  expect(created.body.success, JSON.stringify(created.body)).toBe(true);
  return player;
}

const sendCode = (body: Record<string, unknown>, origin = BRAND_C, language = "EN") =>
  postJson<PasswordResetSmsValue>(origin, passwordResetSms.path, body, undefined, language);

const reset = (body: Record<string, unknown>, origin = BRAND_C) => postEncrypted<PasswordResetValue>(origin, passwordReset.path, body, { Language: "EN" });

async function inbox(mobile: string, origin = BRAND_C): Promise<string> {
  const answer = (await (await call(`${origin}/wps/sandbox/sms?mobileNum=${mobile}`)).json()) as Envelope<{ code: string }>;
  return answer.value!.code;
}

const wrongCodeFor = (code: string) => (code === "000000" ? "111111" : "000000");

const logIn = (username: string, password: string, origin = BRAND_C) =>
  postEncrypted<LoginValue>(origin, "/wps/session/login", { type: "username", username, password, loginDeviceId: "d", isOfficialAppLogin: false });

async function sendLoginCode(mobileNum: string, origin = BRAND_C) {
  return postJson<{ expirationTime: number }>(origin, "/wps/verification/sms/noLogin", { mobileNum, countryDialingCode: "971" });
}

const smsLogin = (mobileNum: string, verificationCode: string, origin = BRAND_C) =>
  postEncrypted<LoginValue>(origin, "/wps/session/login", {
    type: "sms",
    mobileNum,
    countryDialingCode: "971",
    verificationCode,
    loginDeviceId: "d",
    isOfficialAppLogin: false,
  });

describe("issue #14 password recovery: the contract", () => {
  it("§6 both reset calls go without a token and are in the second exempt list ('password reset')", () => {
    for (const endpoint of [passwordResetSms, passwordReset]) {
      expect(endpoint.auth).toBe(false);
      expect(SESSION_EXEMPT_PATHS.some((prefix) => endpoint.path.startsWith(prefix))).toBe(true);
    }
    // The new password never travels in clear; the code request carries no secret.
    expect(passwordReset.encrypted).toBe(true);
    expect(passwordResetSms.encrypted).toBe(false);
    // Not in the first list: a token is withheld by the endpoint's own flag, not by a path rule.
    expect(needsToken(passwordReset.path)).toBe(true);
  });

  it("§8 the new refusals have texts in the player's keys (docs/decisions/008)", () => {
    for (const code of Object.values(PASSWORD_RESET_ERRORS)) expect(hasText(`errors.code.${code}`), code).toBe(true);
  });
});

describe("issue #14 password recovery: the sandbox", () => {
  beforeEach(restoreDemoMerchants);
  afterEach(() => vi.useRealTimers());

  it("§4 a code goes to the account's own number, masked in the answer; the new password works and the old one does not", async () => {
    const player = await newPlayer();
    const sent = await sendCode({ username: player.username });
    expect(sent.body.success).toBe(true);
    const { maskedMobile, expirationTime } = sent.body.value!;
    expect(maskedMobile).toBe(`+971 *****${player.mobileNum.slice(-4)}`);
    expect(maskedMobile).not.toContain(player.mobileNum);
    expect(expirationTime - Date.now()).toBeGreaterThan(SMS_CODE_RULE.lifetimeMs - 5_000);
    expect(expirationTime - Date.now()).toBeLessThanOrEqual(SMS_CODE_RULE.lifetimeMs);

    const done = await reset({ username: player.username, verificationCode: await inbox(player.mobileNum), newPassword: "New12345" });
    expect(done.body).toEqual({ success: true, value: { userName: player.username } });
    expect((await logIn(player.username, "New12345")).body.success).toBe(true);
    expect((await logIn(player.username, player.password)).body).toMatchObject({ success: false, errorCode: "login.cred.err" });
  });

  it("§4 the account may be named by its mobile number, as the SMS login names it", async () => {
    const player = await newPlayer();
    const sent = await sendCode({ mobileNum: player.mobileNum, countryDialingCode: "971" });
    expect(sent.body.success).toBe(true);
    const done = await reset({
      mobileNum: player.mobileNum,
      countryDialingCode: "971",
      verificationCode: await inbox(player.mobileNum),
      newPassword: "New12345",
    });
    expect(done.body.value).toEqual({ userName: player.username });
  });

  it("§8 an unknown account is not.exists.user; an account without a mobile number is mobile_not_bound, said in the player's language", async () => {
    expect((await sendCode({ username: "nobody_here" })).body).toMatchObject({ success: false, errorCode: "not.exists.user" });
    expect((await sendCode({ mobileNum: "509999999", countryDialingCode: "971" })).body).toMatchObject({ success: false, errorCode: "not.exists.user" });
    const player = await newPlayer(BRAND_C, false);
    const refused = await sendCode({ username: player.username });
    expect(refused.body).toEqual({
      success: false,
      errorCode: "mobile_not_bound",
      message: "This account has no mobile number, so no code can be sent to it.",
    });
    expect((await sendCode({}, BRAND_C)).body).toMatchObject({ success: false, errorCode: "field_required" });
    expect((await reset({ username: player.username, verificationCode: "123456", newPassword: "New12345" })).body).toMatchObject({
      errorCode: "mobile_not_bound",
    });
  });

  it("§4 a code works for five minutes and not a moment longer (fake time)", async () => {
    const player = await newPlayer();
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    await sendCode({ username: player.username });
    const code = await inbox(player.mobileNum);
    vi.setSystemTime(start + SMS_CODE_RULE.lifetimeMs);
    expect((await reset({ username: player.username, verificationCode: code, newPassword: "New12345" })).body).toMatchObject({
      success: false,
      errorCode: "sms.code.expired",
      message: "This code has expired. Please ask for a new one.",
    });

    await sendCode({ username: player.username });
    vi.setSystemTime(start + 2 * SMS_CODE_RULE.lifetimeMs - 1);
    expect((await reset({ username: player.username, verificationCode: await inbox(player.mobileNum), newPassword: "New12345" })).body.success).toBe(true);
  });

  it("§4 a code is single use", async () => {
    const player = await newPlayer();
    await sendCode({ username: player.username });
    const code = await inbox(player.mobileNum);
    expect((await reset({ username: player.username, verificationCode: code, newPassword: "New12345" })).body.success).toBe(true);
    expect((await reset({ username: player.username, verificationCode: code, newPassword: "Other999" })).body).toMatchObject({
      success: false,
      errorCode: "sms.code.invalid",
    });
    expect((await logIn(player.username, "New12345")).body.success).toBe(true);
  });

  it("§4 a code allows five tries: four wrong answers say how many are left, the fifth kills it, even for the right code", async () => {
    const player = await newPlayer();
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    await sendCode({ username: player.username });
    const code = await inbox(player.mobileNum);
    const wrong = { username: player.username, verificationCode: wrongCodeFor(code), newPassword: "New12345" };
    for (const left of [4, 3, 2, 1]) {
      expect((await reset(wrong)).body).toMatchObject({ success: false, errorCode: "sms.code.invalid", value: { triesLeft: left } });
    }
    expect((await reset(wrong)).body).toMatchObject({
      success: false,
      errorCode: "sms.code.tries.exceeded",
      message: "Too many wrong tries: this code no longer works. Please ask for a new one.",
    });
    expect((await reset({ ...wrong, verificationCode: code })).body).toMatchObject({ errorCode: "sms.code.tries.exceeded" });
    // A new code, a minute after the first (the send rule), starts afresh.
    vi.setSystemTime(start + SMS_CODE_RULE.minGapMs);
    await sendCode({ username: player.username });
    expect((await reset({ ...wrong, verificationCode: await inbox(player.mobileNum) })).body.success).toBe(true);
  });

  it("§5 the new password follows the registration rule, and a refused password costs no try", async () => {
    const player = await newPlayer();
    await sendCode({ username: player.username });
    const code = await inbox(player.mobileNum);
    for (const weak of ["12345", "with space1", "x".repeat(21)]) {
      expect((await reset({ username: player.username, verificationCode: code, newPassword: weak })).body).toMatchObject({ errorCode: "password_invalid" });
    }
    expect((await reset({ username: player.username, verificationCode: code, newPassword: "New12345" })).body.success).toBe(true);
  });

  it("§4 sending again retires the earlier code", async () => {
    const player = await newPlayer();
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    await sendCode({ username: player.username });
    const first = await inbox(player.mobileNum);
    vi.setSystemTime(start + SMS_CODE_RULE.minGapMs);
    await sendCode({ username: player.username });
    const second = await inbox(player.mobileNum);
    if (first !== second) {
      expect((await reset({ username: player.username, verificationCode: first, newPassword: "New12345" })).body).toMatchObject({
        errorCode: "sms.code.invalid",
      });
    }
    expect((await reset({ username: player.username, verificationCode: second, newPassword: "New12345" })).body.success).toBe(true);
  });

  it("§4 a reset signs the account out of its open sessions", async () => {
    const player = await newPlayer();
    const session = (await logIn(player.username, player.password)).body.value!;
    await sendCode({ username: player.username });
    await reset({ username: player.username, verificationCode: await inbox(player.mobileNum), newPassword: "New12345" });
    const info = (await (await call(`${BRAND_C}/wps/member/info`, { headers: { Authorization: session.token } })).json()) as Envelope<unknown>;
    expect(info.success).toBe(false);
  });

  it("§5 where the merchant asks for the SMS captcha (GEETESTVCODE3), the code request needs it", async () => {
    const player = await newPlayer(DEMO);
    expect((await sendCode({ username: player.username }, DEMO)).body).toMatchObject({ success: false, errorCode: "captcha_invalid" });
    const pass = await call(`${DEMO}/wps/sandbox/captcha/pass`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ version: "v4" }),
    });
    const token = ((await pass.json()) as Envelope<{ token: string }>).value!.token;
    expect((await sendCode({ username: player.username, geetestSeccode: `${token}|jordan` }, DEMO)).body.success).toBe(true);
  });

  it("§4 a reset code never signs in, and a sign-in code never resets a password", async () => {
    const player = await newPlayer();
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    await sendCode({ username: player.username });
    expect((await smsLogin(player.mobileNum, await inbox(player.mobileNum))).body).toMatchObject({ success: false, errorCode: "sms.code.invalid" });
    vi.setSystemTime(start + SMS_CODE_RULE.minGapMs);
    await sendLoginCode(player.mobileNum);
    expect((await reset({ username: player.username, verificationCode: await inbox(player.mobileNum), newPassword: "New12345" })).body).toMatchObject({
      success: false,
    });
  });
});

describe("issue #14 one rule for every SMS code the sandbox sends", () => {
  beforeEach(restoreDemoMerchants);
  afterEach(() => vi.useRealTimers());

  it("§4 SMS login codes: five minutes (fake time), with a clear code when expired", async () => {
    const player = await newPlayer();
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    const sent = await sendLoginCode(player.mobileNum);
    expect(sent.body.value!.expirationTime).toBe(start + SMS_CODE_RULE.lifetimeMs);
    const code = await inbox(player.mobileNum);
    vi.setSystemTime(start + SMS_CODE_RULE.lifetimeMs);
    expect((await smsLogin(player.mobileNum, code)).body).toMatchObject({ success: false, errorCode: "sms.code.expired" });
  });

  it("§4 SMS login codes: single use", async () => {
    const player = await newPlayer();
    await sendLoginCode(player.mobileNum);
    const code = await inbox(player.mobileNum);
    expect((await smsLogin(player.mobileNum, code)).body.success).toBe(true);
    expect((await smsLogin(player.mobileNum, code)).body).toMatchObject({ success: false, errorCode: "sms.code.invalid" });
  });

  it("§4 SMS login codes: the fifth wrong try kills the code, as for a reset code", async () => {
    const player = await newPlayer();
    await sendLoginCode(player.mobileNum);
    const code = await inbox(player.mobileNum);
    for (let attempt = 1; attempt < SMS_CODE_RULE.maxTries; attempt++) {
      expect((await smsLogin(player.mobileNum, wrongCodeFor(code))).body).toMatchObject({ errorCode: "sms.code.invalid" });
    }
    expect((await smsLogin(player.mobileNum, wrongCodeFor(code))).body).toMatchObject({ errorCode: "sms.code.tries.exceeded" });
    expect((await smsLogin(player.mobileNum, code)).body).toMatchObject({ errorCode: "sms.code.tries.exceeded" });
  });

  it("§4 the sandbox's expire helper ends the latest code now, for tests that cannot wait five minutes", async () => {
    const player = await newPlayer();
    await sendCode({ username: player.username });
    const code = await inbox(player.mobileNum);
    expect((await postJson(BRAND_C, "/wps/sandbox/sms/expire", { mobileNum: player.mobileNum })).body.success).toBe(true);
    expect((await reset({ username: player.username, verificationCode: code, newPassword: "New12345" })).body).toMatchObject({ errorCode: "sms.code.expired" });
    expect((await postJson(BRAND_C, "/wps/sandbox/sms/expire", { mobileNum: "500000000" })).body).toMatchObject({ errorCode: "sms_not_found" });
  });
  it("§4 a number is texted at most once a minute, whatever the purpose, and the refusal says when to ask again (fake time)", async () => {
    const player = await newPlayer();
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    expect((await sendLoginCode(player.mobileNum)).body.success).toBe(true);
    const code = await inbox(player.mobileNum);
    vi.setSystemTime(start + 20_000);
    const refused = await sendCode({ username: player.username }, BRAND_C, "AR");
    expect(refused.body).toMatchObject({ success: false, errorCode: SMS_TOO_FREQUENT, value: { retryAfterMs: SMS_CODE_RULE.minGapMs - 20_000 } });
    expect(refused.body.message).toBe(translate("AR", "errors.code.sms_too_frequent"));
    expect((await sendLoginCode(player.mobileNum)).body).toMatchObject({ errorCode: SMS_TOO_FREQUENT });
    // The refused sends sent nothing: the first code still works.
    expect(await inbox(player.mobileNum)).toBe(code);
    vi.setSystemTime(start + SMS_CODE_RULE.minGapMs);
    expect((await sendCode({ username: player.username })).body.success).toBe(true);
  });

  it("§4 a number is texted at most ten times an hour; the eleventh waits for the oldest to turn an hour old (fake time)", async () => {
    const player = await newPlayer();
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    for (let sent = 0; sent < SMS_CODE_RULE.maxPerHour; sent++) {
      vi.setSystemTime(start + sent * SMS_CODE_RULE.minGapMs);
      expect((await sendLoginCode(player.mobileNum)).body.success, `send ${sent + 1}`).toBe(true);
    }
    const eleventh = start + SMS_CODE_RULE.maxPerHour * SMS_CODE_RULE.minGapMs;
    vi.setSystemTime(eleventh);
    expect((await sendLoginCode(player.mobileNum)).body).toMatchObject({ errorCode: SMS_TOO_FREQUENT, value: { retryAfterMs: start + 3_600_000 - eleventh } });
    vi.setSystemTime(start + 3_600_000);
    expect((await sendLoginCode(player.mobileNum)).body.success).toBe(true);
  });

  it("§4 the sandbox's forget helper clears a number's send history, for tests that sign a seeded account in by SMS", async () => {
    const player = await newPlayer();
    expect((await sendLoginCode(player.mobileNum)).body.success).toBe(true);
    expect((await sendLoginCode(player.mobileNum)).body).toMatchObject({ errorCode: SMS_TOO_FREQUENT });
    expect((await postJson(BRAND_C, "/wps/sandbox/sms/forget", { mobileNum: player.mobileNum })).body.success).toBe(true);
    expect((await sendLoginCode(player.mobileNum)).body.success).toBe(true);
  });

  it("§8 too frequent has a text in every language of the player", () => {
    expect(hasText(`errors.code.${SMS_TOO_FREQUENT}`)).toBe(true);
  });
});
