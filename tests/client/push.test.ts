import { createStore } from "jotai";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { logOut, sessionAtom } from "../../client/core/session";
import { notifyTokenCleared, runBeforeLogOut } from "../../client/core/session/tokenListeners";
import { readPushRecord, savePushRecord } from "../../client/features/push/pushRecord";
import { registerPushToken, startPushSession, unregisterPushToken } from "../../client/features/push/pushSession";
import { startSandboxDelivery } from "../../client/features/push/sandboxDelivery";
import { pushRegistration, SW_MESSAGES } from "../../client/features/push/serviceWorker";
import { currentPermission, promptWanted, pushSourceFor, pushSupported, requestPermission } from "../../client/features/push/support";
import { fcmTokenSource, sandboxTokenSource, type TokenSource } from "../../client/features/push/tokenSource";
import { TIMING } from "#shared/constants";
import { PUSH_TOPIC_ALL, type PushWebConfig } from "#shared/contract";
import { LOCAL_STORAGE, SESSION_STORAGE } from "#shared/storageKeys";
import { answerWith, headersOf, json, postsTo, type RecordedCall, recordEffects } from "./requestHarness";
import { restorePermissions, stubNotificationPermission } from "./permissionHarness";

const messaging = vi.hoisted(() => ({
  getMessaging: vi.fn(() => ({ kind: "messaging" })),
  getToken: vi.fn(async () => "fcm-token-aaaaaaaaaaaaaaaa"),
  deleteToken: vi.fn(async () => true),
}));
vi.mock("firebase/messaging", () => messaging);
vi.mock("firebase/app", () => ({ getApps: () => [], initializeApp: vi.fn((options: unknown, name: string) => ({ name, options })) }));

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 0, 10, 12);
const PATHS = { bind: "/wps/relay/CSP_fcmBind", subscribe: "/wps/relay/CSP_fcmSubscribe", unsubscribe: "/wps/relay/CSP_fcmUnsubscribe" };

function fakeRegistration(scope = "http://localhost:3000/m/") {
  const posted: unknown[] = [];
  const registration = {
    scope,
    active: { postMessage: (message: unknown) => posted.push(message), scriptURL: `${scope}sw.js` },
    pushManager: { getSubscription: async () => null },
  };
  return { registration: registration as unknown as ServiceWorkerRegistration, posted };
}

/** A token source that counts: each new token is fcm-token-<n>, padded to a realistic length. */
function fakeSource() {
  let made = 0;
  const source = {
    getToken: vi.fn<TokenSource["getToken"]>(async (registration, current) => {
      if (current) return current;
      made += 1;
      return {
        token: `fcm-token-${String(made).padStart(8, "0")}`,
        subscriptionOptions: { auth: "a", p256dh: "p", endpoint: "e", swScope: registration.scope, vapidKey: "v" },
      };
    }),
    deleteToken: vi.fn<TokenSource["deleteToken"]>(async () => {}),
  };
  return source;
}

const bodyOf = (call: RecordedCall) => JSON.parse(String(call.init.body)) as Record<string, unknown>;
const pushPosts = (calls: RecordedCall[]) =>
  calls.filter((call) => call.url.pathname.startsWith("/wps/relay/CSP_fcm")).map((call) => [call.url.pathname.replace("/wps/relay/", ""), bodyOf(call)]);

function signedIn(token = "session-token") {
  sessionStorage.setItem(SESSION_STORAGE.sessionInfo, JSON.stringify({ token, userName: "ana" }));
}

const stubNotification = (permission: NotificationPermission) => stubNotificationPermission(permission);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  recordEffects();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  restorePermissions();
  vi.restoreAllMocks();
});

