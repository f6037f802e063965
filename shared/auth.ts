/** Sign-in rules shared by the client's forms and the sandbox (SPEC §5; where it is silent, docs/decisions/003). */
export const PASSWORD_RULE = { min: 6, max: 20 } as const;
export const USERNAME_PATTERN = /^[A-Za-z0-9_]{4,16}$/;
export const MOBILE_PATTERN = /^[0-9]{6,15}$/;

/**
 * SPEC §5: a mobile registration without the mobile-password flag gets this fixed
 * password, and signing in with it (not by SMS) forces a password change (SPEC §4).
 */
export const DEFAULT_PASSWORD = "mc123456";

export function isValidPassword(password: string): boolean {
  return password.length >= PASSWORD_RULE.min && password.length <= PASSWORD_RULE.max && !/\s/.test(password);
}

/** Second-factor methods: the names the platform offers and the letters the verification call takes (SPEC §3). */
export const SECOND_FACTOR_METHODS = { email: "E", payeeName: "P", ga: "G", sms: "S" } as const;
export type SecondFactorMethod = keyof typeof SECOND_FACTOR_METHODS;

/** Errors the client acts on (SPEC §8). */
export const AUTH_ERRORS = {
  verifyRequired: "login_verify_required",
  badCredentials: "login.cred.err",
  noSuchUser: "not.exists.user",
  ipChanged: "token_ip_different",
  bindRequired: "bind_customer_required",
} as const;
