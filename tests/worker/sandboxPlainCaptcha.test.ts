import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Envelope, LoginValue, PlainCaptcha, SiteSettings } from "#shared/contract";
import { BRAND_B, DEMO, call, inlinedState, postEncrypted, restoreDemoMerchants, setSandboxFlags } from "./helpers";

const loginBody = (extra: Record<string, unknown> = {}) => ({
  type: "username",
  username: "player1",
  password: "Demo1234",
  loginDeviceId: "d",
  isOfficialAppLogin: false,
  ...extra,
});

async function picture(origin = BRAND_B): Promise<{ response: Response; value: PlainCaptcha }> {
  const response = await call(`${origin}/wps/captcha/image?t=1`);
  return { response, value: ((await response.clone().json()) as Envelope<PlainCaptcha>).value! };
}

async function answerOf(origin = BRAND_B): Promise<string> {
  return ((await (await call(`${origin}/wps/sandbox/captcha/plain`)).json()) as Envelope<{ answer: string }>).value!.answer;
}

describe("SPEC §5 login captcha: geetest or plain captcha depending on flags (sandbox)", () => {
  beforeEach(async () => {
    await restoreDemoMerchants();
    await setSandboxFlags(BRAND_B, { PLAINCAPTCHA3: true });
  });
  afterEach(async () => {
    await setSandboxFlags(BRAND_B, { PLAINCAPTCHA3: false });
  });

  it("§5 the picture is an SVG of 4 characters, never cached, with its lifetime", async () => {
    const { response, value } = await picture();
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(value.captchaId).toMatch(/^[0-9a-f-]{36}$/);
    expect(value.expiresIn).toBe(120);
    const svg = atob(value.image.replace("data:image/svg+xml;base64,", ""));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const answer = await answerOf();
    expect(answer).toMatch(/^[A-HJ-NP-Z2-9]{4}$/);
    expect([...svg.matchAll(/<text[^>]*>(.)<\/text>/g)].map((match) => match[1]).join("")).toBe(answer);
  });

  it("§5 with the plain-captcha flag on, a login without the code is refused", async () => {
    const { body } = await postEncrypted<LoginValue>(BRAND_B, "/wps/session/login", loginBody(), { Language: "EN" });
    expect(body).toMatchObject({ success: false, errorCode: "captcha_invalid", message: "The security check was not passed. Please try again." });
  });

  it("§5 the right code (any case, spaces trimmed) signs in, once", async () => {
    const { value } = await picture();
    const code = ` ${(await answerOf()).toLowerCase()} `;
    const first = await postEncrypted<LoginValue>(BRAND_B, "/wps/session/login", loginBody({ captchaId: value.captchaId, captchaCode: code }));
    expect(first.body.success).toBe(true);
    const again = await postEncrypted<LoginValue>(BRAND_B, "/wps/session/login", loginBody({ captchaId: value.captchaId, captchaCode: code }));
    expect(again.body).toMatchObject({ errorCode: "captcha_invalid" });
  });

  it("§5 a wrong code spends the picture, so guessing needs a new one", async () => {
    const { value } = await picture();
    const answer = await answerOf();
    const wrong = await postEncrypted<LoginValue>(BRAND_B, "/wps/session/login", loginBody({ captchaId: value.captchaId, captchaCode: "0000" }));
    expect(wrong.body).toMatchObject({ errorCode: "captcha_invalid" });
    const late = await postEncrypted<LoginValue>(BRAND_B, "/wps/session/login", loginBody({ captchaId: value.captchaId, captchaCode: answer }));
    expect(late.body).toMatchObject({ errorCode: "captcha_invalid" });
  });

  it("§5 an expired picture is refused", async () => {
    const { value } = await picture();
    const answer = await answerOf();
    await env.SANDBOX_DB.prepare("UPDATE plain_captchas SET expires_at = ? WHERE id = ?")
      .bind(Date.now() - 1, value.captchaId)
      .run();
    const { body } = await postEncrypted<LoginValue>(BRAND_B, "/wps/session/login", loginBody({ captchaId: value.captchaId, captchaCode: answer }));
    expect(body).toMatchObject({ errorCode: "captcha_invalid" });
  });

  it("§5 a picture of one merchant does not answer for another", async () => {
    const { value } = await picture(DEMO);
    const answer = await answerOf(DEMO);
    const { body } = await postEncrypted<LoginValue>(BRAND_B, "/wps/session/login", loginBody({ captchaId: value.captchaId, captchaCode: answer }));
    expect(body).toMatchObject({ errorCode: "captcha_invalid" });
  });

  it("§5 Geetest wins where its rule holds: Demo asks for a Geetest token, not a picture", async () => {
    await setSandboxFlags(DEMO, { PLAINCAPTCHA3: true });
    try {
      const { value } = await picture(DEMO);
      const answer = await answerOf(DEMO);
      const { body } = await postEncrypted<LoginValue>(DEMO, "/wps/session/login", loginBody({ captchaId: value.captchaId, captchaCode: answer }), {
        Language: "EN",
      });
      expect(body).toMatchObject({ errorCode: "captcha_invalid", message: "The security check was not passed. Please try again." });
      // The Geetest check refused it: the picture was never looked at, so it still waits for its answer.
      expect(await answerOf(DEMO)).toBe(answer);
    } finally {
      await setSandboxFlags(DEMO, { PLAINCAPTCHA3: false });
    }
  });

  it("§5 the plain captcha is for login only: SMS codes and registration keep their own rules", async () => {
    const sms = await postEncrypted(BRAND_B, "/wps/verification/sms/noLogin", { countryDialingCode: "84", mobileNum: "912000111" });
    expect(sms.body.success).toBe(true);
  });

  it("§7 the flag helper changes the settings the next page is rendered with", async () => {
    const page = await call(`${BRAND_B}/m/login`);
    expect((inlinedState(await page.text()).siteSettings as SiteSettings).whitelabel.PLAINCAPTCHA3).toBe(true);
    const off = await setSandboxFlags(BRAND_B, { PLAINCAPTCHA3: false });
    expect(((await off.json()) as Envelope<Record<string, boolean>>).value!.PLAINCAPTCHA3).toBe(false);
    const again = await call(`${BRAND_B}/m/login`);
    expect((inlinedState(await again.text()).siteSettings as SiteSettings).whitelabel.PLAINCAPTCHA3).toBe(false);
  });

  it("§7 the flag helper refuses anything but flag names with true or false", async () => {
    expect((await setSandboxFlags(BRAND_B, { "bad name": true })).status).toBe(400);
    expect((await setSandboxFlags(BRAND_B, { OK3: "yes" as unknown as boolean })).status).toBe(400);
  });
});
