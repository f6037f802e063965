import { beforeEach, describe, expect, it, vi } from "vitest";
import EN from "../../locales/EN.json";
import PT_BR from "../../locales/PT-BR.json";
import { AUTH_ERRORS } from "#shared/auth";
import { CAPTCHA_INVALID } from "#shared/captcha";
import { CUSTOMER_NOT_LOGIN, type Envelope, type ErrorBody } from "#shared/contract";
import { errorBodyResponse } from "../../worker/edge/errorResponses";
import { errorMessage, hasText, LOCALES, messageLanguage, stringsFor, translate, WORKER_ONLY_PREFIX } from "#shared/messages";
import { BRAND_B, DEMO, call, postEncrypted, restoreDemoMerchants } from "./helpers";

const wrongPassword = (language: string) =>
  postEncrypted(
    BRAND_B,
    "/wps/session/login",
    { type: "username", username: "player1", password: "not-the-one", loginDeviceId: "d", isOfficialAppLogin: false },
    { Language: language },
  );

const register = (path: string, body: Record<string, unknown>, language: string) =>
  postEncrypted(
    BRAND_B,
    path,
    { registerMethod: "H5", registerUrl: "x", loginDeviceId: "d", isOfficialAppLogin: false, domain: "d", login: false, password: "Secret99", ...body },
    { Language: language },
  );

describe("SPEC §8 messages in the player's language (sandbox)", () => {
  beforeEach(restoreDemoMerchants);

  it("§8 messages in the player's language: a wrong password in PT-BR", async () => {
    const { body } = await wrongPassword("PT-BR");
    expect(body).toEqual({ success: false, errorCode: "login.cred.err", message: "O nome de usuário ou a senha estão incorretos." });
  });

  it.each([
    ["VI", "Tên người dùng hoặc mật khẩu không đúng."],
    ["AR", "اسم المستخدم أو كلمة المرور غير صحيحة."],
    ["EN", "The username or password is incorrect."],
  ])("§8 messages in the player's language: a wrong password in %s", async (language, message) => {
    expect((await wrongPassword(language)).body).toEqual({ success: false, errorCode: "login.cred.err", message });
  });

  it("§7 the Language header is read as the client sends it: uppercased, any cn variant is CN", async () => {
    expect((await wrongPassword("pt-br")).body.message).toBe("O nome de usuário ou a senha estão incorretos.");
    expect((await wrongPassword("zh-CN")).body.message).toBe("用户名或密码错误。");
    expect((await wrongPassword("cn")).body.message).toBe("用户名或密码错误。");
    expect((await wrongPassword("zh-TW")).body.message).toBe("帳號或密碼錯誤。");
  });

  it("§8 messages in the player's language: an unknown or missing language is answered in English", async () => {
    for (const language of ["XX", "de-DE", "", "PT-PT-BR"]) {
      expect((await wrongPassword(language)).body, language).toMatchObject({ errorCode: "login.cred.err", message: "The username or password is incorrect." });
    }
    const response = await call(`${BRAND_B}/wps/member/info`);
    expect(await response.json()).toEqual({ success: false, errorCode: CUSTOMER_NOT_LOGIN, message: "Please log in to continue." });
  });

  it("§8 messages in the player's language: a taken username in PT-BR", async () => {
    const { body } = await register("/wps/member/register", { username: "player1" }, "PT-BR");
    expect(body).toEqual({ success: false, errorCode: "username.exists", message: "Este nome de usuário já está em uso." });
  });

  it("§8 a registered mobile number has its own code and text (mobile.exists), here in ES", async () => {
    const mobile = `918${String(Date.now()).slice(-6)}`;
    expect((await register("/wps/member/register/mobile", { mobileNum: mobile, countryDialingCode: "84" }, "ES")).body.success).toBe(true);
    const { body } = await register("/wps/member/register/mobile", { mobileNum: mobile, countryDialingCode: "84" }, "ES");
    expect(body).toEqual({ success: false, errorCode: "mobile.exists", message: "Este número de celular ya está registrado." });
  });

  it("§8 messages in the player's language: a wrong second-factor answer in VI", async () => {
    const { body } = await postEncrypted(
      DEMO,
      "/wps/session/login/verification",
      { username: "mfa_email", password: "Demo1234", method: "E", email: "someone.else@demo.example" },
      { Language: "VI" },
    );
    expect(body).toEqual({ success: false, errorCode: "verification_failed", message: "Thông tin bạn nhập không khớp với hồ sơ của chúng tôi." });
  });

  it("§8 login_verify_required keeps its methods and speaks the player's language (TH)", async () => {
    const { geetestSeccode } = await captchaToken();
    const verify = await postEncrypted(
      DEMO,
      "/wps/session/login",
      { type: "username", username: "mfa_email", password: "Demo1234", loginDeviceId: "d", isOfficialAppLogin: false, geetestSeccode },
      { Language: "TH" },
    );
    expect(verify.body).toEqual({
      success: false,
      errorCode: AUTH_ERRORS.verifyRequired,
      message: "โปรดยืนยันว่าเป็นคุณเพื่อดำเนินการต่อ",
      value: { methods: ["email"] },
    });
  });

  it("§5 a refused captcha and a refused encrypted body speak the player's language too (FR)", async () => {
    const refused = await postEncrypted(
      DEMO,
      "/wps/session/login",
      { type: "username", username: "player1", password: "Demo1234", loginDeviceId: "d", isOfficialAppLogin: false },
      { Language: "FR" },
    );
    expect(refused.body).toEqual({
      success: false,
      errorCode: CAPTCHA_INVALID,
      message: "La vérification de sécurité n’a pas été réussie. Veuillez réessayer.",
    });
    const plain = await call(`${DEMO}/wps/session/login`, { method: "POST", headers: { "Content-Type": "application/json", Language: "FR" }, body: "{}" });
    expect(await plain.json()).toEqual({
      success: false,
      errorCode: "encryption_required",
      message: "Cette requête doit être envoyée chiffrée. Veuillez recharger la page, puis réessayer.",
    });
  });

  it("README sandbox scenarios answer in the player's language (JA), the unknown case names itself", async () => {
    const refused = await call(`${DEMO}/wps/member/info`, { headers: { "X-Sandbox-Scenario": "success-false", Language: "JA" } });
    expect(await refused.json()).toEqual({ success: false, errorCode: "sandbox_refused", message: "サンドボックスがこのリクエストを拒否しました。" });
    const ended = await call(`${DEMO}/wps/member/info`, { headers: { "X-Sandbox-Scenario": "logout:user.or.token.invalid", Language: "JA" } });
    expect(await ended.json()).toMatchObject({ errorCode: "user.or.token.invalid", message: "セッションが終了しました。もう一度ログインしてください。" });
    const unknown = await call(`${DEMO}/wps/member/info`, { headers: { "X-Sandbox-Scenario": "no-such-case", Language: "EN" } });
    expect(await unknown.json()).toEqual({ success: false, errorCode: "unknown_scenario", message: "Unknown sandbox scenario no-such-case." });
  });

  it("README the sandbox's own helpers answer in the player's language (KO)", async () => {
    const response = await call(`${DEMO}/wps/sandbox/sms?mobileNum=000000`, { headers: { Language: "KO" } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, errorCode: "sms_not_found", message: "이 번호로 보낸 인증번호가 없습니다." });
  });
});

