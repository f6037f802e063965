import { endpoint, type AnyEndpoint, type None } from "./endpoint.ts";

/**
 * Push notifications (SPEC §3 Push token record; §4 Token change, Notification prompt; §7 CSP_fcmBind,
 * CSP_fcmSubscribe, CSP_fcmUnsubscribe; §9 push token refresh after 7 days). Choices: docs/decisions/023.
 */

/** SPEC §3 Push token record: subscriptionOptions, as the browser's push subscription describes it. */
export interface PushSubscriptionOptions {
  auth: string;
  p256dh: string;
  endpoint: string;
  /** The scope of the service worker the subscription belongs to (ours: /m/). */
  swScope: string;
  vapidKey: string;
}

/** SPEC §3 Push token record: the registration token, when it was made (ms), and the subscription it stands for. */
export interface PushTokenRecord {
  token: string;
  createTime: number;
  subscriptionOptions: PushSubscriptionOptions;
}

/** SPEC §4 Token change: every player's token is subscribed to this topic. */
export const PUSH_TOPIC_ALL = "ALL";

/** FCM's own limits on a topic name and (generously) on a registration token. */
export const PUSH_TOPIC_PATTERN = /^[A-Za-z0-9\-_.~%]{1,900}$/;
export const PUSH_TOKEN_PATTERN = /^[A-Za-z0-9\-_:.]{16,1024}$/;

export interface FcmBindRequest {
  registrationToken: string;
}
export interface FcmSubscribeRequest {
  registrationToken: string;
  topic: string;
}
/** unsubscribeAll true: every topic, and the token is no longer the player's (a log out). false: only `topic` (ours). */
export interface FcmUnsubscribeRequest {
  registrationToken: string;
  unsubscribeAll: boolean;
  topic?: string;
}

/** The module id these posts carry (SPEC §7: every post sends one; the spec does not name push's, so ours). */
export const PUSH_MODULE_ID = "PUSH3";

const post = <Body>(path: string) =>
  endpoint<None, Body, undefined>({ method: "POST", path, auth: true, encrypted: false, moduleId: PUSH_MODULE_ID, cache: "none" });

/** SPEC §7 POST /wps/relay/CSP_fcmBind: the registration token becomes the signed-in player's. */
export const fcmBind = post<FcmBindRequest>("/wps/relay/CSP_fcmBind");
/** SPEC §7 POST /wps/relay/CSP_fcmSubscribe: the token receives the topic's pushes. */
export const fcmSubscribe = post<FcmSubscribeRequest>("/wps/relay/CSP_fcmSubscribe");
/** SPEC §7 POST /wps/relay/CSP_fcmUnsubscribe. */
export const fcmUnsubscribe = post<FcmUnsubscribeRequest>("/wps/relay/CSP_fcmUnsubscribe");

export const PUSH_ENDPOINTS: AnyEndpoint[] = [fcmBind, fcmSubscribe, fcmUnsubscribe];

/**
 * What the page needs to ask FCM for a token: the merchant's Firebase web config (`firebase` in the merchant config,
 * public by design) with its messaging parts. Without messagingSenderId, appId and vapidKey the merchant has no FCM push.
 */
export interface PushWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
  messagingSenderId: string;
  vapidKey: string;
}

/** Sandbox only (docs/decisions/023): a test push's fields, as `npm run ops -- push` and the sandbox's helper take them. */
export const TEST_PUSH_LIMITS = { title: 120, body: 500, link: 512 } as const;

/** A pending test push: FCM's payload, as a push event would carry it. */
export interface SandboxPush {
  id: number;
  payload: unknown;
}

export interface TestPush {
  title: string;
  body: string;
  /** A path inside the app (/m/…); the notification opens it. */
  link?: string;
}

const CONTROL = /[\p{Cc}]/u;

/** A test push's fields checked (sandbox helper and ops CLI alike); a string says what is wrong. */
export function checkTestPush(input: { title?: unknown; body?: unknown; link?: unknown }): TestPush | string {
  const title = typeof input.title === "string" ? input.title.trim() : "";
  const body = typeof input.body === "string" ? input.body.trim() : "";
  if (!title || title.length > TEST_PUSH_LIMITS.title || CONTROL.test(title)) return `a title of 1 to ${TEST_PUSH_LIMITS.title} characters of text`;
  if (body.length > TEST_PUSH_LIMITS.body || CONTROL.test(body.replace(/\n/g, " "))) return `a body of at most ${TEST_PUSH_LIMITS.body} characters of text`;
  if (input.link === undefined || input.link === null || input.link === "") return { title, body };
  const link = input.link;
  if (typeof link !== "string" || link.length > TEST_PUSH_LIMITS.link || !/^\/m\/[^\s\\]*$/.test(link))
    return "a link that is a path inside the app, such as /m/activity";
  return { title, body, link };
}

/** The payload FCM would carry for it (a `notification` message with a link), the shape public/m/sw.js reads. */
export function testPushPayload(push: TestPush): Record<string, unknown> {
  return {
    notification: { title: push.title, body: push.body },
    data: push.link ? { link: push.link } : {},
    ...(push.link ? { fcmOptions: { link: push.link } } : {}),
  };
}
