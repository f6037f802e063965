import { fcmBind, fcmSubscribe, fcmUnsubscribe, PUSH_TOPIC_ALL, type PushTokenRecord } from "#shared/contract";
import { onBeforeLogOut, onTokenChange } from "../../core/session";
import { call } from "../../lib/request";
import { clearPushRecord, readPushRecord, refreshDue, savePushRecord, untilRefresh } from "./pushRecord";
import { startSandboxDelivery } from "./sandboxDelivery";
import { tellWorkerDefaults } from "./serviceWorker";
import { currentPermission } from "./support";
import type { TokenSource } from "./tokenSource";

export interface PushDeps {
  source: TokenSource;
  /** The active /m/sw.js registration (serviceWorker.ts). */
  registration: () => Promise<ServiceWorkerRegistration>;
  now?: () => number;
}

const noop = () => {};

// One change to the token at a time: the prompt, the re-send on open and the 7-day refresh may meet.
let queue: Promise<unknown> = Promise.resolve();
function serial<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(noop);
  return run;
}

/** SPEC §4 Token change, cleared: the server forgets the token and every topic it had. */
const unbind = (token: string) => call(fcmUnsubscribe, { body: { registrationToken: token, unsubscribeAll: true }, alert: false });

/**
 * SPEC §4 Token change and Notification prompt: the token is fetched, bound and subscribed to topic ALL, and
 * kept as the SPEC §3 record with the time it was made. A record 7 days old is replaced first (SPEC §9): the
 * old token is unbound and revoked, a new one made. Called on every page load with a session (PITFALLS:
 * there is no refresh event, so the token is re-sent on app open).
 */
export function registerPushToken(deps: PushDeps): Promise<PushTokenRecord> {
  return serial(async () => {
    const now = deps.now ?? Date.now;
    const registration = await deps.registration();
    let current = readPushRecord();
    if (current && refreshDue(current, now())) {
      await unbind(current.token).catch(noop);
      await deps.source.deleteToken(registration);
      clearPushRecord();
      current = null;
    }
    const issued = await deps.source.getToken(registration, current);
    // FCM may have replaced the token on its own: the old one must not stay bound to this player.
    if (current && current.token !== issued.token) void unbind(current.token).catch(noop);
    const record: PushTokenRecord = {
      token: issued.token,
      createTime: current?.token === issued.token ? current.createTime : now(),
      subscriptionOptions: issued.subscriptionOptions,
    };
    // Kept before the calls: a token exists whether or not the server heard of it, and the next open re-sends it.
    savePushRecord(record);
    await call(fcmBind, { body: { registrationToken: record.token }, alert: false });
    await call(fcmSubscribe, { body: { registrationToken: record.token, topic: PUSH_TOPIC_ALL }, alert: false });
    return record;
  });
}

/** SPEC §4 Token change on a log out, while the session still works: unsubscribe all, then deleteToken. */
export function unregisterPushToken(deps: PushDeps): Promise<void> {
  return serial(async () => {
    const record = readPushRecord();
    if (!record) return;
    clearPushRecord();
    await unbind(record.token).catch(noop);
    await deps.source.deleteToken(await deps.registration()).catch(noop);
  });
}

/**
 * The session is gone without a log out (SPEC §4 Session loss): the server cannot be asked any more, so the
 * token is revoked here, which leaves the server's binding pointing nowhere.
 */
export function forgetPushToken(deps: PushDeps): Promise<void> {
  return serial(async () => {
    if (!readPushRecord()) return;
    clearPushRecord();
    await deps.source.deleteToken(await deps.registration()).catch(noop);
  });
}

// The deps of the last session started: a session loss is told after the page's push code has stopped.
let lastDeps: PushDeps | null = null;
onTokenChange({
  tokenAppeared: noop,
  tokenCleared: () => (lastDeps ? forgetPushToken(lastDeps) : undefined),
});

export interface PushSession {
  /** Registers the token now (after the prompt's `granted`); rejects when it could not be. */
  enable(): Promise<void>;
  stop(): void;
}

/**
 * Push for one signed-in player on this page: re-sends the token when permission is already granted, refreshes
 * it when it turns 7 days old, unbinds it before a log out and, in sandbox builds, picks up test pushes.
 */
export function startPushSession(deps: PushDeps & { defaults: { title: string; icon?: string }; sandboxDelivery: boolean }): PushSession {
  const now = deps.now ?? Date.now;
  lastDeps = deps;
  let live = true;
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  let stopDelivery: (() => void) | undefined;
  const stopHook = onBeforeLogOut(() => unregisterPushToken(deps));

  const enable = async () => {
    const record = await registerPushToken(deps);
    if (!live) return;
    clearTimeout(refreshTimer);
    refreshTimer = setTimeout(() => void enable().catch(noop), untilRefresh(record, now()));
    if (deps.sandboxDelivery && !stopDelivery) stopDelivery = startSandboxDelivery(deps.registration, () => readPushRecord()?.token ?? null);
  };

  void deps
    .registration()
    .then((registration) => tellWorkerDefaults(registration, deps.defaults))
    .catch(noop);
  void currentPermission().then((permission) => {
    if (!live) return;
    if (permission === "granted") void enable().catch(noop);
    // Blocked in the browser's settings since: the token is dead, so the server lets go of it too.
    else if (permission === "denied" && readPushRecord()) void unregisterPushToken(deps);
  });

  return {
    enable,
    stop() {
      live = false;
      clearTimeout(refreshTimer);
      stopDelivery?.();
      stopHook();
    },
  };
}