describe("docs/decisions/008 one text per code, with English behind every language", () => {
  it("§8 a key missing in a language is said in English", () => {
    const english = EN as Record<string, string>;
    english["errors.code.test_only_english"] = "Only English has this {{thing}}.";
    try {
      expect(hasText("errors.code.test_only_english")).toBe(true);
      expect(translate("PT-BR", "errors.code.test_only_english", { thing: "text" })).toBe("Only English has this text.");
      expect(errorMessage("VI", "test_only_english", { values: { thing: "key" } })).toBe("Only English has this key.");
    } finally {
      delete english["errors.code.test_only_english"];
    }
  });

  it("§8 a code without any text gets the caller's fallback, else the generic unknown error", () => {
    expect(errorMessage("PT-BR", "no_such_code_anywhere")).toBe(PT_BR["errors.unknown"]);
    expect(errorMessage("PT-BR", "no_such_code_anywhere", { fallback: "as given" })).toBe("as given");
    expect(errorMessage("PT-BR", "upstream_unavailable", { fallback: "as given" })).toBe(PT_BR["errors.code.upstream_unavailable"]);
  });

  it("§7 a language is read like the Language header: unknown or missing is English", () => {
    expect(messageLanguage("pt-br")).toBe("PT-BR");
    expect(messageLanguage("zh-Hans")).toBe("CN");
    expect(messageLanguage("klingon")).toBe("EN");
    expect(messageLanguage(undefined)).toBe("EN");
  });

  it("§3 every code the sandbox answers with has a text, in the player's keys or the sandbox's", () => {
    const sources = import.meta.glob<string>("../../worker/sandbox/*.ts", { eager: true, query: "?raw", import: "default" });
    const literal = /\b(?:fail|refused|messageFor)\(c, "([^"]+)"/g;
    const codes = new Set<string>([...Object.values(AUTH_ERRORS), CUSTOMER_NOT_LOGIN, CAPTCHA_INVALID]);
    for (const source of Object.values(sources)) for (const match of source.matchAll(literal)) codes.add(match[1]!);
    expect(codes.size).toBeGreaterThan(35);
    for (const code of codes) expect(hasText(`errors.code.${code}`) || hasText(`sandbox.error.${code}`), code).toBe(true);
    // The edge's own answers (worker/edge/errorResponses.ts callers).
    for (const code of [
      "upstream_unavailable",
      "upstream_timeout",
      "system_maintenance",
      "access_denied",
      "merchant_unavailable",
      "worker_config_invalid",
      "not_found",
      "internal_error",
    ]) {
      expect(hasText(`errors.code.${code}`), code).toBe(true);
    }
  });

  it("§9 pages and /m/i18n never carry the sandbox's own texts; translate still reads them", async () => {
    for (const strings of Object.values(LOCALES)) expect(Object.keys(strings!).filter((key) => key.startsWith(WORKER_ONLY_PREFIX))).toEqual([]);
    expect(stringsFor("PT-BR")["errors.code.login.cred.err"]).toBe("O nome de usuário ou a senha estão incorretos.");
    expect(stringsFor("PT-BR")["sandbox.captcha.check"]).toBeUndefined();
    expect(translate("PT-BR", "sandbox.captcha.check")).toBe("Não sou um robô");
    const served = (await (await call(`${DEMO}/m/i18n/PT-BR.json`)).json()) as Record<string, string>;
    expect(served["errors.code.username.exists"]).toBe("Este nome de usuário já está em uso.");
    expect(Object.keys(served).some((key) => key.startsWith(WORKER_ONLY_PREFIX))).toBe(false);
  });
});

