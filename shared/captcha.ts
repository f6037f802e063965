import type { SiteSettings } from "./contract/types.ts";

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
} as const;

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

/**
 * SPEC §5 captcha visibility, the one rule the client and the sandbox both follow:
 * login when GEETEST3 is on, in test mode or with GEETESTTEST3 off; SMS by
 * GEETESTVCODE3; registration by the register captcha setting.
 */
export function captchaRequired(settings: Pick<SiteSettings, "whitelabel" | "test" | "register"> | null, action: CaptchaAction): boolean {
  if (!settings) return false;
  const flags = settings.whitelabel ?? {};
  if (action === "login") return Boolean(flags.GEETEST3) && (settings.test || !flags.GEETESTTEST3);
  if (action === "sms") return Boolean(flags.GEETESTVCODE3);
  return Boolean(settings.register?.captcha?.enabled);
}