describe("SPEC §4 Notification prompt: when it may show", () => {
  const source = { kind: "sandbox" } as const;
  it.each([
    ["default", false, true],
    ["denied", false, true],
    ["granted", false, false],
    ["default", true, false],
  ] as const)("§4 permission %s, dismissed this session %s: shown %s", (permission, dismissed, shown) => {
    expect(promptWanted({ supported: true, source, permission, dismissed })).toBe(shown);
  });

  it("§2 never where push is impossible: no Notification, PushManager or service worker (iOS Safari not installed), or no token source", () => {
    expect(promptWanted({ supported: false, source, permission: "default", dismissed: false })).toBe(false);
    expect(promptWanted({ supported: true, source: null, permission: "default", dismissed: false })).toBe(false);
    expect(promptWanted({ supported: true, source, permission: null, dismissed: false })).toBe(false);
    const scope = (parts: Record<string, unknown>) => ({ navigator: {}, ...parts }) as unknown as typeof globalThis;
    expect(pushSupported(scope({ Notification: {}, PushManager: {}, navigator: { serviceWorker: {} } }))).toBe(true);
    // iOS Safari outside the home screen has Notification-less, PushManager-less windows.
    expect(pushSupported(scope({ navigator: { serviceWorker: {} } }))).toBe(false);
    expect(pushSupported(scope({ Notification: {}, navigator: { serviceWorker: {} } }))).toBe(false);
    expect(pushSupported(scope({ Notification: {}, PushManager: {} }))).toBe(false);
  });

  it("FCM for merchants configured for it; the sandbox's stand-in only in sandbox builds; nothing in production without config", () => {
    const config: PushWebConfig = { apiKey: "k", authDomain: "d", projectId: "p", appId: "1:2:web:3", messagingSenderId: "2", vapidKey: "B".repeat(87) };
    expect(pushSourceFor({ code: "DEMO", push: config }, false)).toEqual({ kind: "fcm", config });
    expect(pushSourceFor({ code: "DEMO", push: { ...config, vapidKey: undefined } }, true)).toEqual({ kind: "sandbox" });
    expect(pushSourceFor({ code: "DEMO" }, true)).toEqual({ kind: "sandbox" });
    expect(pushSourceFor({ code: "DEMO" }, false)).toBeNull();
  });

  it("permission is asked in both forms browsers answer in: a promise, or the old callback (older Safari)", async () => {
    const promised = { Notification: { requestPermission: () => Promise.resolve("granted") } } as unknown as typeof globalThis;
    expect(await requestPermission(promised)).toBe("granted");
    const callback = {
      Notification: { requestPermission: (done: (value: string) => void) => void setTimeout(() => done("denied")) },
    } as unknown as typeof globalThis;
    expect(await requestPermission(callback)).toBe("denied");
  });

  it("the permission is read from the Permissions API, never from the synchronous Notification.permission (issue #10)", async () => {
    const permission = vi.fn(() => "denied");
    const withBoth = (state: string) =>
      ({
        Notification: Object.defineProperty({}, "permission", { get: permission }),
        navigator: { permissions: { query: async () => ({ state }) } },
      }) as unknown as typeof globalThis;
    expect(await currentPermission(withBoth("granted"))).toBe("granted");
    expect(await currentPermission(withBoth("prompt"))).toBe("default");
    expect(permission).not.toHaveBeenCalled();
  });

  it("a browser whose Permissions API is missing or knows no 'notifications' is asked the old way; no Notification, no permission", async () => {
    const refusing = { Notification: { permission: "denied" }, navigator: { permissions: { query: () => Promise.reject(new TypeError("bad name")) } } };
    expect(await currentPermission(refusing as unknown as typeof globalThis)).toBe("denied");
    expect(await currentPermission({ Notification: { permission: "granted" }, navigator: {} } as unknown as typeof globalThis)).toBe("granted");
    expect(await currentPermission({ navigator: {} } as unknown as typeof globalThis)).toBeNull();
  });
});

