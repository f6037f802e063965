/** The rules every /wps call follows (SPEC §6, §7, §8): headers, who sends a token, the codes that end a session. */

/** Request headers of SPEC §7, named once. */
export const HEADERS = {
  merchant: "Merchant",
  language: "Language",
  authorization: "Authorization",
  moduleId: "ModuleId",
  device: "Device",
} as const;

/**
 * SPEC §6 allow-list: paths that never carry Authorization (prefix match).
 * Everything else sends the session token when there is one.
 */
export const NO_TOKEN_PATHS = [
  "/wps/system/location",
  "/wps/system/country",
  "/wps/session/key/rsa",
  "/wps/session/thirdParty",
  "/wps/session/logout",
  "/wps/member/affiliate",
  "/wps/member/checkUsername",
  "/wps/relay/MCSFE_getListAnnouncements",
  // Ours (docs/decisions/012): banners are content like the announcements beside them.
  "/wps/relay/MCSFE_getBannerList",
  "/wps/relay/PROMOFE_",
  "/wps/relay/MCSFE_getMerchantAvailablePromotions",
  "/wps/relay/GCSGAME_",
  "/wps/order",
  "/wps/captcha",
] as const;

/**
 * SPEC §6 second list: "endpoints exempt from something"; what is not shown. We read it as session-loss handling
 * (docs/decisions/058): a logout code or a 401 from one of these calls does not end the session (client/lib/request/catalogue.ts).
 */
export const SESSION_EXEMPT_PATHS = [
  "/wps/captcha",
  "/wps/member/register/settings",
  "/wps/system/whitelabel",
  "/wps/system/settings",
  "/wps/system/domainRoute",
  "/wps/system/status",
  "/wps/verification/sms",
  "/wps/session/login",
  "/wps/member/register",
  "/wps/member/password/reset",
  "/wps/member/affiliate",
  "/wps/relay/GCS_",
] as const;

export function isSessionExempt(path: string): boolean {
  return SESSION_EXEMPT_PATHS.some((prefix) => path.startsWith(prefix));
}

export function needsToken(path: string): boolean {
  return !NO_TOKEN_PATHS.some((prefix) => path.startsWith(prefix));
}

/** SPEC §8: codes that end the session. */
export const LOGOUT_CODES = ["customer.not.login", "user.or.token.invalid", "login.not.session"] as const;
export const CUSTOMER_NOT_LOGIN = "CUSTOMER_NOT_LOGIN";
export const TOO_MANY_REQUESTS_PREFIX = "TOO_MANY_REQUEST";

/** Encrypted-post headers (SPEC §7). */
/**
 * A platform's answer may say that the merchant's site settings changed (the sandbox's whitelabel helper does): the
 * edge then forgets its short-lived copy (DESIGN §3), so the next page shows the change. The name is the sandbox's,
 * where it was first needed; any platform may send it.
 */
export const SETTINGS_CHANGED_HEADER = "X-Sandbox-Settings-Changed";

export const ENCRYPTION_HEADERS = {
  encryption: "Encryption",
  digest: "X-Digest",
  rsa: "X-RSA",
} as const;
/** The one scheme this product speaks: an RSA-OAEP(SHA-256)-wrapped AES-256-GCM key. */
export const ENCRYPTION_SCHEME = "RSA-OAEP-256+A256GCM";
