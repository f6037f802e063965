import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createStore } from "jotai";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RegisterForm } from "../../client/features/register/RegisterForm";
import { RegisterPage } from "../../client/features/register/RegisterPage";
import RegisterDialog from "../../client/features/register/RegisterDialog";
import { taggedText } from "../../client/lib/taggedText";
import { SendCodeButton } from "../../client/features/auth/SendCodeButton";
import { registerDialogOpenAtom } from "../../client/core/dialogs";
import { request } from "../../client/lib/request";
import { merchantAtom, siteSettingsAtom } from "../../client/core/startup/atoms";
import { Tabs } from "../../client/lib/ui/Tabs";
import { formatCountdown } from "../../client/lib/useCountdown";
import type { SiteSettings } from "#shared/contract";
import type { MerchantBrand } from "#shared/initialState";
import { DEMO_BRAND, renderInApp, signIn, startEachTestSignedOut } from "./appHarness";
import { answerWith, json, recordEffects } from "./requestHarness";

// Tracking is proved elsewhere; here its reports would reach for a server after the test.
vi.mock("../../client/core/tracking", async (original) => ({ ...(await original<object>()), track: vi.fn() }));

const COUNTRY = { countries: [], countryCode: "BR", countryDialingCode: "55", currencySymbol: "R$", currency: "BRL" };
const DEMO_WITH_CONSENT: MerchantBrand = {
  ...DEMO_BRAND,
  consent: { minimumAge: 18, termsUrl: "/sandbox/demo/terms.html", privacyUrl: "/sandbox/demo/privacy.html" },
};
const BRAND_C: MerchantBrand = { ...DEMO_WITH_CONSENT, code: "BRANDC", consent: { ...DEMO_WITH_CONSENT.consent!, minimumAge: 21 } };
const LOGIN_VALUE = { id: 9, token: "t", userName: "jogador1", customerType: 0, firstTimeLogin: false, passwordExpired: false, updatePassword: false };

async function flush() {
  for (let i = 0; i < 20; i++) await act(async () => {});
}
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function renderRegister(merchant: MerchantBrand | null = DEMO_WITH_CONSENT) {
  const store = createStore();
  if (merchant) store.set(merchantAtom, merchant);
  store.set(siteSettingsAtom, { whitelabel: {} } as unknown as SiteSettings);
  renderInApp(store, <RegisterForm />, "/m/register");
  type("Username", "jogador1");
  type("Password", "Secret99");
  type("Confirm password", "Secret99");
  return store;
}
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Register" }));

