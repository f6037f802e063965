import { PASSWORD_RULE } from "#shared/auth";

/**
 * The longest text each sign-in field takes (issue #14): the rule's own limit where SPEC §5's rules give one
 * (username 16, password 20, mobile 15 digits), else a little over what the platform sends (codes of up to 8
 * digits, an email address's 254 characters).
 */
export const FIELD_LIMITS = {
  username: 16,
  password: PASSWORD_RULE.max,
  mobile: 15,
  smsCode: 8,
  authenticatorCode: 8,
  email: 254,
  payeeName: 100,
} as const;

/** A mobile number as the rules take it: the spaces, dashes, dots and brackets of a pasted or filled-in number dropped. */
export function mobileDigits(text: string): string {
  return text.replace(/[\s().-]/g, "");
}
