import { act, fireEvent, screen } from "@testing-library/react";
import { createStore } from "jotai";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openPromptAtom } from "../../client/core/install/atoms";
import { toastAtom } from "../../client/core/notices/queue";
import PushPrompt from "../../client/features/push";
import { merchantAtom } from "../../client/core/startup/atoms";
import { TIMING } from "#shared/constants";
import { PUSH_TOPIC_ALL } from "#shared/contract";
import { SESSION_STORAGE } from "#shared/storageKeys";
import { DEMO_BRAND, renderInApp, signIn, startEachTestSignedOut } from "./appHarness";
import { answerWith, json, postsTo, type RecordedCall } from "./requestHarness";
import { restorePermissions, stubNotificationPermission } from "./permissionHarness";

// A sandbox build (vite.config.ts defines it; unit tests do not): the demo merchant has no FCM config, so the stand-in serves.
vi.hoisted(() => Object.assign(globalThis, { __DEV_TOOLS__: true }));

const BIND = "/wps/relay/CSP_fcmBind";
const SUBSCRIBE = "/wps/relay/CSP_fcmSubscribe";
const bodies = (calls: RecordedCall[], path: string) => postsTo(calls, path).map((call) => JSON.parse(String(call.init.body)) as unknown);

type Answer = NotificationPermission | Error;
let requestPermission: ReturnType<typeof vi.fn>;

function browser({ permission = "default", answer = "granted", push = true }: { permission?: NotificationPermission; answer?: Answer; push?: boolean } = {}) {
  requestPermission = vi.fn(() => (answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer)));
  stubNotificationPermission(permission, requestPermission);
  if (push) vi.stubGlobal("PushManager", function PushManager() {});
  const registration = { scope: "http://localhost:3000/m/", active: { postMessage: vi.fn() }, pushManager: { getSubscription: async () => null } };
  Object.defineProperty(navigator, "serviceWorker", { configurable: true, value: { getRegistration: vi.fn(async () => registration), register: vi.fn() } });
}

function platform(failBind = false) {
  return answerWith((url) => {
    if (url.pathname === BIND && failBind) return json({ success: false, errorCode: "internal_error", message: "down" }, 500);
    if (url.pathname === "/wps/sandbox/push/pending") return json({ success: true, value: [] });
    return json({ success: true });
  });
}

function open(path = "/m/home") {
  const store = createStore();
  store.set(merchantAtom, { ...DEMO_BRAND, name: "Demo Bet" });
  signIn(store);
  renderInApp(store, <PushPrompt />, path);
  return store;
}

const prompt = () => screen.queryByRole("dialog", { name: "Turn on notifications?" });
const afterDelay = () => act(() => vi.advanceTimersByTimeAsync(TIMING.pushPromptDelay));