describe("Issue #14 consent at registration", () => {
  startEachTestSignedOut();

  it("§4 Register without the consent box: refused with a message, the box focused, nothing sent (no captcha, no call)", async () => {
    const registerModule = await import("../../client/features/register/registerCall");
    const register = vi.spyOn(registerModule, "register");
    const calls = answerWith(() => json({ success: true, value: COUNTRY }));
    renderRegister();
    await flush();
    const before = calls.length;
    submit();
    await flush();
    const box = screen.getByRole("checkbox");
    expect(screen.getByText("To create an account, confirm that you are 18 or older and accept the terms and the privacy policy.")).toBeTruthy();
    expect(document.activeElement).toBe(box);
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(register).not.toHaveBeenCalled();
    expect(calls.length).toBe(before);
    // Ticking it is the correction: the message goes at once.
    fireEvent.click(box);
    expect(screen.queryByText(/To create an account, confirm/)).toBeNull();
  });

  it("§4 with the box ticked the registration is sent, carrying what the player confirmed for the platform's record", async () => {
    const registerModule = await import("../../client/features/register/registerCall");
    const register = vi.spyOn(registerModule, "register").mockResolvedValue(LOGIN_VALUE);
    answerWith(() => json({ success: true, value: COUNTRY }));
    renderRegister(BRAND_C);
    fireEvent.click(screen.getByRole("checkbox", { name: /I am 21 or older/ }));
    submit();
    await waitFor(() => expect(register).toHaveBeenCalledTimes(1));
    expect(register.mock.calls[0]![0].consent).toEqual({ minimumAge: 21, termsUrl: "/sandbox/demo/terms.html", privacyUrl: "/sandbox/demo/privacy.html" });
  });

  it("§4 the sentence names the merchant's age (Brand C: 21) and links its terms and privacy policy in a new tab", async () => {
    answerWith(() => json({ success: true, value: COUNTRY }));
    renderRegister(BRAND_C);
    const box = screen.getByRole("checkbox", { name: /I am 21 or older and I accept the terms and conditions/ });
    expect(box).toBeTruthy();
    const terms = screen.getByRole("link", { name: "terms and conditions (opens in a new tab)" });
    const privacy = screen.getByRole("link", { name: "privacy policy (opens in a new tab)" });
    expect([terms.getAttribute("href"), terms.getAttribute("target"), terms.getAttribute("rel")]).toEqual([
      "/sandbox/demo/terms.html",
      "_blank",
      "noopener noreferrer",
    ]);
    expect(privacy.getAttribute("href")).toBe("/sandbox/demo/privacy.html");
    submit();
    await flush();
    expect(screen.getByText(/confirm that you are 21 or older/)).toBeTruthy();
  });

  it("§4 the consent sentence keeps each language's order of its tagged words", () => {
    const tags = { terms: (words: string) => `[T:${words}]`, privacy: (words: string) => `[P:${words}]` };
    const text = (parts: unknown[]) => render(<p>{parts as never}</p>).container.textContent;
    expect(text(taggedText("I accept the <terms>terms</terms> and the <privacy>policy</privacy>.", tags))).toBe("I accept the [T:terms] and the [P:policy].");
    expect(text(taggedText("<privacy>سياسة الخصوصية</privacy> و<terms>الشروط</terms>", tags))).toBe("[P:سياسة الخصوصية] و[T:الشروط]");
    expect(text(taggedText("No tags <b>here</b>", tags))).toBe("No tags here");
  });

  it("§4 a merchant without consent settings: 18, the sentence without links", () => {
    answerWith(() => json({ success: true, value: COUNTRY }));
    renderRegister(DEMO_BRAND);
    expect(screen.getByRole("checkbox", { name: /I am 18 or older/ })).toBeTruthy();
    expect(screen.queryByRole("link", { name: /terms and conditions/ })).toBeNull();
  });

  it("§8 offline: Register says there is no connection and keeps the form", async () => {
    const registerModule = await import("../../client/features/register/registerCall");
    const register = vi.spyOn(registerModule, "register");
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    answerWith(() => json({ success: true, value: COUNTRY }));
    renderRegister();
    fireEvent.click(screen.getByRole("checkbox"));
    submit();
    await flush();
    expect(screen.getByRole("alert").textContent).toBe("No internet connection. What you typed is kept: try again once you are back online.");
    expect(register).not.toHaveBeenCalled();
    expect((screen.getByLabelText("Username") as HTMLInputElement).value).toBe("jogador1");
    expect((screen.getByLabelText("Password") as HTMLInputElement).value).toBe("Secret99");
  });
});

