import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PlainCaptchaField, useCaptcha, type CaptchaFields } from "../../client/core/captcha";
import { createI18n } from "../../client/lib/i18n";
import { siteSettingsAtom } from "../../client/core/startup/atoms";
import { captchaKind } from "#shared/captcha";
import type { SiteSettings } from "#shared/contract";
import EN from "../../locales/EN.json";
import { answerWith, json, recordEffects } from "./requestHarness";

const settings = (whitelabel: Record<string, boolean>, test = false) =>
  ({ whitelabel, test, register: { captcha: { enabled: true } }, gw: { GEETEST_VERSION: "v4" } }) as unknown as SiteSettings;

describe("SPEC §5 login captcha shown as geetest or plain captcha depending on flags", () => {
  it("§5 Geetest where its rule holds; the plain captcha where it does not and PLAINCAPTCHA3 is on", () => {
    expect(captchaKind(settings({ GEETEST3: true, PLAINCAPTCHA3: true }), "login")).toBe("geetest");
    expect(captchaKind(settings({ GEETEST3: true, GEETESTTEST3: true, PLAINCAPTCHA3: true }, false), "login")).toBe("plain");
    expect(captchaKind(settings({ GEETEST3: true, GEETESTTEST3: true, PLAINCAPTCHA3: true }, true), "login")).toBe("geetest");
    expect(captchaKind(settings({ PLAINCAPTCHA3: true }), "login")).toBe("plain");
    expect(captchaKind(settings({}), "login")).toBeNull();
  });
  it("§5 SMS and registration never use the plain captcha", () => {
    expect(captchaKind(settings({ PLAINCAPTCHA3: true }), "sms")).toBeNull();
    expect(captchaKind(settings({ PLAINCAPTCHA3: true, GEETESTVCODE3: true }), "sms")).toBe("geetest");
    expect(captchaKind(settings({ PLAINCAPTCHA3: true }), "register")).toBe("geetest");
  });
});

let verified: CaptchaFields | null | undefined;

function LoginCaptchaHarness() {
  const captcha = useCaptcha("login");
  if (captcha.kind !== "plain") return <p>not plain</p>;
  return (
    <>
      <PlainCaptchaField captcha={captcha.plain} />
      <button type="button" onClick={() => void captcha.verify().then((fields) => (verified = fields))}>
        submit
      </button>
      <button type="button" onClick={() => captcha.reset("wrong")}>
        refused
      </button>
    </>
  );
}

function renderHarness() {
  const store = createStore();
  store.set(siteSettingsAtom, settings({ PLAINCAPTCHA3: true }));
  return render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n("EN", EN)}>
        <LoginCaptchaHarness />
      </I18nextProvider>
    </Provider>,
  );
}

async function flush() {
  for (let i = 0; i < 10; i++) await act(async () => {});
}

describe("SPEC §5 the plain captcha in the login form", () => {
  let pictures: number;
  let failNext: boolean;
  let calls: ReturnType<typeof answerWith>;

  beforeEach(() => {
    recordEffects();
    verified = undefined;
    pictures = 0;
    failNext = false;
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    calls = answerWith((url) => {
      if (url.pathname !== "/wps/captcha/image") return json({ success: false }, 404);
      if (failNext) return json({ success: false, message: "down" }, 500);
      pictures += 1;
      return json({
        success: true,
        value: { captchaId: `id-${pictures}`, image: `data:image/svg+xml;base64,${btoa(`<svg>${pictures}</svg>`)}`, expiresIn: 120 },
      });
    });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const picture = () => screen.getByRole("img", { name: "Picture of the security code" }) as HTMLImageElement;

  it("§5 the picture loads with the form, showing a loading state until it arrives, and never carries a token", async () => {
    renderHarness();
    expect(screen.getByRole("status", { name: "Loading the security check…" })).toBeTruthy();
    await flush();
    expect(atob(picture().src.split(",")[1]!)).toBe("<svg>1</svg>");
    expect(calls[0]!.url.searchParams.get("t")).toMatch(/^\d+$/);
    expect(new Headers(calls[0]!.init.headers).has("Authorization")).toBe(false);
  });

  it("§5 an empty code is flagged under the field and nothing is sent", async () => {
    renderHarness();
    await flush();
    fireEvent.click(screen.getByRole("button", { name: "submit" }));
    await flush();
    expect(verified).toBeNull();
    expect(screen.getByRole("alert").textContent).toBe("Enter the characters shown in the picture.");
  });

  it("§5 the typed code is sent trimmed with the picture's id", async () => {
    renderHarness();
    await flush();
    fireEvent.change(screen.getByLabelText("Code in the picture"), { target: { value: "  ab7k " } });
    fireEvent.click(screen.getByRole("button", { name: "submit" }));
    await flush();
    expect(verified).toEqual({ captchaId: "id-1", captchaCode: "ab7k" });
  });

  it("§5 tapping the picture shows a new one", async () => {
    renderHarness();
    await flush();
    fireEvent.click(screen.getByRole("button", { name: "Show a new picture" }));
    await flush();
    expect(atob(picture().src.split(",")[1]!)).toBe("<svg>2</svg>");
  });

  it("§5 a refused code clears the field, says so and shows a new picture", async () => {
    renderHarness();
    await flush();
    fireEvent.change(screen.getByLabelText("Code in the picture"), { target: { value: "WXYZ" } });
    fireEvent.click(screen.getByRole("button", { name: "refused" }));
    await flush();
    expect((screen.getByLabelText("Code in the picture") as HTMLInputElement).value).toBe("");
    expect(screen.getByRole("alert").textContent).toBe("The code did not match the picture. Please type the code from this new one.");
    expect(atob(picture().src.split(",")[1]!)).toBe("<svg>2</svg>");
  });

  it("§5 the picture is renewed 5 s before it expires, and the code typed for the old one is cleared", async () => {
    renderHarness();
    await flush();
    fireEvent.change(screen.getByLabelText("Code in the picture"), { target: { value: "AB" } });
    await act(async () => vi.advanceTimersByTime(114_999));
    expect(pictures).toBe(1);
    await act(async () => vi.advanceTimersByTime(1));
    await flush();
    expect(pictures).toBe(2);
    expect((screen.getByLabelText("Code in the picture") as HTMLInputElement).value).toBe("");
  });

  it("§5 a picture that fails to load offers 'click to retry', and a submit says it is missing", async () => {
    failNext = true;
    renderHarness();
    await flush();
    fireEvent.click(screen.getByRole("button", { name: "submit" }));
    await flush();
    expect(verified).toBeNull();
    expect(screen.getByRole("alert").textContent).toBe("The picture could not be loaded. Tap the box to try again.");
    failNext = false;
    fireEvent.click(screen.getByRole("button", { name: "Click to retry" }));
    await flush();
    expect(atob(picture().src.split(",")[1]!)).toBe("<svg>1</svg>");
  });
});
