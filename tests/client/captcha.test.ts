import { afterEach, describe, expect, it, vi } from "vitest";
import { captchaReducer, type CaptchaState } from "../../client/core/captcha/captchaMachine";
import { CaptchaError, type GeetestObject } from "../../client/core/captcha/loadCaptchaScript";
import { runCaptcha } from "../../client/core/captcha/runCaptcha";
import { captchaLanguage, captchaRequired } from "#shared/captcha";
import type { SiteSettings } from "#shared/contract";
import { answerWith, json, recordEffects } from "./requestHarness";

describe("SPEC §4 captcha widget states", () => {
  const at = (status: CaptchaState["status"]) => ({ status }) as CaptchaState;
  it("§4 loading -> waiting -> success", () => {
    let state = captchaReducer(at("idle"), { type: "load" });
    expect(state).toEqual({ status: "loading" });
    state = captchaReducer(state, { type: "ready" });
    expect(state).toEqual({ status: "waiting" });
    expect(captchaReducer(state, { type: "success" })).toEqual({ status: "success" });
  });
  it("§4 an error carries the message and the numeric code", () => {
    expect(captchaReducer(at("loading"), { type: "fail", messageKey: "captcha.loadFailed", code: 60204 })).toEqual({
      status: "error",
      messageKey: "captcha.loadFailed",
      code: 60204,
      detail: undefined,
    });
  });
  it("§4 close or reset returns to waiting; retry returns to loading", () => {
    expect(captchaReducer(at("success"), { type: "reset" })).toEqual({ status: "waiting" });
    expect(captchaReducer(at("waiting"), { type: "close" })).toEqual({ status: "waiting" });
    expect(captchaReducer({ status: "error", messageKey: "x" }, { type: "retry" })).toEqual({ status: "loading" });
  });
});

describe("SPEC §5 captcha rules", () => {
  const settings = (whitelabel: Record<string, boolean>, test = false, registerCaptcha = false) =>
    ({ whitelabel, test, register: { captcha: { enabled: registerCaptcha } } }) as unknown as SiteSettings;

  it("§5 login: GEETEST3 on in test mode, or GEETEST3 on with GEETESTTEST3 off", () => {
    expect(captchaRequired(settings({ GEETEST3: true, GEETESTTEST3: true }, true), "login")).toBe(true);
    expect(captchaRequired(settings({ GEETEST3: true, GEETESTTEST3: true }, false), "login")).toBe(false);
    expect(captchaRequired(settings({ GEETEST3: true, GEETESTTEST3: false }, false), "login")).toBe(true);
    expect(captchaRequired(settings({ GEETEST3: false }, true), "login")).toBe(false);
  });
  it("§5 SMS by GEETESTVCODE3; registration by its captcha setting", () => {
    expect(captchaRequired(settings({ GEETESTVCODE3: true }), "sms")).toBe(true);
    expect(captchaRequired(settings({}), "sms")).toBe(false);
    expect(captchaRequired(settings({}, false, true), "register")).toBe(true);
    expect(captchaRequired(null, "register")).toBe(false);
  });
  it("§5 the language code: at most 6 characters, letters, digits and hyphen", () => {
    expect(captchaLanguage("pt-BR")).toBe("pt-br");
    expect(captchaLanguage("zh-Hant-TW")).toBe("zh-han");
    expect(captchaLanguage("fil")).toBe("fil");
    expect(captchaLanguage("en_US<script>")).toBe("enussc");
    expect(captchaLanguage("")).toBe("en");
  });
});

describe("SPEC §5 running the captcha", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    delete (window as unknown as { initGeetest4?: unknown }).initGeetest4;
  });

  function fakeGeetest(behaviour: (handlers: Record<string, (value?: unknown) => void>) => void) {
    (window as unknown as { initGeetest4: unknown }).initGeetest4 = (_config: unknown, callback: (captcha: GeetestObject) => void) => {
      const handlers: Record<string, (value?: unknown) => void> = {};
      const captcha = {
        onReady: (f: () => void) => ((handlers.ready = f), captcha),
        onSuccess: (f: () => void) => ((handlers.success = f), captcha),
        onError: (f: (value?: unknown) => void) => ((handlers.error = f), captcha),
        onClose: (f: () => void) => ((handlers.close = f), captcha),
        showCaptcha: () => behaviour(handlers),
        getValidate: () => ({ lot_number: "l", captcha_output: "o", pass_token: "p", gen_time: "1" }),
        reset: () => {},
      };
      callback(captcha as unknown as GeetestObject);
      queueMicrotask(() => handlers.ready?.());
    };
  }

  it("§5 a second attempt while one runs is refused ('verify geetest too fast')", async () => {
    recordEffects();
    answerWith(() => json({ success: true, value: { gt: "g", challenge: "c", newCaptcha: true, captchaId: "id" } }));
    let finish: () => void = () => {};
    fakeGeetest((handlers) => (finish = () => handlers.success?.()));
    const first = runCaptcha({ version: "v4", locale: "en" });
    await expect(runCaptcha({ version: "v4", locale: "en" })).rejects.toMatchObject({ messageKey: "captcha.tooFast" });
    await vi.waitFor(() => expect(typeof finish).toBe("function"));
    await new Promise((resolve) => setTimeout(resolve, 0));
    finish();
    expect(await first).toEqual({ geetestValidateV4: JSON.stringify({ lot_number: "l", captcha_output: "o", pass_token: "p", gen_time: "1" }) });
  });

  it("§5 closing the captcha gives 'verify first'", async () => {
    recordEffects();
    answerWith(() => json({ success: true, value: { gt: "g", challenge: "c", newCaptcha: true } }));
    fakeGeetest((handlers) => handlers.close?.());
    await expect(runCaptcha({ version: "v4", locale: "en" })).rejects.toEqual(new CaptchaError("captcha.verifyFirst"));
  });

  it("§3 §5 a v4 captcha takes its id from the registration call, else from the site settings' gw.GEETEST_ID", async () => {
    recordEffects();
    const ids: unknown[] = [];
    const answer = { gt: undefined as string | undefined, challenge: "c", newCaptcha: true };
    answerWith(() => json({ success: true, value: answer }));
    (window as unknown as { initGeetest4: unknown }).initGeetest4 = (config: { captchaId?: string }, callback: (captcha: GeetestObject) => void) => {
      ids.push(config.captchaId);
      const captcha = { onReady: () => captcha, onSuccess: () => captcha, onError: () => captcha, onClose: (f: () => void) => (queueMicrotask(f), captcha) };
      callback(captcha as unknown as GeetestObject);
    };
    await expect(runCaptcha({ version: "v4", locale: "en", captchaId: "from-settings" })).rejects.toBeTruthy();
    answer.gt = "from-registration";
    await expect(runCaptcha({ version: "v4", locale: "en", captchaId: "from-settings" })).rejects.toBeTruthy();
    expect(ids).toEqual(["from-settings", "from-registration"]);
  });

  it("§5 one retry on init failure, then the error", async () => {
    recordEffects();
    const calls = answerWith(() => json({ message: "down" }, 500));
    fakeGeetest(() => {});
    await expect(runCaptcha({ version: "v4", locale: "en" })).rejects.toBeTruthy();
    expect(calls.filter((c) => c.url.pathname === "/wps/captcha/geetest")).toHaveLength(2);
  });
});

