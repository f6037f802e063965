import { endpoint, type AnyEndpoint, type None } from "./endpoint.ts";

/**
 * Password recovery by SMS code (issue #14). SPEC §7 shows no such call; SPEC §6's second list names
 * "password reset" among the calls exempt from the session rules, so both go without a token. The paths,
 * fields and codes are ours (docs/decisions/028).
 */

/** Which account: its username, or its mobile number with the dialling code (the two ways a player logs in). */
export type PasswordResetAccount = { username: string } | { mobileNum: string; countryDialingCode: string };

/** The captcha a code request carries where the merchant asks for one (the SMS rule of SPEC §5, GEETESTVCODE3). */
export interface PasswordResetCaptcha {
  geetestSeccode?: string;
  geetestValidateV4?: string;
}

export type PasswordResetSmsRequest = PasswordResetAccount & PasswordResetCaptcha;

export interface PasswordResetSmsValue {
  /** The account's number as the player may see it: dialling code, then the number with its middle hidden. */
  maskedMobile: string;
  /** When the code stops working (ms since epoch), as SPEC §7's sms/noLogin answers. */
  expirationTime: number;
}

export type PasswordResetRequest = PasswordResetAccount & { verificationCode: string; newPassword: string };

export interface PasswordResetValue {
  /** The account's username, so the login form can be filled with it. */
  userName: string;
}

/** Refusals of these calls (besides not.exists.user, field_required, password_invalid and captcha_invalid). */
export const PASSWORD_RESET_ERRORS = {
  /** The account has no mobile number: no code can be sent; the player is pointed to customer service. */
  mobileNotBound: "mobile_not_bound",
  /** The code is not the one sent (tries remain: `value.triesLeft`). */
  codeInvalid: "sms.code.invalid",
  /** The code's five minutes have passed. */
  codeExpired: "sms.code.expired",
  /** Five wrong tries: the code is dead; a new one must be sent. */
  codeTriesExceeded: "sms.code.tries.exceeded",
} as const;

/** What a refused code carries, so the form can say how many tries are left. */
export interface SmsCodeRefusal {
  triesLeft?: number;
}

/** Sends a code to the account's own mobile number (never to a number the request names). */
export const passwordResetSms = endpoint<None, PasswordResetSmsRequest, PasswordResetSmsValue>({
  method: "POST",
  path: "/wps/member/password/reset/sms",
  auth: false,
  encrypted: false,
  moduleId: "RESETPSW3",
  cache: "none",
});

/** Sets the new password when the code is right; encrypted, as every call that carries a password. */
export const passwordReset = endpoint<None, PasswordResetRequest, PasswordResetValue>({
  method: "POST",
  path: "/wps/member/password/reset",
  auth: false,
  encrypted: true,
  moduleId: "RESETPSW3",
  cache: "none",
});

export const PASSWORD_RESET_ENDPOINTS: AnyEndpoint[] = [passwordResetSms, passwordReset];
