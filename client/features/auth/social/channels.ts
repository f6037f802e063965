import type { SiteSettings } from "#shared/contract";
import { SESSION_STORAGE } from "#shared/storageKeys";
import { isIOS, type PlatformInput } from "../../../lib/platform";

export const SOCIAL_CHANNELS = ["google", "facebook", "twitter", "line"] as const;
export type SocialChannel = (typeof SOCIAL_CHANNELS)[number];

/** Brand names are not translated. */
export const PROVIDER_NAME: Record<SocialChannel, string> = { google: "Google", facebook: "Facebook", twitter: "X (Twitter)", line: "LINE" };

/** Where the redirect flow keeps the channel across the round trip (SPEC §4). */
export const REDIRECT_CHANNEL_KEY = SESSION_STORAGE.firebaseChannel;

/**
 * SPEC §3: an identity-provider configuration with an apiKey means provider login is
 * configured; Google also needs GOOGLELOGIN3 (SPEC §6).
 */
export function availableChannels(settings: SiteSettings | null): SocialChannel[] {
  if (!settings?.sms?.apiKey || !settings.sms.projectId) return [];
  return SOCIAL_CHANNELS.filter((channel) => channel !== "google" || Boolean(settings.whitelabel?.GOOGLELOGIN3));
}

/** SPEC §4: in-app views and iOS 12 or lower have no working popups: use the redirect flow. */
export function needsRedirect(platform: PlatformInput, inAppBrowser: boolean): boolean {
  if (inAppBrowser) return true;
  if (!isIOS(platform)) return false;
  const major = /OS (\d+)_/.exec(platform.userAgent)?.[1];
  return major !== undefined && Number(major) <= 12;
}

/** SPEC §2: any parenthesised text in the login-choice message is stripped. */
export function stripParenthesised(message: string): string {
  return message.replace(/\s*[(（][^()（）]*[)）]/g, "").trim();
}
