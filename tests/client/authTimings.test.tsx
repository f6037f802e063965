import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { createStore } from "jotai";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SecondFactorDialog } from "../../client/features/auth/SecondFactorDialog";
import { toastAtom } from "../../client/core/notices/queue";
import { RegisterForm as RegisterPage } from "../../client/features/register/RegisterForm";
import { siteSettingsAtom, merchantAtom } from "../../client/core/startup/atoms";
import type { SiteSettings } from "#shared/contract";
import { DEMO_BRAND, renderInApp } from "./appHarness";
import { answerWith, json, recordEffects } from "./requestHarness";

const LOGIN_VALUE = { id: 1, token: "t", userName: "u", customerType: 0, firstTimeLogin: false, passwordExpired: false, updatePassword: false };

async function flush() {
  for (let i = 0; i < 20; i++) await act(async () => {});
}

describe("SPEC §4/§8 timings of sign-in", () => {
  beforeEach(() => {
    recordEffects();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("§8 second factor: 'verification passed' shows for 1.5 s and the login completes after 0.5 s", async () => {
    answerWith((url) => (url.pathname.endsWith("/key/rsa") ? json({ success: false }) : json({ success: true, value: LOGIN_VALUE })));
    vi.spyOn(crypto.subtle, "importKey").mockRejectedValue(new Error("no key in this test"));
    const store = createStore();
    const onVerified = vi.fn();
    // Encryption is proved elsewhere; here the call resolves as the platform would.
    const calls = await import("../../client/features/auth/authCalls");
    vi.spyOn(calls, "verifySecondFactor").mockResolvedValue(LOGIN_VALUE);
    renderInApp(
      store,
      <SecondFactorDialog
        username="u"
        password="p"
        offer={{ methods: ["ga"] }}
        country={{ country: null, dialingCode: "55", setDialingCode: () => {}, shown: false, enabled: true }}
        onVerified={onVerified}
        onClose={() => {}}
      />,
    );
    fireEvent.change(screen.getByLabelText("Authenticator code"), { target: { value: " 246810 " } });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    await flush();
    expect(store.get(toastAtom)).toMatchObject({ message: { key: "auth.secondFactor.passed" }, durationMs: 1500 });
    expect(onVerified).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(499));
    expect(onVerified).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(onVerified).toHaveBeenCalledWith(LOGIN_VALUE);
  });

  it("§5 second factor: an empty field is flagged and nothing is sent", async () => {
    const calls = await import("../../client/features/auth/authCalls");
    const verify = vi.spyOn(calls, "verifySecondFactor");
    renderInApp(
      createStore(),
      <SecondFactorDialog
        username="u"
        password="p"
        offer={{ methods: ["email", "sms"] }}
        country={{ country: null, dialingCode: "55", setDialingCode: () => {}, shown: false, enabled: true }}
        onVerified={() => {}}
        onClose={() => {}}
      />,
    );
    fireEvent.change(screen.getByLabelText("Email address"), { target: { value: "   " } });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    await flush();
    expect(screen.getByText("Fill in this field.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Email address"));
    fireEvent.click(screen.getByRole("tab", { name: "SMS" }));
    fireEvent.change(screen.getByLabelText("Mobile number"), { target: { value: "11912345678" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    await flush();
    expect(document.activeElement).toBe(screen.getByLabelText("Verification code"));
    expect(verify).not.toHaveBeenCalled();
  });

  it("§4 Register: guard released 500 ms after completion", async () => {
    const store = createStore();
    store.set(merchantAtom, DEMO_BRAND);
    store.set(siteSettingsAtom, { whitelabel: {} } as unknown as SiteSettings);
    answerWith(() => json({ success: true, value: { countries: [], countryCode: "BR", countryDialingCode: "55", currencySymbol: "R$", currency: "BRL" } }));
    const registerModule = await import("../../client/features/register/registerCall");
    const register = vi.spyOn(registerModule, "register").mockRejectedValue(new Error("refused"));
    renderInApp(store, <RegisterPage />);
    fireEvent.change(screen.getByLabelText("Username"), { target: { value: "jogador1" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "Secret99" } });
    fireEvent.change(screen.getByLabelText("Confirm password"), { target: { value: "Secret99" } });
    fireEvent.click(screen.getByRole("checkbox")); // the age and terms consent (issue #14)
    const form = screen.getByRole("button", { name: "Register" }).closest("form")!;
    const submit = () => fireEvent.submit(form);
    submit();
    submit();
    await flush();
    expect(register).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(499));
    submit();
    await flush();
    expect(register).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(1));
    submit();
    await flush();
    expect(register).toHaveBeenCalledTimes(2);
  });
});