describe("SPEC §4 Token change: bind and subscribe to ALL; SPEC §3 record; SPEC §9 7-day refresh", () => {
  beforeEach(() => signedIn());

  it("§4 the token is fetched, bound with CSP_fcmBind and subscribed to topic ALL; §3 the record keeps token, createTime and subscriptionOptions", async () => {
    const calls = answerWith(() => json({ success: true }));
    const { registration } = fakeRegistration();
    const source = fakeSource();
    const record = await registerPushToken({ source, registration: async () => registration, now: () => T0 });
    expect(pushPosts(calls)).toEqual([
      ["CSP_fcmBind", { registrationToken: "fcm-token-00000001" }],
      ["CSP_fcmSubscribe", { registrationToken: "fcm-token-00000001", topic: PUSH_TOPIC_ALL }],
    ]);
    for (const call of calls) expect(headersOf(call.init).get("Authorization")).toContain("session-token");
    expect(record).toEqual({
      token: "fcm-token-00000001",
      createTime: T0,
      subscriptionOptions: { auth: "a", p256dh: "p", endpoint: "e", swScope: "http://localhost:3000/m/", vapidKey: "v" },
    });
    expect(JSON.parse(localStorage.getItem(LOCAL_STORAGE.pushToken)!)).toEqual(record);
  });

  it("§4 re-sent on app open: the same token is bound again and keeps the time it was made", async () => {
    const calls = answerWith(() => json({ success: true }));
    const { registration } = fakeRegistration();
    const source = fakeSource();
    await registerPushToken({ source, registration: async () => registration, now: () => T0 });
    const again = await registerPushToken({ source, registration: async () => registration, now: () => T0 + 6 * DAY });
    expect(postsTo(calls, PATHS.bind)).toHaveLength(2);
    expect(postsTo(calls, PATHS.subscribe)).toHaveLength(2);
    expect(again).toMatchObject({ token: "fcm-token-00000001", createTime: T0 });
    expect(source.deleteToken).not.toHaveBeenCalled();
  });

  it("§9 push token refresh after 7 days: the old token is unsubscribed and deleted, a new one bound", async () => {
    const calls = answerWith(() => json({ success: true }));
    const { registration } = fakeRegistration();
    const source = fakeSource();
    await registerPushToken({ source, registration: async () => registration, now: () => T0 });
    await registerPushToken({ source, registration: async () => registration, now: () => T0 + 7 * DAY - 1 });
    expect(source.deleteToken).not.toHaveBeenCalled();
    calls.length = 0;
    const fresh = await registerPushToken({ source, registration: async () => registration, now: () => T0 + 7 * DAY });
    expect(source.deleteToken).toHaveBeenCalledWith(registration);
    expect(pushPosts(calls)).toEqual([
      ["CSP_fcmUnsubscribe", { registrationToken: "fcm-token-00000001", unsubscribeAll: true }],
      ["CSP_fcmBind", { registrationToken: "fcm-token-00000002" }],
      ["CSP_fcmSubscribe", { registrationToken: "fcm-token-00000002", topic: PUSH_TOPIC_ALL }],
    ]);
    expect(fresh).toMatchObject({ token: "fcm-token-00000002", createTime: T0 + 7 * DAY });
  });

  it("a token FCM replaced on its own is let go of on the server", async () => {
    const calls = answerWith(() => json({ success: true }));
    const { registration } = fakeRegistration();
    savePushRecord({ token: "fcm-token-old-000000", createTime: T0, subscriptionOptions: { auth: "", p256dh: "", endpoint: "", swScope: "", vapidKey: "" } });
    const source = fakeSource();
    source.getToken.mockResolvedValueOnce({
      token: "fcm-token-new-000000",
      subscriptionOptions: { auth: "", p256dh: "", endpoint: "", swScope: "", vapidKey: "" },
    });
    const record = await registerPushToken({ source, registration: async () => registration, now: () => T0 + DAY });
    expect(record.createTime).toBe(T0 + DAY);
    expect(postsTo(calls, PATHS.unsubscribe).map(bodyOf)).toEqual([{ registrationToken: "fcm-token-old-000000", unsubscribeAll: true }]);
  });

  it("a failed bind rejects (the prompt shows its error) and leaves the token to be re-sent on the next open", async () => {
    answerWith((url) => (url.pathname === PATHS.bind ? json({ success: false, errorCode: "internal_error", message: "x" }, 500) : json({ success: true })));
    const { registration } = fakeRegistration();
    await expect(registerPushToken({ source: fakeSource(), registration: async () => registration, now: () => T0 })).rejects.toThrow();
    expect(readPushRecord()?.token).toBe("fcm-token-00000001");
  });

  it("malformed stored records count as none", () => {
    for (const raw of ["{", "null", '{"token":"x"}', '{"token":"","createTime":1,"subscriptionOptions":{}}']) {
      localStorage.setItem(LOCAL_STORAGE.pushToken, raw);
      expect(readPushRecord(), raw).toBeNull();
    }
  });
});