import { act, renderHook } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { createElement, type ReactNode } from "react";
import { noticeQueueAtom } from "../../client/core/notices/queue";
import { RequestBridge } from "../../client/core/RequestBridge";
import { useCaptcha } from "../../client/core/captcha/useCaptcha";
import { siteSettingsAtom } from "../../client/core/startup/atoms";

describe("SPEC §5 the SMS captcha needs v4", () => {
  it("§5 with v3 the SMS captcha answers 'unknown error: Geetest service not work' and sends nothing", async () => {
    const store = createStore();
    store.set(siteSettingsAtom, {
      whitelabel: { GEETESTVCODE3: true },
      gw: { GEETEST_VERSION: "v3" },
      register: { captcha: { enabled: false } },
      test: false,
    } as unknown as SiteSettings);
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    // The bridge is what carries a captcha's notice from lib to the notice queue, as in the app.
    const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store }, createElement(RequestBridge), children);
    const { result } = renderHook(() => useCaptcha("sms"), { wrapper });
    let fields: unknown;
    await act(async () => {
      fields = await result.current.verify();
    });
    expect(fields).toBeNull();
    expect(store.get(noticeQueueAtom).map((notice) => notice.message)).toEqual([{ key: "captcha.serviceNotWork" }]);
    expect(result.current.state).toMatchObject({ status: "error", messageKey: "captcha.serviceNotWork" });
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

import { loadCaptchaScript } from "../../client/core/captcha/loadCaptchaScript";

describe("SPEC §7/§8 the captcha script loader", () => {
  /** A document whose scripts load, fail or hang as each server says. */
  function fakeDocument(outcome: (src: string) => "load" | "error" | "hang", loaded: string[]) {
    return {
      createElement: () => ({ remove() {}, onload: null as null | (() => void), onerror: null as null | (() => void), src: "", async: false }),
      head: {
        appendChild(script: { src: string; onload: null | (() => void); onerror: null | (() => void) }) {
          loaded.push(script.src);
          const result = outcome(script.src);
          if (result !== "hang") setTimeout(() => (result === "load" ? script.onload?.() : script.onerror?.()), 0);
        },
      },
    } as unknown as Document;
  }

  afterEach(() => {
    vi.useRealTimers();
    delete (window as unknown as { initGeetest4?: unknown }).initGeetest4;
  });

  it("§7 falls through the server list, 3 s per silent server", async () => {
    vi.useFakeTimers();
    const loaded: string[] = [];
    const win = {} as Window & { initGeetest4?: unknown };
    const doc = fakeDocument((src) => (src.startsWith("https://a.example") ? "hang" : (((win.initGeetest4 = () => {}), "load") as "load")), loaded);
    const pending = loadCaptchaScript("v4", ["https://a.example", "https://b.example/"], { doc, win });
    await vi.advanceTimersByTimeAsync(2_999);
    expect(loaded).toEqual(["https://a.example/v4/gt4.js"]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.runAllTimersAsync();
    expect(typeof (await pending)).toBe("function");
    expect(loaded).toEqual(["https://a.example/v4/gt4.js", "https://b.example/v4/gt4.js"]);
  });

  it("§8 no server answering is 60204; a script without the interface is 60205", async () => {
    await expect(loadCaptchaScript("v3", ["https://a.example"], { doc: fakeDocument(() => "error", []), win: {} as Window })).rejects.toMatchObject({
      code: 60204,
    });
    await expect(loadCaptchaScript("v3", ["https://a.example"], { doc: fakeDocument(() => "load", []), win: {} as Window })).rejects.toMatchObject({
      code: 60205,
    });
  });
});
