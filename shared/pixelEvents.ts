import type { TrackingEventName } from "./contract/tracking.ts";

/**
 * What each tracking event is called by each ad network (docs/decisions/026). One table for the browser pixels
 * and the edge's server-side conversions: Meta and TikTok de-duplicate a conversion only when the event name and
 * the event id both match (PITFALLS: Attribution, 2026 state).
 */
export const META_EVENT_NAMES: Partial<Record<TrackingEventName, string>> = {
  register: "CompleteRegistration",
  registerSubmit: "SubmitApplication",
  depositSubmit: "InitiateCheckout",
  firstDeposit: "FirstDeposit",
  deposit: "Purchase",
  viewContent: "ViewContent",
  downloadApp: "DownloadApp",
  login: "Login",
  startTrial: "StartTrial",
};

/** Meta's standard events; the rest are sent as custom events (`trackCustom`). */
export const META_STANDARD_EVENTS = new Set(["CompleteRegistration", "SubmitApplication", "InitiateCheckout", "Purchase", "ViewContent", "StartTrial"]);

export const TIKTOK_EVENT_NAMES: Partial<Record<TrackingEventName, string>> = {
  register: "CompleteRegistration",
  registerSubmit: "SubmitForm",
  depositSubmit: "InitiateCheckout",
  firstDeposit: "FirstDeposit",
  deposit: "CompletePayment",
  viewContent: "ViewContent",
  downloadApp: "Download",
  login: "Login",
  startTrial: "StartTrial",
};

export const KWAI_EVENT_NAMES: Partial<Record<TrackingEventName, string>> = {
  register: "EVENT_COMPLETE_REGISTRATION",
  depositSubmit: "EVENT_ADD_TO_CART",
  firstDeposit: "EVENT_FIRST_DEPOSIT",
  deposit: "EVENT_PURCHASE",
  viewContent: "EVENT_CONTENT_VIEW",
  downloadApp: "EVENT_DOWNLOAD",
};

export const GTAG_EVENT_NAMES: Partial<Record<TrackingEventName, string>> = {
  register: "sign_up",
  login: "login",
  depositSubmit: "begin_checkout",
  firstDeposit: "first_deposit",
  deposit: "purchase",
  viewContent: "view_item",
  downloadApp: "download_app",
  gameLaunch: "game_launch",
};

/** The site-settings `analytics` keys a merchant configures its pixels with, and what a valid id looks like. */
export const PIXEL_SETTINGS = {
  facebookPixelId: /^\d{5,20}$/,
  tiktokPixelId: /^[A-Z0-9]{5,30}$/i,
  kwaiPixelCode: /^\d{5,25}$/,
  gtagId: /^(G|AW|GT|DC)-[A-Z0-9]{4,20}$/i,
} as const;

export type PixelSetting = keyof typeof PIXEL_SETTINGS;

/** The merchant's pixels, valid ids only: a malformed one in the settings is left out, never loaded. */
export function configuredPixels(analytics: Record<string, unknown> | undefined): Partial<Record<PixelSetting, string>> {
  const pixels: Partial<Record<PixelSetting, string>> = {};
  for (const [name, pattern] of Object.entries(PIXEL_SETTINGS) as [PixelSetting, RegExp][]) {
    const value = analytics?.[name];
    if (typeof value === "string" && pattern.test(value.trim())) pixels[name] = value.trim();
  }
  return pixels;
}
