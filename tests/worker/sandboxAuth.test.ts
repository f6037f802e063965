import { beforeEach, describe, expect, it } from "vitest";
import type { Envelope, LoginValue } from "#shared/contract";
import { BRAND_B, DEMO, call, postEncrypted as post, restoreDemoMerchants } from "./helpers";
import { env } from "cloudflare:test";

/** A fresh token from the sandbox's captcha widget, as the client sends it (v3 seccode form). */
async function captcha(origin = DEMO): Promise<{ geetestSeccode: string }> {
  const response = await call(`${origin}/wps/sandbox/captcha/pass`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ version: "v4" }),
  });
  const token = ((await response.json()) as Envelope<{ token: string }>).value!.token;
  return { geetestSeccode: `${token}|jordan` };
}

const login = async (username: string, password = "Demo1234", origin = DEMO) =>
  post<LoginValue>(origin, "/wps/session/login", {
    type: "username",
    username,
    password,
    loginDeviceId: "d",
    isOfficialAppLogin: false,
    ...(await captcha(origin)),
  });

describe("SPEC §3/§4 sandbox sign-in", () => {
  beforeEach(restoreDemoMerchants);

  it("§3 a plain player logs in and gets the Login response value", async () => {
    const { body } = await login("player1");
    expect(body.success).toBe(true);
    expect(body.value).toMatchObject({ userName: "player1", customerType: 0, firstTimeLogin: false, passwordExpired: false });
    const info = await call(`${DEMO}/wps/member/info`, { headers: { Authorization: body.value!.token } });
    expect(((await info.json()) as Envelope<{ userName: string }>).value!.userName).toBe("player1");
  });

  it("§8 a wrong password is login.cred.err; an unknown user is not.exists.user", async () => {
    expect((await login("player1", "nope-nope")).body).toMatchObject({ success: false, errorCode: "login.cred.err" });
    expect((await login("ghost_user")).body).toMatchObject({ success: false, errorCode: "not.exists.user" });
  });

  it("§8 login posts must be encrypted", async () => {
    const response = await call(`${DEMO}/wps/session/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: "player1", password: "Demo1234" }),
    });
    expect(await response.json()).toMatchObject({ success: false, errorCode: "encryption_required" });
  });

  it("§5 passwords are stored as slow hashes, never in clear", async () => {
    await login("player1");
    const rows = await env.SANDBOX_DB.prepare("SELECT password_hash FROM members WHERE password_hash IS NOT NULL").all<{ password_hash: string }>();
    expect(rows.results.length).toBeGreaterThan(10);
    for (const row of rows.results) {
      expect(row.password_hash).toMatch(/^pbkdf2\$100000\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
      expect(row.password_hash).not.toContain("Demo1234");
    }
  });

  it("§4 first-time and expired-password players are flagged", async () => {
    expect((await login("firsttime")).body.value).toMatchObject({ firstTimeLogin: true, updatePassword: true });
    expect((await login("expired", "Demo1234", BRAND_B)).body.value).toMatchObject({ passwordExpired: true });
  });

  it.each([
    ["mfa_email", "E", { email: " MFA.Email@demo.example " }],
    ["mfa_payee", "P", { payeeName: "maria  silva" }],
    ["mfa_ga", "G", { authCode: "246810" }],
  ])("§4 %s needs login_verify_required, then passes with method %s", async (username, method, fields) => {
    const first = await login(username);
    expect(first.body).toMatchObject({ success: false, errorCode: "login_verify_required", value: { methods: [expect.any(String)] } });
    const wrong = await post<LoginValue>(DEMO, "/wps/session/login/verification", {
      username,
      password: "Demo1234",
      method,
      email: "x@y.z",
      payeeName: "Nobody",
      authCode: "000000",
    });
    expect(wrong.body).toMatchObject({ success: false, errorCode: "verification_failed" });
    const right = await post<LoginValue>(DEMO, "/wps/session/login/verification", { username, password: "Demo1234", method, ...fields });
    expect(right.body).toMatchObject({ success: true, value: { userName: username } });
  });

  it("§4 the sms second factor needs the number and a fresh code, used once", async () => {
    expect((await login("mfa_sms")).body.value).toEqual({ methods: ["sms"] });
    const sent = await call(`${DEMO}/wps/verification/sms/noLogin`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ countryDialingCode: "55", mobileNum: "11987654321", ...(await captcha()) }),
    });
    expect(((await sent.json()) as Envelope<{ expirationTime: number }>).value!.expirationTime).toBeGreaterThan(Date.now());
    const inbox = (await (await call(`${DEMO}/wps/sandbox/sms?mobileNum=11987654321`)).json()) as Envelope<{ code: string }>;
    const payload = { username: "mfa_sms", password: "Demo1234", method: "S", mobileNum: "11987654321", verificationCode: inbox.value!.code };
    expect((await post<LoginValue>(DEMO, "/wps/session/login/verification", payload)).body.success).toBe(true);
    expect((await post<LoginValue>(DEMO, "/wps/session/login/verification", payload)).body).toMatchObject({ success: false, errorCode: "verification_failed" });
  });

  it("§7 SMS login with the code from the sandbox inbox", async () => {
    await call(`${DEMO}/wps/verification/sms/noLogin`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ countryDialingCode: "55", mobileNum: "11912345678", ...(await captcha()) }),
    });
    const inbox = (await (await call(`${DEMO}/wps/sandbox/sms?mobileNum=11912345678`)).json()) as Envelope<{ code: string }>;
    const { body } = await post<LoginValue>(DEMO, "/wps/session/login", {
      type: "sms",
      mobileNum: "11912345678",
      countryDialingCode: "55",
      verificationCode: inbox.value!.code,
      loginDeviceId: "d",
      isOfficialAppLogin: false,
      ...(await captcha()),
    });
    expect(body).toMatchObject({ success: true, value: { userName: "mfa_all" } });
  });

  it("§2 the forced password change checks the current password and clears the flags", async () => {
    const token = (await login("firsttime")).body.value!.token;
    const wrong = await post(DEMO, "/wps/member/password/update", { oldPassword: "bad-one", newPassword: "Better123" }, { Authorization: token });
    expect(wrong.body).toMatchObject({ success: false, errorCode: "password_incorrect" });
    const same = await post(DEMO, "/wps/member/password/update", { oldPassword: "Demo1234", newPassword: "Demo1234" }, { Authorization: token });
    expect(same.body).toMatchObject({ success: false, errorCode: "password_same" });
    const done = await post(DEMO, "/wps/member/password/update", { oldPassword: "Demo1234", newPassword: "Better123" }, { Authorization: token });
    expect(done.body.success).toBe(true);
    expect((await login("firsttime", "Better123")).body.value).toMatchObject({ firstTimeLogin: false, updatePassword: false });
    await post(
      DEMO,
      "/wps/member/password/update",
      { oldPassword: "Better123", newPassword: "Demo1234" },
      { Authorization: (await login("firsttime", "Better123")).body.value!.token },
    );
    await env.SANDBOX_DB.prepare("UPDATE members SET first_time_login = 1 WHERE username = 'firsttime'").run();
  });

  it("§3 registration by username creates the player and, with login, a session", async () => {
    const name = `new_${Date.now() % 100000}`;
    const { body } = await post<LoginValue>(DEMO, "/wps/member/register", {
      ...(await captcha()),
      registerMethod: "H5",
      registerUrl: "http://demo.localhost/m/register?affiliateCode=A1",
      loginDeviceId: "d",
      isOfficialAppLogin: false,
      domain: "demo.localhost",
      affiliateCode: "A1",
      referralCode: "R1",
      login: true,
      username: name,
      password: "Secret99",
    });
    expect(body).toMatchObject({ success: true, value: { userName: name, customerType: 0 } });
    const again = await post(DEMO, "/wps/member/register", {
      ...(await captcha()),
      registerMethod: "H5",
      registerUrl: "x",
      loginDeviceId: "d",
      isOfficialAppLogin: false,
      domain: "d",
      login: false,
      username: name,
      password: "Secret99",
    });
    expect(again.body).toMatchObject({ success: false, errorCode: "username.exists" });
    const row = await env.SANDBOX_DB.prepare("SELECT affiliate_code, referral_code, register_method FROM members WHERE username = ?").bind(name).first();
    expect(row).toEqual({ affiliate_code: "A1", referral_code: "R1", register_method: "H5" });
  });

  it("Issue #14 the consent a player gave at registration is kept with the account; a malformed one is not stored as given", async () => {
    const base = {
      registerMethod: "H5",
      registerUrl: "x",
      loginDeviceId: "d",
      isOfficialAppLogin: false,
      domain: "demo.localhost",
      login: false,
      password: "Secret99",
    };
    const stamp = Date.now() % 100000;
    const given = { minimumAge: 18, termsUrl: "https://demo.example/terms", privacyUrl: "/sandbox/demo/privacy.html" };
    expect((await post(DEMO, "/wps/member/register", { ...(await captcha()), ...base, username: `cns_${stamp}`, consent: given })).body.success).toBe(true);
    const hostile = { minimumAge: "18; DROP TABLE members", termsUrl: "javascript:alert(1)" };
    expect((await post(DEMO, "/wps/member/register", { ...(await captcha()), ...base, username: `cnh_${stamp}`, consent: hostile })).body.success).toBe(true);
    const badUrl = { minimumAge: 21, termsUrl: "javascript:alert(1)", privacyUrl: "x".repeat(600) };
    expect((await post(DEMO, "/wps/member/register", { ...(await captcha()), ...base, username: `cnu_${stamp}`, consent: badUrl })).body.success).toBe(true);
    const seen = async (username: string) =>
      ((await (await call(`${DEMO}/wps/sandbox/registration?username=${username}`)).json()) as Envelope<{ consent: unknown }>).value!.consent;
    expect(await seen(`cns_${stamp}`)).toEqual({ ...given, acceptedAt: expect.any(Number) });
    expect(await seen(`cnh_${stamp}`)).toBeNull();
    expect(await seen(`cnu_${stamp}`)).toEqual({ minimumAge: 21, termsUrl: null, privacyUrl: null, acceptedAt: expect.any(Number) });
  });

  it("§3 registration by mobile number", async () => {
    const mobile = `119${String(Date.now()).slice(-8)}`;
    const { body } = await post<LoginValue>(DEMO, "/wps/member/register/mobile", {
      ...(await captcha()),
      registerMethod: "PWA",
      registerUrl: "x",
      loginDeviceId: "d",
      isOfficialAppLogin: false,
      domain: "d",
      login: true,
      mobileNum: mobile,
      countryDialingCode: "55",
      password: "mc123456",
    });
    expect(body).toMatchObject({ success: true, value: { userName: mobile } });
  });

  it("§5 registration refuses bad usernames and passwords", async () => {
    const base = { registerMethod: "H5", registerUrl: "x", loginDeviceId: "d", isOfficialAppLogin: false, domain: "d", login: false, ...(await captcha()) };
    expect((await post(DEMO, "/wps/member/register", { ...base, username: "a".repeat(200), password: "Secret99" })).body).toMatchObject({
      errorCode: "username_invalid",
    });
    expect((await post(DEMO, "/wps/member/register", { ...base, username: "emoji😀x", password: "Secret99" })).body).toMatchObject({
      errorCode: "username_invalid",
    });
    expect((await post(DEMO, "/wps/member/register", { ...base, username: "okname", password: "123" })).body).toMatchObject({ errorCode: "password_invalid" });
  });

  it("§7 autoUsername suggests a free username", async () => {
    const response = await call(`${DEMO}/wps/member/register/autoUsername`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    expect(((await response.json()) as Envelope<{ username: string }>).value!.username).toMatch(/^player\d{6}$/);
  });
});

describe("SPEC §5/§7 sandbox captcha", () => {
  beforeEach(restoreDemoMerchants);

  it("§7 /wps/captcha/geetest answers gt, challenge and newCaptcha", async () => {
    const answer = (await (await call(`${DEMO}/wps/captcha/geetest?t=1`)).json()) as Envelope<{ gt: string; challenge: string; newCaptcha: boolean }>;
    expect(answer.value).toMatchObject({ gt: "sandbox-demo-captcha", newCaptcha: true });
    expect(answer.value!.challenge).toMatch(/^[a-z0-9]{32}$/);
  });

  it("§5 a merchant whose flags ask for the captcha refuses a login without one", async () => {
    const { body } = await post<LoginValue>(DEMO, "/wps/session/login", {
      type: "username",
      username: "player1",
      password: "Demo1234",
      loginDeviceId: "d",
      isOfficialAppLogin: false,
    });
    expect(body).toMatchObject({ success: false, errorCode: "captcha_invalid" });
  });

  it("§9 a captcha token is 50 characters and works once", async () => {
    const token = await captcha();
    expect(token.geetestSeccode.split("|")[0]).toHaveLength(50);
    const payload = { type: "username", username: "player1", password: "Demo1234", loginDeviceId: "d", isOfficialAppLogin: false, ...token };
    expect((await post<LoginValue>(DEMO, "/wps/session/login", payload)).body.success).toBe(true);
    expect((await post<LoginValue>(DEMO, "/wps/session/login", payload)).body).toMatchObject({ errorCode: "captcha_invalid" });
  });

  it("§9 a captcha token expires after 60 s", async () => {
    const token = await captcha();
    await env.SANDBOX_DB.prepare("UPDATE captcha_tokens SET expires_at = ? WHERE token = ?")
      .bind(Date.now() - 1, token.geetestSeccode.split("|")[0])
      .run();
    const { body } = await post<LoginValue>(DEMO, "/wps/session/login", {
      type: "username",
      username: "player1",
      password: "Demo1234",
      loginDeviceId: "d",
      isOfficialAppLogin: false,
      ...token,
    });
    expect(body).toMatchObject({ errorCode: "captcha_invalid" });
  });

  it("§5 a merchant without the flags needs no captcha (Brand B)", async () => {
    const { body } = await post<LoginValue>(BRAND_B, "/wps/session/login", {
      type: "username",
      username: "player1",
      password: "Demo1234",
      loginDeviceId: "d",
      isOfficialAppLogin: false,
    });
    expect(body.success).toBe(true);
  });

  it("DESIGN §1 the sandbox serves a script with Geetest's interface", async () => {
    for (const path of ["/wps/sandbox/captcha/static/js/gt.0.5.0.js", "/wps/sandbox/captcha/v4/gt4.js", "/wps/sandbox/captcha-mirror/v4/gt4.js"]) {
      const response = await call(`${DEMO}${path}`);
      expect(response.headers.get("content-type")).toContain("javascript");
      const script = await response.text();
      expect(script).toContain("window.initGeetest =");
      expect(script).toContain("window.initGeetest4 =");
    }
  });
});

/** An ID token as the Firebase Auth emulator issues it: unsigned (alg none). */
function emulatorToken(payload: Record<string, unknown>, header: Record<string, unknown> = { alg: "none", typ: "JWT" }): string {
  const part = (value: Record<string, unknown>) => btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
  const now = Math.floor(Date.now() / 1000);
  return `${part(header)}.${part({ iss: "https://securetoken.google.com/demo-mobileweb", aud: "demo-mobileweb", iat: now, exp: now + 3600, firebase: { sign_in_provider: "google.com" }, ...payload })}.`;
}

describe("SPEC §3/§4 sandbox: sign-in through the identity provider (emulator tokens)", () => {
  beforeEach(restoreDemoMerchants);
  const firebaseLogin = (token: string, origin = DEMO) =>
    post<LoginValue>(origin, "/wps/session/login", {
      type: "firebase",
      firebaseChannel: "google",
      firebaseIdToken: token,
      loginDeviceId: "d",
      isOfficialAppLogin: false,
    });

  it("§8 an identity no account knows answers bind_customer_required", async () => {
    const { body } = await firebaseLogin(emulatorToken({ user_id: `uid-${Date.now()}`, email: "new.player@example.com" }));
    expect(body).toMatchObject({ success: false, errorCode: "bind_customer_required" });
  });

  it("§3 registration by provider creates the player; the next provider login signs in", async () => {
    const uid = `uid-reg-${Date.now()}`;
    const token = emulatorToken({ user_id: uid, email: "ana.costa@example.com" });
    const registered = await post<LoginValue>(DEMO, "/wps/member/register", {
      firebaseChannel: "google",
      firebaseIdToken: token,
      login: true,
      smsTemplate: "",
      registerMethod: "H5",
      registerUrl: "x",
      loginDeviceId: "d",
      isOfficialAppLogin: false,
      domain: "d",
    });
    expect(registered.body).toMatchObject({ success: true, value: { userName: expect.stringMatching(/^anacosta/) } });
    expect((await firebaseLogin(token)).body).toMatchObject({ success: true, value: { userName: registered.body.value!.userName } });
  });

  it("§4 logging in to an existing account links the provider identity", async () => {
    const token = emulatorToken({ user_id: `uid-bind-${Date.now()}` });
    expect((await firebaseLogin(token)).body.errorCode).toBe("bind_customer_required");
    const { body } = await post<LoginValue>(DEMO, "/wps/session/login", {
      type: "username",
      username: "agent1",
      password: "Demo1234",
      firebaseIdToken: token,
      loginDeviceId: "d",
      isOfficialAppLogin: false,
      ...(await captcha()),
    });
    expect(body.success).toBe(true);
    expect((await firebaseLogin(token)).body).toMatchObject({ success: true, value: { userName: "agent1" } });
    await env.SANDBOX_DB.prepare("UPDATE members SET firebase_uid = NULL WHERE username = 'agent1'").run();
  });

  it.each([
    ["a signed token (only the emulator's are accepted here)", { user_id: "u1" }, { alg: "RS256", kid: "k" }],
    ["another project's token", { user_id: "u1", aud: "other-project" }, undefined],
    ["an expired token", { user_id: "u1", exp: 1 }, undefined],
  ])("§8 %s is refused", async (_name, payload, header) => {
    const { body } = await firebaseLogin(emulatorToken(payload, header));
    expect(body).toMatchObject({ success: false, errorCode: "firebase_token_invalid" });
  });
});

describe("SPEC §4 sandbox: SMS through the identity provider", () => {
  beforeEach(restoreDemoMerchants);
  const phoneLogin = (phone: string, mobileNum: string, countryDialingCode = "84") =>
    post<LoginValue>(BRAND_B, "/wps/session/login", {
      type: "sms",
      mobileNum,
      countryDialingCode,
      firebaseChannel: "phone",
      firebaseIdToken: emulatorToken({ user_id: `p-${phone}`, phone_number: phone, firebase: { sign_in_provider: "phone" } }),
      loginDeviceId: "d",
      isOfficialAppLogin: false,
    });

  it("§4 the provider's token for the player's number signs in", async () => {
    expect((await phoneLogin("+84912345678", "912345678")).body).toMatchObject({ success: true, value: { userName: "player1" } });
  });

  it("§4 a token for another number is refused", async () => {
    expect((await phoneLogin("+84900000000", "912345678")).body).toMatchObject({ success: false, errorCode: "firebase_token_invalid" });
  });
});
