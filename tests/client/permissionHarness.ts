import { vi } from "vitest";

/**
 * The browser's notification permission, the way both APIs tell it: `Notification.permission` and the Permissions
 * API (whose `prompt` is the former's `default`). happy-dom's Permissions API says "granted" to everything.
 */
export function stubNotificationPermission(permission: NotificationPermission, requestPermission: unknown = vi.fn(async () => permission)) {
  vi.stubGlobal("Notification", { permission, requestPermission });
  const state = permission === "default" ? "prompt" : permission;
  Object.defineProperty(navigator, "permissions", { configurable: true, value: { query: vi.fn(async () => ({ state })) } });
}

export function restorePermissions() {
  Reflect.deleteProperty(navigator, "permissions");
}