describe("SPEC §4 Token change on the way out", () => {
  beforeEach(() => signedIn());

  it("§4 log out: CSP_fcmUnsubscribe with unsubscribeAll true and deleteToken run while the session still works, then the log out", async () => {
    stubNotification("granted");
    const calls = answerWith(() => json({ success: true }));
    const { registration } = fakeRegistration();
    const source = fakeSource();
    const store = createStore();
    store.set(sessionAtom, { token: "session-token" });
    const session = startPushSession({ source, registration: async () => registration, now: () => T0, defaults: { title: "Demo" }, sandboxDelivery: false });
    await vi.waitFor(() => expect(postsTo(calls, PATHS.subscribe)).toHaveLength(1));
    calls.length = 0;
    await logOut(store);
    expect(calls.map((call) => call.url.pathname)).toEqual([PATHS.unsubscribe, "/wps/session/logout"]);
    expect(bodyOf(calls[0]!)).toEqual({ registrationToken: "fcm-token-00000001", unsubscribeAll: true });
    expect(headersOf(calls[0]!.init).get("Authorization")).toContain("session-token");
    expect(source.deleteToken).toHaveBeenCalledWith(registration);
    expect(readPushRecord()).toBeNull();
    session.stop();
  });

  it("a push unbind that hangs never holds the log out longer than its time-out", async () => {
    vi.useFakeTimers();
    let finished = false;
    const { onBeforeLogOut } = await import("../../client/core/session");
    const stop = onBeforeLogOut(() => new Promise(() => {}));
    const running = runBeforeLogOut(TIMING.beforeLogOutTimeout).then(() => (finished = true));
    await vi.advanceTimersByTimeAsync(TIMING.beforeLogOutTimeout - 1);
    expect(finished).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await running;
    expect(finished).toBe(true);
    stop();
  });

  it("§4 session loss: the server cannot be asked any more, so the token is deleted here", async () => {
    stubNotification("granted");
    const calls = answerWith(() => json({ success: true }));
    const { registration } = fakeRegistration();
    const source = fakeSource();
    const session = startPushSession({ source, registration: async () => registration, now: () => T0, defaults: { title: "Demo" }, sandboxDelivery: false });
    await vi.waitFor(() => expect(readPushRecord()).not.toBeNull());
    await vi.waitFor(() => expect(postsTo(calls, PATHS.subscribe)).toHaveLength(1));
    session.stop();
    calls.length = 0;
    notifyTokenCleared();
    await vi.waitFor(() => expect(source.deleteToken).toHaveBeenCalledWith(registration));
    expect(readPushRecord()).toBeNull();
    expect(calls).toEqual([]);
  });

  it("an unregister with no token does nothing", async () => {
    const calls = answerWith(() => json({ success: true }));
    const source = fakeSource();
    await unregisterPushToken({ source, registration: async () => fakeRegistration().registration });
    expect(calls).toEqual([]);
    expect(source.deleteToken).not.toHaveBeenCalled();
  });
});