describe("SPEC §3 the edge's own error bodies in the player's language", () => {
  const bodyOf = async (response: Response) => (await response.json()) as ErrorBody;

  it("§3 the edge's 502 body in the request's language (PT-BR), English when unknown", async () => {
    const response = errorBodyResponse(502, { language: "PT-BR" }, "upstream_unavailable");
    expect(response.status).toBe(502);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await bodyOf(response)).toEqual({ errorCode: "upstream_unavailable", message: "O serviço está indisponível no momento. Tente novamente." });
    expect(await bodyOf(errorBodyResponse(504, { language: "vi" }, "upstream_timeout"))).toEqual({
      errorCode: "upstream_timeout",
      message: "Dịch vụ phản hồi quá lâu. Vui lòng thử lại.",
    });
    expect((await bodyOf(errorBodyResponse(502, { language: "xx" }, "upstream_unavailable"))).message).toBe(
      "The service is unavailable right now. Please try again.",
    );
    expect((await bodyOf(errorBodyResponse(502, { language: null }, "upstream_unavailable"))).message).toBe(
      "The service is unavailable right now. Please try again.",
    );
  });

  it("§3 a text given as is stays as is (an operator's maintenance message), with its headers", async () => {
    const response = errorBodyResponse(503, "Atualizando o motor de loteria", "system_maintenance", { "Retry-After": "60" });
    expect(response.headers.get("retry-after")).toBe("60");
    expect(await bodyOf(response)).toEqual({ errorCode: "system_maintenance", message: "Atualizando o motor de loteria" });
  });
});

/** A token from the sandbox's captcha widget, as the client sends it. */
async function captchaToken(): Promise<{ geetestSeccode: string }> {
  const response = await call(`${DEMO}/wps/sandbox/captcha/pass`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ version: "v3" }),
  });
  return { geetestSeccode: `${((await response.json()) as Envelope<{ token: string }>).value!.token}|jordan` };
}

/** Just enough DOM for the stand-in: elements with attributes, children, text and a click handler. */
class FakeElement {
  attributes: Record<string, string> = {};
  children: FakeElement[] = [];
  parent: FakeElement | null = null;
  style = { cssText: "" };
  textContent = "";
  type = "";
  disabled = false;
  onclick: (() => void) | null = null;
  constructor(readonly tag: string) {}
  setAttribute(name: string, value: string) {
    this.attributes[name] = String(value);
  }
  append(...nodes: FakeElement[]) {
    for (const node of nodes) {
      node.parent = this;
      this.children.push(node);
    }
  }
  remove() {
    if (this.parent) this.parent.children = this.parent.children.filter((child) => child !== this);
    this.parent = null;
  }
}

interface Opened {
  dialog: FakeElement;
  title: string;
  button: FakeElement;
  closer: FakeElement;
  passHeaders: () => Headers | undefined;
  events: string[];
}

