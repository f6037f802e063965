import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { createStore } from "jotai";
import { constants, createDecipheriv, generateKeyPairSync, privateDecrypt } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PasswordResetPage } from "../../client/features/passwordReset/PasswordResetPage";
import { loadRememberedLogin } from "../../client/lib/rememberedLogin";
import { merchantAtom, siteSettingsAtom } from "../../client/core/startup/atoms";
import { passwordReset, passwordResetSms, type SiteSettings } from "#shared/contract";
import { ROUTES } from "#shared/routes";
import { DEMO_BRAND, renderInApp, startEachTestSignedOut } from "./appHarness";
import { answerWith, headersOf, json, postsTo, type RecordedCall } from "./requestHarness";

const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const SPKI = publicKey.export({ type: "spki", format: "der" }).toString("base64");

/** What an encrypted post carried, read with the platform's private key. */
function opened(call: RecordedCall): Record<string, unknown> {
  const headers = headersOf(call.init);
  const key = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" }, Buffer.from(headers.get("X-RSA")!, "base64"));
  const sealed = Buffer.from((JSON.parse(String(call.init.body)) as { value: string }).value, "base64");
  const decipher = createDecipheriv("aes-256-gcm", key, sealed.subarray(0, 12));
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  return JSON.parse(Buffer.concat([decipher.update(sealed.subarray(12, sealed.length - 16)), decipher.final()]).toString("utf8")) as Record<string, unknown>;
}

const COUNTRY = {
  countries: [{ countryCode: "BR", countryDialingCode: "55" }],
  countryCode: "BR",
  countryDialingCode: "55",
  currencySymbol: "R$",
  currency: "BRL",
};
const SETTINGS = {
  whitelabel: {},
  test: true,
  register: { captcha: { enabled: false } },
  gw: { GEETEST_VERSION: "v4" },
  customerService: [],
} as unknown as SiteSettings;

type Answer = Response | (() => Response | Promise<Response>);
/** Answers for the two recovery calls, taken in order; the country list and the RSA key always answer. */
function platform(sms: Answer[], reset: Answer[] = []) {
  const next = (queue: Answer[]) => {
    const answer = queue.shift();
    if (!answer) throw new Error("unexpected call");
    return typeof answer === "function" ? answer() : answer;
  };
  return answerWith((url) => {
    if (url.pathname === "/wps/system/country") return json({ success: true, value: COUNTRY });
    if (url.pathname === "/wps/session/key/rsa") return json({ success: true, value: { publicKey: SPKI } });
    if (url.pathname === passwordResetSms.path) return next(sms);
    if (url.pathname === passwordReset.path) return next(reset);
    return json({ success: false, errorCode: "not_found", message: "not found" }, 404);
  });
}

const sent = (expirationTime = Date.now() + 300_000) => json({ success: true, value: { maskedMobile: "+55 11*****4321", expirationTime } });
const refused = (errorCode: string, message: string, value?: unknown) => json({ success: false, errorCode, message, ...(value ? { value } : {}) });

/** Lets the page's calls (the encrypted one does real WebCrypto work) answer and the page render. */
/**
 * Until an outcome shows: the new password travels encrypted (a key fetch and WebCrypto), which on a loaded machine
 * takes longer than any fixed number of ticks.
 */
const until = (assertion: () => void) => waitFor(assertion, { timeout: 5_000 });

