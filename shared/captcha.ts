import type { SiteSettings } from "./contract/types.ts";
import { SANDBOX_FORMS } from "./platformForms/forms.ts";

/** Geetest-compatible captcha (SPEC §4 Captcha widget, §5, §8, §9). */
export const CAPTCHA = {
  /** Per server, when loading the provider's script (SPEC §9). */
  scriptTimeoutMs: 3_000,
  /** Mock captcha token length and lifetime (SPEC §9). */
  tokenLength: 50,
  tokenLifetimeMs: 60_000,
  /** Geetest's own script servers, tried in order when a merchant names none. */
  defaultServers: ["https://static.geetest.com", "https://static.geevisit.com"],
  scriptPath: { v3: "/static/js/gt.0.5.0.js", v4: "/v4/gt4.js" },
  /** The plain captcha's picture: how many characters it shows and how long it may be answered (docs/decisions/005). */
  plainLength: 4,
  plainLifetimeMs: 120_000,
  /** The form fetches a new picture this long before the old one expires, so a submit never races the expiry. */
  plainRefreshMarginMs: 5_000,
  /** A picture is kept at least this long, even when the platform says it expires sooner. */
  plainMinimumLifeMs: 1_000,
} as const;

/** The errorCode of a request refused for its captcha (ours: the platform's code is not shown). */
export const CAPTCHA_INVALID = "captcha_invalid";

/** Loader codes of SPEC §8. */
export const CAPTCHA_ERRORS = {
  jsTimeout: 60204,
  gctTimeout: 60205,
} as const;

/** SPEC §5: the captcha language code has at most 6 characters: letters, digits and hyphen. */
export function captchaLanguage(locale: string): string {
  const cleaned = locale.replace(/[^A-Za-z0-9-]/g, "").toLowerCase();
  return cleaned.slice(0, 6).replace(/-+$/, "") || "en";
}

export type CaptchaAction = "login" | "sms" | "register";

/** Geetest's widget, or the plain captcha: a picture of characters the player types (login only). */
export type CaptchaKind = "geetest" | "plain";

type CaptchaSettings = Pick<SiteSettings, "whitelabel" | "test" | "register">;

/**
 * SPEC §5 captcha visibility, the one rule the client and the sandbox both follow:
 * login when GEETEST3 is on, in test mode or with GEETESTTEST3 off, else the plain
 * captcha when its flag is on (SPEC §5 "geetest or plain captcha depending on flags");
 * SMS by GEETESTVCODE3; registration by the register captcha setting. The plain captcha's flag is named by the
 * merchant's platform forms (docs/decisions/005, 062).
 */
export function captchaKind(
  settings: CaptchaSettings | null,
  action: CaptchaAction,
  plainCaptchaFlag: string = SANDBOX_FORMS.settingNames.plainCaptcha,
): CaptchaKind | null {
  if (!settings) return null;
  const flags = settings.whitelabel ?? {};
  if (action === "login") {
    if (flags.GEETEST3 && (settings.test || !flags.GEETESTTEST3)) return "geetest";
    return flags[plainCaptchaFlag] ? "plain" : null;
  }
  if (action === "sms") return flags.GEETESTVCODE3 ? "geetest" : null;
  return settings.register?.captcha?.enabled ? "geetest" : null;
}

export function captchaRequired(settings: CaptchaSettings | null, action: CaptchaAction): boolean {
  return captchaKind(settings, action) !== null;
}