/** Runs the served stand-in on a fake page with `<html lang>`, opens it through Geetest's interface, and reads the dialog. */
async function openStandIn(version: "v3" | "v4", config: Record<string, unknown>, htmlLang = ""): Promise<Opened> {
  const path = version === "v3" ? "/wps/sandbox/captcha/static/js/gt.0.5.0.js" : "/wps/sandbox/captcha/v4/gt4.js";
  const script = await (await call(`${DEMO}${path}`)).text();
  const body = new FakeElement("body");
  const document = { body, documentElement: { lang: htmlLang }, createElement: (tag: string) => new FakeElement(tag) };
  const window: Record<string, (config: unknown, callback: (captcha: Record<string, (...args: unknown[]) => unknown>) => void) => void> = {};
  let passInit: RequestInit | undefined;
  const fetch = (url: string, init: RequestInit) => {
    passInit = init;
    return call(`${DEMO}${url}`, init);
  };
  new Function("window", "document", "fetch", script)(window, document, fetch);
  const events: string[] = [];
  await new Promise<void>((resolve) => {
    window[version === "v3" ? "initGeetest" : "initGeetest4"]!(config, (captcha) => {
      captcha.onReady!(() => {
        events.push("ready");
        captcha.verify!();
        resolve();
      });
      captcha.onSuccess!(() => events.push("success"));
      captcha.onError!((error: unknown) => events.push(`error:${JSON.stringify(error)}`));
      captcha.onClose!(() => events.push("close"));
    });
  });
  const dialog = body.children[0]!;
  const [title, button, closer] = dialog.children[0]!.children as [FakeElement, FakeElement, FakeElement];
  return { dialog, title: title.textContent, button, closer, passHeaders: () => (passInit ? new Headers(passInit.headers) : undefined), events };
}

describe("SPEC §5 the captcha stand-in speaks the page's language", () => {
  beforeEach(restoreDemoMerchants);

  it("§5 on an English page it is the 'Security check' dialog with its 'I'm not a robot' button", async () => {
    const opened = await openStandIn("v4", { captchaId: "x", language: "en" }, "en");
    expect(opened.dialog.attributes).toMatchObject({ role: "dialog", "aria-label": "Security check", lang: "en", dir: "ltr" });
    expect(opened.title).toBe("Security check (sandbox v4)");
    expect(opened.button.textContent).toBe("I'm not a robot");
    expect(opened.closer.attributes["aria-label"]).toBe("Close");
  });

  it("§5 Geetest's v4 `language` (the client's captcha code, pt-br) gives Portuguese, and the token call asks in PT-BR", async () => {
    const opened = await openStandIn("v4", { captchaId: "x", language: "pt-br" }, "en");
    expect(opened.dialog.attributes).toMatchObject({ "aria-label": "Verificação de segurança", lang: "pt-BR" });
    expect(opened.button.textContent).toBe("Não sou um robô");
    expect(opened.closer.attributes["aria-label"]).toBe("Fechar");
    opened.button.onclick!();
    await vi.waitFor(() => expect(opened.events).toContain("success"));
    expect(opened.passHeaders()?.get("Language")).toBe("PT-BR");
  });

  it("§5 Geetest's v3 `lang` gives the language (zh-tw, ar right to left)", async () => {
    const tw = await openStandIn("v3", { gt: "x", challenge: "c", lang: "zh-tw" });
    expect(tw.button.textContent).toBe("我不是機器人");
    const ar = await openStandIn("v3", { gt: "x", challenge: "c", lang: "ar" });
    expect(ar.dialog.attributes).toMatchObject({ "aria-label": "التحقق الأمني", dir: "rtl" });
    expect(ar.button.textContent).toBe("أنا لست روبوتًا");
  });

  it("§5 without a language in the config it takes the page's <html lang>, then English", async () => {
    expect((await openStandIn("v4", { captchaId: "x" }, "vi")).button.textContent).toBe("Tôi không phải là người máy");
    expect((await openStandIn("v4", { captchaId: "x", language: "de" }, "fil")).button.textContent).toBe("Hindi ako robot");
    expect((await openStandIn("v3", { gt: "x", challenge: "c" }, "")).button.textContent).toBe("I'm not a robot");
    expect((await openStandIn("v3", { gt: "x", challenge: "c", lang: "xx" }, "yy")).dialog.attributes["aria-label"]).toBe("Security check");
  });

  it("§5 the served script carries every language's texts from the locales", async () => {
    const script = await (await call(`${DEMO}/wps/sandbox/captcha-mirror/v4/gt4.js`)).text();
    for (const text of ["Não sou um robô", "Tôi không phải là người máy", "أنا لست روبوتًا", "我不是机器人", "I'm not a robot"]) expect(script).toContain(text);
    expect(script.length).toBeLessThan(40_000);
  });
});