async function flush() {
  for (let i = 0; i < 8; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
}

function renderPage() {
  const store = createStore();
  store.set(siteSettingsAtom, SETTINGS);
  store.set(merchantAtom, { ...DEMO_BRAND, customerServiceUrl: "https://help.demo.example/" });
  const router = renderInApp(
    store,
    [
      { path: ROUTES.forgotPassword, element: <PasswordResetPage /> },
      { path: ROUTES.login, element: <h1>login page</h1> },
    ],
    ROUTES.forgotPassword,
  );
  return { store, router };
}

const tap = (name: string) => fireEvent.click(screen.getByRole("button", { name }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function toCodeStep(calls: RecordedCall[]) {
  type("Username", "ana_1");
  tap("Send code");
  await flush();
  return postsTo(calls, passwordResetSms.path);
}

describe("issue #14 password recovery page (/m/forgotPassword)", () => {
  startEachTestSignedOut();
  afterEach(() => vi.useRealTimers());

  it("§4 step 1 asks for the account; an empty or malformed one is flagged under the field and nothing is sent", async () => {
    const calls = platform([]);
    renderPage();
    expect(screen.getByRole("heading", { name: "Reset password", level: 1 })).toBeTruthy();
    tap("Send code");
    await flush();
    expect(screen.getByRole("alert").textContent).toBe("Enter your username.");
    type("Username", "a b");
    expect(screen.queryByRole("alert")).toBeNull();
    tap("Send code");
    await flush();
    expect(screen.getByRole("alert").textContent).toBe("Use 4 to 16 letters, digits or underscores.");
    fireEvent.click(screen.getByRole("tab", { name: "Mobile number" }));
    type("Mobile number", "12ab");
    tap("Send code");
    await flush();
    expect(screen.getByRole("alert").textContent).toBe("Enter digits only, 6 to 15 of them.");
    expect(postsTo(calls, passwordResetSms.path)).toEqual([]);
  });

  it("§4 by username: the code request carries no token; the masked number shows and resending waits as m:ss", async () => {
    sessionStorage.setItem("MC_SESSION_INFO", JSON.stringify({ token: "tok" }));
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"], now: 1_800_000_000_000 });
    const calls = platform([sent(Date.now() + 300_000)]);
    renderPage();
    const posts = await toCodeStep(calls);
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]!.init.body))).toEqual({ username: "ana_1" });
    expect(headersOf(posts[0]!.init).has("Authorization")).toBe(false);
    expect(screen.getByText("+55 11*****4321").tagName).toBe("BDI");
    expect(screen.getByRole("button", { name: "Resend in 5:00" })).toHaveProperty("disabled", true);
    await act(async () => void vi.advanceTimersByTime(61_000));
    expect(screen.getByRole("button", { name: "Resend in 3:59" })).toBeTruthy();
    await act(async () => void vi.advanceTimersByTime(240_000));
    expect(screen.getByRole("button", { name: "Send a new code" })).toHaveProperty("disabled", false);
  });

  it("§4 by mobile number: the number goes with the merchant's dialling code", async () => {
    const calls = platform([sent()]);
    renderPage();
    fireEvent.click(screen.getByRole("tab", { name: "Mobile number" }));
    await flush();
    type("Mobile number", " 11987654321 ");
    tap("Send code");
    await flush();
    expect(JSON.parse(String(postsTo(calls, passwordResetSms.path)[0]!.init.body))).toEqual({ mobileNum: "11987654321", countryDialingCode: "55" });
    expect(screen.getByLabelText("Verification code")).toBeTruthy();
  });

  it("§8 an unknown account is said under the field, in our words for the code", async () => {
    platform([refused("not.exists.user", "server words")]);
    renderPage();
    type("Username", "ghost_1");
    tap("Send code");
    await flush();
    expect(screen.getByRole("alert").textContent).toBe("This account does not exist.");
    expect(screen.queryByLabelText("Verification code")).toBeNull();
  });

  it("§4 an account without a mobile number is pointed to customer service, which opens from the page", async () => {
    platform([refused("mobile_not_bound", "no mobile")]);
    const openWindow = vi.spyOn(window, "open").mockImplementation(() => null);
    renderPage();
    type("Username", "ana_1");
    tap("Send code");
    await flush();
    expect(screen.getByRole("heading", { name: "No mobile number on this account" })).toBeTruthy();
    tap("Contact customer service");
    await flush();
    expect(openWindow).toHaveBeenCalledWith("https://help.demo.example/", "_blank", "noopener,noreferrer");
    tap("Use another account");
    expect(screen.getByLabelText("Username")).toBeTruthy();
  });

  it("§8 no answer: the step says so with Try again, keeps what was typed, and the retry goes through", async () => {
    const calls = platform([() => Promise.reject(new TypeError("Failed to fetch")), sent()]);
    renderPage();
    type("Username", "ana_1");
    tap("Send code");
    await flush();
    const failure = screen.getByRole("alert");
    expect(failure.textContent).toContain("Try again");
    expect(screen.getByLabelText("Username")).toHaveProperty("value", "ana_1");
    tap("Try again");
    await flush();
    expect(postsTo(calls, passwordResetSms.path)).toHaveLength(2);
    expect(screen.getByLabelText("Verification code")).toBeTruthy();
  });

  it("§4 a number texted too often: step 1 says so in our words, with no Try again that could only be refused", async () => {
    platform([refused("sms_too_frequent", "server words", { retryAfterMs: 40_000 })]);
    renderPage();
    type("Username", "ana_1");
    tap("Send code");
    await flush();
    const failure = screen.getByRole("alert");
    expect(failure.textContent).toBe("Too many codes were sent to this number. Please wait before asking for another one.");
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });

  it("§4 a resend refused as too frequent counts the button down to when the number may be texted again", async () => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"], now: 1_800_000_000_000 });
    const calls = platform([sent(Date.now() + 300_000), refused("sms_too_frequent", "server words", { retryAfterMs: 45_000 })]);
    renderPage();
    await toCodeStep(calls);
    // The code's five minutes pass: the button offers a new one.
    await act(async () => void vi.advanceTimersByTime(300_000));
    tap("Send a new code");
    await flush();
    expect(screen.getByRole("alert").textContent).toBe("Too many codes were sent to this number. Please wait before asking for another one.");
    expect(screen.getByRole("button", { name: /^Resend in 0:4\d$/ })).toHaveProperty("disabled", true);
    await act(async () => void vi.advanceTimersByTime(46_000));
    expect(screen.getByRole("button", { name: "Send a new code" })).toHaveProperty("disabled", false);
  });

  it("§5 the new password follows the registration rule and is typed twice; nothing is sent until it does", async () => {
    const calls = platform([sent()]);
    renderPage();
    await toCodeStep(calls);
    type("Verification code", "123456");
    type("New password", "123");
    tap("Set new password");
    await flush();
    expect(screen.getByRole("alert").textContent).toBe("Use 6 to 20 characters, without spaces.");
    type("New password", "Secret99");
    type("New password again", "Secret98");
    tap("Set new password");
    await flush();
    expect(screen.getByRole("alert").textContent).toBe("The two passwords do not match.");
    expect(postsTo(calls, passwordReset.path)).toEqual([]);
  });

  it("§4 a wrong code says how many tries are left and empties the code field; the passwords stay", async () => {
    const calls = platform([sent()], [refused("sms.code.invalid", "wrong", { triesLeft: 3 })]);
    renderPage();
    await toCodeStep(calls);
    type("Verification code", "000000");
    type("New password", "Secret99");
    type("New password again", "Secret99");
    tap("Set new password");
    await until(() => expect(screen.getByRole("alert").textContent).toBe("This code is not right. Tries left: 3."));
    expect(screen.getByLabelText("Verification code")).toHaveProperty("value", "");
    expect(screen.getByLabelText("New password")).toHaveProperty("value", "Secret99");
  });

  for (const [code, text] of [
    ["sms.code.tries.exceeded", "Too many wrong tries: this code no longer works. Please ask for a new one."],
    ["sms.code.expired", "This code has expired. Please ask for a new one."],
  ] as const) {
    it(`§4 a dead code (${code}) says so, and a new code may be sent at once`, async () => {
      const calls = platform([sent(), sent()], [refused(code, "dead")]);
      renderPage();
      await toCodeStep(calls);
      expect(screen.getByRole("button", { name: /^Resend in / })).toHaveProperty("disabled", true);
      type("Verification code", "000000");
      type("New password", "Secret99");
      type("New password again", "Secret99");
      tap("Set new password");
      await until(() => expect(screen.getByRole("alert").textContent).toBe(text));
      tap("Send a new code");
      await flush();
      expect(postsTo(calls, passwordResetSms.path)).toHaveLength(2);
      expect(screen.getByRole("status").textContent).toBe("A new code is on its way.");
      expect(screen.queryByRole("alert")).toBeNull();
    });
  }

  it("§4 success: code and password travel encrypted; then the login form, with the username remembered and no password", async () => {
    const calls = platform([sent()], [json({ success: true, value: { userName: "ana_1" } })]);
    const { router } = renderPage();
    await toCodeStep(calls);
    type("Verification code", " 123456 ");
    type("New password", "Secret99");
    type("New password again", "Secret99");
    tap("Set new password");
    await until(() => expect(screen.getByRole("heading", { name: "Password changed" })).toBeTruthy());
    const [post] = postsTo(calls, passwordReset.path);
    expect(String(post!.init.body)).not.toContain("Secret99");
    expect(opened(post!)).toEqual({ username: "ana_1", verificationCode: "123456", newPassword: "Secret99" });
    expect(headersOf(post!.init).get("ModuleId")).toBe("RESETPSW3");
    expect(screen.getByRole("heading", { name: "Password changed" })).toBeTruthy();
    await flush();
    expect(await loadRememberedLogin("DEMO")).toEqual({ username: "ana_1", type: "username", merchant: "DEMO", autoLogin: 0 });
    tap("Go to log in");
    await flush();
    expect(router.state.location.pathname).toBe(ROUTES.login);
  });

  it("§8 a failed save keeps everything typed and retries with Try again", async () => {
    const calls = platform([sent()], [json({ success: false, message: "boom" }, 500), json({ success: true, value: { userName: "ana_1" } })]);
    renderPage();
    await toCodeStep(calls);
    type("Verification code", "123456");
    type("New password", "Secret99");
    type("New password again", "Secret99");
    tap("Set new password");
    await until(() => expect(screen.getByRole("alert").textContent).toContain("boom"));
    expect(screen.getByLabelText("Verification code")).toHaveProperty("value", "123456");
    tap("Try again");
    await until(() => expect(screen.getByRole("heading", { name: "Password changed" })).toBeTruthy());
    expect(postsTo(calls, passwordReset.path)).toHaveLength(2);
  });
});