describe("Issue #14 registration is not for a signed-in player", () => {
  startEachTestSignedOut();

  it("§6 /m/register while signed in goes home", async () => {
    answerWith(() => json({ success: true, value: COUNTRY }));
    const store = createStore();
    signIn(store);
    const router = renderInApp(
      store,
      [
        { path: "/m/register", element: <RegisterPage /> },
        { path: "/m/home", element: <h1>Home</h1> },
      ],
      "/m/register",
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/m/home"));
  });

  it("§6 the register dialog closes itself for a signed-in player and shows nothing", async () => {
    answerWith(() => json({ success: true, value: COUNTRY }));
    const store = createStore();
    signIn(store);
    store.set(registerDialogOpenAtom, true);
    renderInApp(store, <RegisterDialog />);
    await flush();
    expect(store.get(registerDialogOpenAtom)).toBe(false);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("Issue #14 the SMS countdown reads m:ss", () => {
  startEachTestSignedOut();
  beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] }));
  afterEach(() => vi.useRealTimers());

  it("§4 m:ss, never a pile of seconds", () => {
    expect([298, 300, 60, 59, 5, 0, 3600].map(formatCountdown)).toEqual(["4:58", "5:00", "1:00", "0:59", "0:05", "0:00", "60:00"]);
  });

  it("§4 the send button counts down from the code's expiry as m:ss, then offers a new code", async () => {
    const calls = await import("../../client/features/auth/authCalls");
    vi.spyOn(calls, "sendSmsCode").mockImplementation(async () => Date.now() + 300_000);
    const captcha = { verify: async () => ({}), reset: () => {} } as unknown as Parameters<typeof SendCodeButton>[0]["captcha"];
    renderInApp(createStore(), <SendCodeButton mobile="11912345678" dialingCode="55" captcha={captcha} onMissingMobile={() => {}} />);
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    await flush();
    await act(async () => vi.advanceTimersByTime(250));
    expect(screen.getByRole("button").textContent).toBe("Resend in 5:00");
    await act(async () => vi.advanceTimersByTime(2_000));
    expect(screen.getByRole("button").textContent).toBe("Resend in 4:58");
    expect((screen.getByRole("button") as HTMLButtonElement).disabled).toBe(true);
    await act(async () => vi.advanceTimersByTime(238_000));
    expect(screen.getByRole("button").textContent).toBe("Resend in 1:00");
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole("button").textContent).toBe("Send code");
  });
});

describe("Issue #14 tabs and the request layer", () => {
  startEachTestSignedOut();

  it("§2 tabs keep each label whole (no hyphen rewritten) and the chosen one is scrolled into view", () => {
    function Harness() {
      const [value, setValue] = useState<"email" | "ga" | "sms" | "payeeName">("email");
      const tabs = [
        { id: "email" as const, label: "E-mail" },
        { id: "ga" as const, label: "Ứng dụng xác thực" },
        { id: "sms" as const, label: "Qua SMS" },
        { id: "payeeName" as const, label: "Tên người nhận tiền" },
      ];
      return <Tabs label="Verify" value={value} onChange={setValue} tabs={tabs} />;
    }
    render(<Harness />);
    const row = screen.getByRole("tablist");
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["E-mail", "Ứng dụng xác thực", "Qua SMS", "Tên người nhận tiền"]);
    // A 358 px row showing the first 358 px of 576 px of tabs; the last tab sits at 440–576.
    vi.spyOn(row, "getBoundingClientRect").mockReturnValue(new DOMRect(16, 0, 358, 52));
    vi.spyOn(tabs[3]!, "getBoundingClientRect").mockReturnValue(new DOMRect(440, 0, 136, 44));
    fireEvent.click(tabs[3]!);
    expect(screen.getByRole("tab", { selected: true }).textContent).toBe("Tên người nhận tiền");
    expect(row.scrollLeft).toBe(202);
  });

  it("§8 an encrypted post whose RSA key cannot be fetched offline: the 'network offline' toast, never 'Missing Encryption'", async () => {
    const effects = recordEffects();
    vi.stubGlobal("isSecureContext", true);
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const fetch = vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    const error = await request({ url: "http://platform.test/wps/session/login", method: "POST", encrypted: true, body: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: "network" });
    expect(effects.notices).toEqual([]);
    expect(effects.toasts).toEqual([{ message: { key: "errors.networkOffline" }, ms: 1500 }]);
    expect(fetch).toHaveBeenCalledTimes(1); // the key's request only
    vi.unstubAllGlobals();
  });

  it("§5 a key request the platform answers without a key is still 'Missing Encryption'", async () => {
    const effects = recordEffects();
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => Response.json({ success: false, errorCode: "boom" }, { status: 500 }));
    await expect(request({ url: "http://platform.test/wps/session/login", method: "POST", encrypted: true, body: {} })).rejects.toThrow("Missing Encryption");
    expect(effects.notices).toEqual([{ key: "errors.missingEncryption" }]);
  });
});
