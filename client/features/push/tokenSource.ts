import type { PushSubscriptionOptions, PushWebConfig } from "#shared/contract";
import { firebaseApp } from "./firebaseApp";

/** A registration token and the subscription it stands for (SPEC §3 Push token record, without its time). */
export interface IssuedToken {
  token: string;
  subscriptionOptions: PushSubscriptionOptions;
}

/** Where tokens come from: FCM, or the sandbox's stand-in (docs/decisions/023). */
export interface TokenSource {
  /** The current token, made when there is none (FCM keeps its own; the stand-in keeps the one it is given). */
  getToken(registration: ServiceWorkerRegistration, current: IssuedToken | null): Promise<IssuedToken>;
  /** The token is revoked: pushes sent to it reach nobody. */
  deleteToken(registration: ServiceWorkerRegistration): Promise<void>;
}

function base64(key: ArrayBuffer | null): string {
  if (!key) return "";
  return btoa(String.fromCharCode(...new Uint8Array(key)));
}

async function optionsOf(registration: ServiceWorkerRegistration, vapidKey: string): Promise<PushSubscriptionOptions> {
  const subscription = await registration.pushManager.getSubscription();
  return {
    auth: base64(subscription?.getKey("auth") ?? null),
    p256dh: base64(subscription?.getKey("p256dh") ?? null),
    endpoint: subscription?.endpoint ?? "",
    swScope: registration.scope,
    vapidKey,
  };
}

/**
 * The real firebase/messaging, fetched only here (DESIGN §4: after login with push enabled; ≈16 KB gzip).
 * Every call hands FCM our /m/sw.js registration: deleteToken takes none, and without one given to getToken on
 * this page first it would register FCM's default root worker (PITFALLS "Push, 2026 state").
 */
export function fcmTokenSource(config: PushWebConfig): TokenSource {
  let handed: ServiceWorkerRegistration | null = null;
  const load = async () => {
    const [app, messaging] = await Promise.all([
      firebaseApp(`mc-push-${config.projectId}`, {
        apiKey: config.apiKey,
        authDomain: config.authDomain,
        projectId: config.projectId,
        appId: config.appId,
        messagingSenderId: config.messagingSenderId,
      }),
      import("firebase/messaging"),
    ]);
    return { messaging, instance: messaging.getMessaging(app) };
  };
  const tokenFor = async (registration: ServiceWorkerRegistration) => {
    const { messaging, instance } = await load();
    const token = await messaging.getToken(instance, { vapidKey: config.vapidKey, serviceWorkerRegistration: registration });
    handed = registration;
    return { messaging, instance, token };
  };
  return {
    async getToken(registration) {
      const { token } = await tokenFor(registration);
      return { token, subscriptionOptions: await optionsOf(registration, config.vapidKey) };
    },
    async deleteToken(registration) {
      const { messaging, instance } = handed === registration ? await load() : await tokenFor(registration);
      await messaging.deleteToken(instance);
    },
  };
}

/**
 * The sandbox's stand-in (docs/decisions/023): offline, neither FCM nor the browser's push service answers, so
 * the token is made here, from the device id and the time it was made. Pushes reach it through the sandbox.
 */
export function sandboxTokenSource(deviceId: string, now: () => number = Date.now): TokenSource {
  return {
    async getToken(registration, current) {
      if (current?.token.startsWith(SANDBOX_TOKEN_PREFIX)) return current;
      return {
        token: `${SANDBOX_TOKEN_PREFIX}${deviceId}-${now().toString(36)}`,
        subscriptionOptions: { auth: "", p256dh: "", endpoint: "", swScope: registration.scope, vapidKey: "" },
      };
    },
    async deleteToken() {
      // Nothing was issued anywhere but here: forgetting the record (the caller does) revokes it.
    },
  };
}

export const SANDBOX_TOKEN_PREFIX = "sandbox-";
