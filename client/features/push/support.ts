import type { PushWebConfig } from "#shared/contract";
import { SESSION_STORAGE } from "#shared/storageKeys";
import { sessionStore } from "../../lib/storage";

// Replaced at build time by vite.config.ts (false in the production build, docs/decisions/007); absent in unit tests.
declare const __DEV_TOOLS__: boolean | undefined;

/** Sandbox builds may stand in for FCM, which this machine and the sandbox cannot reach (docs/decisions/023). */
export const SANDBOX_BUILD: boolean = typeof __DEV_TOOLS__ !== "undefined" && __DEV_TOOLS__ === true;

/**
 * The merchant's Firebase block as push needs it, or null when a messaging part is missing (then the merchant has
 * no FCM push). Here rather than in shared/: only push's own chunk needs it (the first load stays as it was).
 */
export function pushWebConfig(firebase: Partial<PushWebConfig> | null | undefined): PushWebConfig | null {
  if (!firebase) return null;
  const { apiKey, authDomain, projectId, appId, messagingSenderId, vapidKey } = firebase;
  if (!apiKey || !authDomain || !projectId || !appId || !messagingSenderId || !vapidKey) return null;
  return { apiKey, authDomain, projectId, appId, messagingSenderId, vapidKey };
}

/** Where a registration token comes from: FCM for merchants configured for it, else the sandbox's stand-in. */
export type PushSource = { kind: "fcm"; config: PushWebConfig } | { kind: "sandbox" };

/**
 * The merchant's push config as the page receives it (`push` on the inlined merchant, docs/decisions/023), or its
 * Firebase block. Null means no FCM push: production leaves such a merchant without push, sandbox builds stand in.
 */
export function pushSourceFor(merchant: { code: string; push?: Partial<PushWebConfig> | null } | null, sandboxBuild = SANDBOX_BUILD): PushSource | null {
  const config = pushWebConfig(merchant?.push);
  if (config) return { kind: "fcm", config };
  return sandboxBuild ? { kind: "sandbox" } : null;
}

/**
 * Web push needs all three (PITFALLS "Install and push"): iOS Safari has them only in a site added to the
 * home screen, so there the install guide comes first and this prompt never shows.
 */
export function pushSupported(scope: typeof globalThis = globalThis): boolean {
  return "Notification" in scope && "PushManager" in scope && "serviceWorker" in scope.navigator;
}

/**
 * The notification permission, asked of the Permissions API where there is one: `Notification.permission` is a
 * synchronous trip to the browser, which cost 20 ms of main thread at start-up on a slow phone (issue #10). Its
 * `prompt` is the Notification API's `default`; a browser that cannot answer for notifications is asked the old way.
 */
export async function currentPermission(scope: typeof globalThis = globalThis): Promise<NotificationPermission | null> {
  if (!("Notification" in scope)) return null;
  try {
    const status = await scope.navigator?.permissions?.query({ name: "notifications" });
    if (status?.state === "prompt") return "default";
    if (status?.state === "granted" || status?.state === "denied") return status.state;
  } catch {
    // Older Safari knows no "notifications" permission name.
  }
  return scope.Notification.permission;
}

/**
 * Asks the browser. Call it first thing in the tap's handler, with nothing awaited before it: iOS answers
 * only inside the gesture and otherwise leaves the state `default` without showing anything (PITFALLS).
 * Older Safari takes a callback and returns nothing.
 */
export function requestPermission(scope: typeof globalThis = globalThis): Promise<NotificationPermission> {
  return new Promise((resolve, reject) => {
    try {
      const answer = scope.Notification.requestPermission(resolve);
      if (answer) answer.then(resolve, reject);
    } catch (error) {
      reject(error);
    }
  });
}

export const promptDismissed = (): boolean => sessionStore.get(SESSION_STORAGE.pushPromptDismissed) === "1";
export const dismissPrompt = (): void => sessionStore.set(SESSION_STORAGE.pushPromptDismissed, "1");

/** SPEC §4 Notification prompt: shown if permission is not granted and not dismissed this session (ours: push must be possible). */
export function promptWanted(input: { supported: boolean; source: PushSource | null; permission: NotificationPermission | null; dismissed: boolean }): boolean {
  return input.supported && input.source !== null && input.permission !== null && input.permission !== "granted" && !input.dismissed;
}

/** The notification prompt's frame id (lib/ui NoticeFrame): its dialog is labelled by `${PUSH_PROMPT_ID}-title`. */
export const PUSH_PROMPT_ID = "push-prompt";

/** Another popup, sheet or prompt is on screen: every one of them is an aria-modal dialog (lib/ui, docs/decisions/011). */
export function anotherOverlayOpen(doc: Document = document): boolean {
  return doc.querySelector(`[aria-modal="true"]:not([aria-labelledby="${PUSH_PROMPT_ID}-title"])`) !== null;
}