describe("SPEC §4 Token change: a page with a session", () => {
  beforeEach(() => signedIn());

  it("§4 permission already granted: the token is re-sent on app open; the worker learns the merchant's name and icon", async () => {
    stubNotification("granted");
    const calls = answerWith(() => json({ success: true }));
    const { registration, posted } = fakeRegistration();
    const session = startPushSession({
      source: fakeSource(),
      registration: async () => registration,
      now: () => T0,
      defaults: { title: "Demo Bet", icon: "/i.png" },
      sandboxDelivery: false,
    });
    await vi.waitFor(() => expect(postsTo(calls, PATHS.subscribe)).toHaveLength(1));
    expect(postsTo(calls, PATHS.bind)).toHaveLength(1);
    expect(posted).toContainEqual({ type: SW_MESSAGES.defaults, title: "Demo Bet", icon: "/i.png" });
    session.stop();
  });

  it("§4 permission not granted: nothing is fetched or sent until the player agrees", async () => {
    stubNotification("default");
    const calls = answerWith(() => json({ success: true }));
    const source = fakeSource();
    const session = startPushSession({ source, registration: async () => fakeRegistration().registration, defaults: { title: "D" }, sandboxDelivery: false });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(source.getToken).not.toHaveBeenCalled();
    expect(pushPosts(calls)).toEqual([]);
    session.stop();
  });

  it("permission withdrawn in the browser's settings since: the server lets go of the token", async () => {
    stubNotification("denied");
    savePushRecord({ token: "fcm-token-dead-00000", createTime: T0, subscriptionOptions: { auth: "", p256dh: "", endpoint: "", swScope: "", vapidKey: "" } });
    const calls = answerWith(() => json({ success: true }));
    const session = startPushSession({
      source: fakeSource(),
      registration: async () => fakeRegistration().registration,
      defaults: { title: "D" },
      sandboxDelivery: false,
    });
    await vi.waitFor(() =>
      expect(postsTo(calls, PATHS.unsubscribe).map(bodyOf)).toEqual([{ registrationToken: "fcm-token-dead-00000", unsubscribeAll: true }]),
    );
    expect(readPushRecord()).toBeNull();
    session.stop();
  });

  it("§9 a page left open refreshes its token when it turns 7 days old", async () => {
    vi.useFakeTimers({ now: T0, toFake: ["setTimeout", "clearTimeout", "Date"] });
    stubNotification("granted");
    const calls = answerWith(() => json({ success: true }));
    const source = fakeSource();
    const { registration } = fakeRegistration();
    const session = startPushSession({ source, registration: async () => registration, defaults: { title: "D" }, sandboxDelivery: false });
    await vi.advanceTimersByTimeAsync(0);
    await vi.waitFor(() => expect(postsTo(calls, PATHS.subscribe)).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(7 * DAY - 1_000);
    expect(source.deleteToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(postsTo(calls, PATHS.bind).map(bodyOf)).toContainEqual({ registrationToken: "fcm-token-00000002" }));
    expect(source.deleteToken).toHaveBeenCalledTimes(1);
    expect(readPushRecord()).toMatchObject({ token: "fcm-token-00000002", createTime: T0 + 7 * DAY });
    session.stop();
  });
});

describe("PITFALLS Push, 2026 state: FCM gets our /m/sw.js registration, never its own worker", () => {
  const config: PushWebConfig = {
    apiKey: "k",
    authDomain: "demo.example",
    projectId: "proj",
    appId: "1:2:web:3",
    messagingSenderId: "2",
    vapidKey: "B".repeat(87),
  };

  function serviceWorkerContainer(existing: ServiceWorkerRegistration | undefined) {
    return {
      getRegistration: vi.fn(async () => existing),
      register: vi.fn(async () => fakeRegistration().registration),
    } as unknown as ServiceWorkerContainer & { getRegistration: ReturnType<typeof vi.fn>; register: ReturnType<typeof vi.fn> };
  }

  beforeEach(() => {
    messaging.getToken.mockClear();
    messaging.deleteToken.mockClear();
  });

  it("getToken is given our registration and the merchant's VAPID key", async () => {
    const { registration } = fakeRegistration();
    const issued = await fcmTokenSource(config).getToken(registration, null);
    expect(messaging.getToken).toHaveBeenCalledWith({ kind: "messaging" }, { vapidKey: config.vapidKey, serviceWorkerRegistration: registration });
    expect(issued).toEqual({
      token: "fcm-token-aaaaaaaaaaaaaaaa",
      subscriptionOptions: { auth: "", p256dh: "", endpoint: "", swScope: registration.scope, vapidKey: config.vapidKey },
    });
  });

  it("deleteToken on a fresh page first hands FCM our registration (deleteToken takes none and would register its root worker)", async () => {
    const { registration } = fakeRegistration();
    await fcmTokenSource(config).deleteToken(registration);
    expect(messaging.getToken).toHaveBeenCalledWith({ kind: "messaging" }, { vapidKey: config.vapidKey, serviceWorkerRegistration: registration });
    expect(messaging.getToken.mock.invocationCallOrder[0]!).toBeLessThan(messaging.deleteToken.mock.invocationCallOrder[0]!);
    const source = fcmTokenSource(config);
    await source.getToken(registration, null);
    messaging.getToken.mockClear();
    await source.deleteToken(registration);
    expect(messaging.getToken).not.toHaveBeenCalled();
    expect(messaging.deleteToken).toHaveBeenCalledTimes(2);
  });

  it("the registration is the active /m/ one; no other worker is registered (only /m/sw.js itself, when the app has not yet)", async () => {
    const { registration } = fakeRegistration();
    const container = serviceWorkerContainer(registration);
    expect(await pushRegistration(container)).toBe(registration);
    expect(container.getRegistration).toHaveBeenCalledWith("/m/");
    expect(container.register).not.toHaveBeenCalled();
    const empty = serviceWorkerContainer(undefined);
    await pushRegistration(empty);
    expect(empty.register.mock.calls).toEqual([["/m/sw.js", { scope: "/m/" }]]);
  });

  it("a registration still installing is used once it is active", async () => {
    const listeners: (() => void)[] = [];
    const installing = { addEventListener: (_: string, listener: () => void) => listeners.push(listener), removeEventListener: () => {} };
    const registration = { active: null, installing, waiting: null, scope: "/m/" } as unknown as ServiceWorkerRegistration;
    const ready = pushRegistration(serviceWorkerContainer(registration));
    await Promise.resolve();
    (registration as unknown as { active: unknown }).active = { postMessage: () => {} };
    for (const listener of listeners) listener();
    expect(await ready).toBe(registration);
  });

  it("a registration without a worker yet (its script still loading) is used once the worker it gets is active", async () => {
    const registration = Object.assign(new EventTarget(), { active: null, installing: null, waiting: null, scope: "/m/" });
    const ready = pushRegistration(serviceWorkerContainer(registration as unknown as ServiceWorkerRegistration));
    await Promise.resolve();
    const worker = new EventTarget();
    Object.assign(registration, { installing: worker });
    registration.dispatchEvent(new Event("updatefound"));
    Object.assign(registration, { installing: null, active: worker });
    worker.dispatchEvent(new Event("statechange"));
    expect(await ready).toBe(registration);
  });

  it("a worker whose state changes went untold (the browser told the registration's later) is settled by the page's ready", async () => {
    const registration = {
      active: null,
      installing: new EventTarget(),
      waiting: null,
      scope: "/m/",
      addEventListener: () => {},
      removeEventListener: () => {},
    };
    const container = Object.assign(serviceWorkerContainer(registration as unknown as ServiceWorkerRegistration), {
      ready: Promise.resolve(registration),
    });
    expect(await pushRegistration(container)).toBe(registration);
  });
});

describe("the sandbox's stand-in (docs/decisions/023)", () => {
  beforeEach(() => signedIn());

  it("its token is made from the device id and the time, and kept until deleted", async () => {
    const { registration } = fakeRegistration();
    const source = sandboxTokenSource("0b5e7a3c-1111-2222-3333-444455556666", () => T0);
    const issued = await source.getToken(registration, null);
    expect(issued.token).toBe(`sandbox-0b5e7a3c-1111-2222-3333-444455556666-${T0.toString(36)}`);
    expect(issued.subscriptionOptions.swScope).toBe(registration.scope);
    expect(await source.getToken(registration, issued)).toBe(issued);
  });

  it("test pushes waiting for this token are handed to the service worker, while the page is visible", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const payload = { notification: { title: "Draw at 8", body: "b" } };
    let pending = [{ id: 1, payload }];
    const calls = answerWith(() => {
      const answer = json({ success: true, value: pending });
      pending = [];
      return answer;
    });
    const { registration, posted } = fakeRegistration();
    const stop = startSandboxDelivery(
      async () => registration,
      () => "sandbox-token-0000001",
    );
    await vi.waitFor(() => expect(posted).toEqual([{ type: SW_MESSAGES.push, payload }]));
    expect(calls[0]!.url.pathname).toBe("/wps/sandbox/push/pending");
    expect(calls[0]!.url.searchParams.get("registrationToken")).toBe("sandbox-token-0000001");
    await vi.advanceTimersByTimeAsync(TIMING.sandboxPushPoll);
    expect(calls).toHaveLength(2);
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    await vi.advanceTimersByTimeAsync(TIMING.sandboxPushPoll);
    expect(calls).toHaveLength(2);
    stop();
  });
});