describe("SPEC §2 §4 the notification prompt", () => {
  startEachTestSignedOut();
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    restorePermissions();
    Reflect.deleteProperty(navigator, "serviceWorker");
    document.body.innerHTML = "";
  });

  it("§4 shown to a signed-in player on the home page a few seconds after it is live, permission not granted", async () => {
    browser();
    platform();
    open();
    await act(() => vi.advanceTimersByTimeAsync(TIMING.pushPromptDelay - 1));
    expect(prompt()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(prompt()).not.toBeNull();
    expect(screen.getByText(/Hear from Demo Bet first/)).toBeTruthy();
    // Nothing is asked of the browser until the player taps.
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it("§4 not shown when permission is already granted: the token is bound and subscribed to ALL instead (re-send on open)", async () => {
    browser({ permission: "granted" });
    const calls = platform();
    open();
    await afterDelay();
    expect(prompt()).toBeNull();
    await vi.waitFor(() => expect(bodies(calls, SUBSCRIBE)).toHaveLength(1));
    expect(bodies(calls, BIND)).toEqual([{ registrationToken: expect.stringMatching(/^sandbox-/) }]);
    expect(bodies(calls, SUBSCRIBE)).toEqual([{ registrationToken: expect.stringMatching(/^sandbox-/), topic: PUSH_TOPIC_ALL }]);
  });

  it("issue #10 the token's re-send starts in a task after the prompt mounts, not inside the mount's effects (decision 039)", async () => {
    browser({ permission: "granted" });
    const calls = platform();
    open();
    const getRegistration = vi.mocked(navigator.serviceWorker.getRegistration);
    expect(getRegistration).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(getRegistration).toHaveBeenCalled();
    await vi.waitFor(() => expect(bodies(calls, BIND)).toHaveLength(1));
  });

  it("§4 not shown when dismissed this session", async () => {
    browser();
    platform();
    sessionStorage.setItem(SESSION_STORAGE.pushPromptDismissed, "1");
    open();
    await afterDelay();
    expect(prompt()).toBeNull();
  });

  it("§2 not shown where push is impossible (no PushManager: iOS Safari outside the home screen)", async () => {
    browser({ push: false });
    platform();
    open();
    await afterDelay();
    expect(prompt()).toBeNull();
  });

  it("not shown on other pages than home", async () => {
    browser();
    platform();
    open("/m/game");
    await afterDelay();
    expect(prompt()).toBeNull();
  });

  it("§4 an open prompt blocks another: while the notification prompt is open it holds the prompt slot, so the add-to-home and install prompts wait; closing frees it", async () => {
    browser();
    platform();
    const store = open();
    await afterDelay();
    expect(prompt()).not.toBeNull();
    expect(store.get(openPromptAtom)).toBe("push");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Not now" })));
    expect(prompt()).toBeNull();
    expect(store.get(openPromptAtom)).toBeNull();
  });

  it("§4 a prompt taken since the last render counts: the notification prompt does not open over it", async () => {
    browser();
    platform();
    const store = open();
    await act(() => vi.advanceTimersByTimeAsync(TIMING.pushPromptDelay - 1));
    // Taken outside React, in the same task as the check (no render in between).
    store.set(openPromptAtom, "addToHome");
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(prompt()).toBeNull();
    expect(store.get(openPromptAtom)).toBe("addToHome");
  });

  it("it waits while another popup, sheet or install prompt is open, and comes once they close", async () => {
    browser();
    platform();
    const other = document.createElement("div");
    other.setAttribute("aria-modal", "true");
    document.body.append(other);
    const store = open();
    await afterDelay();
    expect(prompt()).toBeNull();
    other.remove();
    act(() => store.set(openPromptAtom, "addToHome"));
    await act(() => vi.advanceTimersByTimeAsync(TIMING.pushPromptDelay * 3));
    expect(prompt()).toBeNull();
    act(() => store.set(openPromptAtom, null));
    await afterDelay();
    expect(prompt()).not.toBeNull();
  });

  it("a prompt or popup that opens over it takes the screen; the notification prompt comes back after it closes", async () => {
    browser();
    platform();
    const store = open();
    await afterDelay();
    expect(prompt()).not.toBeNull();
    // Its own dialog is not "another" one.
    await act(() => vi.advanceTimersByTimeAsync(TIMING.pushPromptRecheck * 3));
    expect(prompt()).not.toBeNull();
    const other = document.createElement("div");
    other.setAttribute("aria-modal", "true");
    document.body.append(other);
    await act(() => vi.advanceTimersByTimeAsync(TIMING.pushPromptRecheck));
    expect(prompt()).toBeNull();
    other.remove();
    await afterDelay();
    expect(prompt()).not.toBeNull();
    act(() => store.set(openPromptAtom, "install"));
    await act(() => vi.advanceTimersByTimeAsync(TIMING.pushPromptRecheck));
    expect(prompt()).toBeNull();
    expect(sessionStorage.getItem(SESSION_STORAGE.pushPromptDismissed)).toBeNull();
  });

  it("§4 agree asks the browser within the tap itself (iOS answers nothing otherwise); granted registers the token, bound and on ALL", async () => {
    browser({ answer: "granted" });
    const calls = platform();
    const store = open();
    await afterDelay();
    fireEvent.click(screen.getByRole("button", { name: "Allow" }));
    // Synchronously inside the click: nothing was awaited before it.
    expect(requestPermission).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(0));
    await vi.waitFor(() => expect(bodies(calls, SUBSCRIBE)).toHaveLength(1));
    expect(bodies(calls, BIND)).toEqual([{ registrationToken: expect.stringMatching(/^sandbox-/) }]);
    expect(bodies(calls, SUBSCRIBE)[0]).toMatchObject({ topic: "ALL" });
    await vi.waitFor(() => expect(prompt()).toBeNull());
    expect(store.get(toastAtom)?.message).toEqual({ key: "push.enabled" });
  });

  it.each([["denied"], ["default"], [new Error("blocked")]] as [Answer][])(
    "§4 anything other than granted (%s) is an error that tells the player how to turn notifications on",
    async (answer) => {
      browser({ answer });
      const calls = platform();
      open();
      await afterDelay();
      fireEvent.click(screen.getByRole("button", { name: "Allow" }));
      const error = await vi.waitFor(() => screen.getByRole("alert"));
      expect(error.textContent).toBe(
        "This browser is blocking notifications from Demo Bet. To get them, open your browser or phone settings, allow notifications for this site, then come back.",
      );
      expect(screen.getByRole("dialog", { name: "Notifications are off" })).toBeTruthy();
      expect(bodies(calls, BIND)).toEqual([]);
      fireEvent.click(screen.getByRole("button", { name: "OK" }));
      expect(screen.queryByRole("dialog")).toBeNull();
      expect(sessionStorage.getItem(SESSION_STORAGE.pushPromptDismissed)).toBe("1");
    },
  );

  it("a registration that fails shows what to do and a Retry that tries again", async () => {
    browser({ answer: "granted" });
    let calls = platform(true);
    open();
    await afterDelay();
    fireEvent.click(screen.getByRole("button", { name: "Allow" }));
    const error = await vi.waitFor(() => screen.getByRole("alert"));
    expect(error.textContent).toBe("Notifications could not be turned on. Check your connection and try again.");
    vi.restoreAllMocks();
    calls = platform();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await vi.waitFor(() => expect(bodies(calls, SUBSCRIBE)).toHaveLength(1));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(requestPermission).toHaveBeenCalledTimes(1);
  });

  it("§4 dismiss marks the session: the prompt stays away for the rest of it", async () => {
    browser();
    platform();
    open();
    await afterDelay();
    fireEvent.click(screen.getByRole("button", { name: "Not now" }));
    expect(prompt()).toBeNull();
    expect(sessionStorage.getItem(SESSION_STORAGE.pushPromptDismissed)).toBe("1");
    expect(requestPermission).not.toHaveBeenCalled();
  });
});
