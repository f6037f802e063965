import { type Context, Hono } from "hono";
import { AUTH_ERRORS, isValidPassword, MOBILE_PATTERN } from "#shared/auth";
import { CAPTCHA_INVALID } from "#shared/captcha";
import {
  PASSWORD_RESET_ERRORS,
  passwordReset,
  type PasswordResetRequest,
  passwordResetSms,
  type PasswordResetSmsRequest,
  type PasswordResetSmsValue,
  type PasswordResetValue,
} from "#shared/contract";
import { type AccountRow, findAccount } from "./authRoutes";
import { passesCaptcha } from "./captchaRoutes";
import { fail, ok } from "./envelope";
import { loadSandboxMerchant } from "./merchantSettings";
import { hashPassword } from "./password";
import { checkSmsCode, issueSmsCode, refuseSend } from "./smsCodes";
import type { SandboxEnv } from "./types";

type Found = { account: AccountRow & { country_dialing_code?: string | null } } | { errorCode: string };

/** The account a reset names: by username, or by the mobile number it signs in with by SMS. */
async function accountOf(db: D1Database, merchant: string, body: { username?: unknown; mobileNum?: unknown }): Promise<Found> {
  const username = typeof body.username === "string" ? body.username.trim() : "";
  const mobile = typeof body.mobileNum === "string" ? body.mobileNum.trim() : "";
  if (!username && !mobile) return { errorCode: "field_required" };
  if (!username && !MOBILE_PATTERN.test(mobile)) return { errorCode: "mobile_invalid" };
  const account = username ? await findAccount(db, merchant, "username", username) : await findAccount(db, merchant, "mobile", mobile);
  if (!account) return { errorCode: AUTH_ERRORS.noSuchUser };
  if (!account.mobile) return { errorCode: PASSWORD_RESET_ERRORS.mobileNotBound };
  return { account };
}

/** "+55 11*****4321": enough for the player to recognise the number, not enough to learn it. */
export function maskMobile(mobile: string, dialingCode?: string | null): string {
  const tail = mobile.length >= 8 ? 4 : 2;
  const head = mobile.length >= 10 ? 2 : 0;
  const masked = `${mobile.slice(0, head)}${"*".repeat(Math.max(mobile.length - head - tail, 2))}${mobile.slice(-tail)}`;
  return dialingCode ? `+${dialingCode} ${masked}` : masked;
}

async function sendResetCode(c: Context<SandboxEnv>): Promise<Response> {
  const body = (c.var.payload ?? {}) as Partial<PasswordResetSmsRequest>;
  const db = c.env.SANDBOX_DB;
  // The captcha comes first, so nobody learns which accounts exist, or texts a number, without passing it.
  const merchant = await loadSandboxMerchant(db, c.var.merchantCode);
  if (!(await passesCaptcha(db, c.var.merchantCode, merchant?.settings, "sms", body))) return fail(c, CAPTCHA_INVALID);
  const found = await accountOf(db, c.var.merchantCode, body);
  if ("errorCode" in found) return fail(c, found.errorCode);
  const { account } = found;
  const sent = await issueSmsCode(db, c.var.merchantCode, account.mobile!, "reset");
  if (!sent.ok) return refuseSend(c, sent);
  return ok<PasswordResetSmsValue>(c, { maskedMobile: maskMobile(account.mobile!, account.country_dialing_code), expirationTime: sent.expirationTime });
}

async function resetPassword(c: Context<SandboxEnv>): Promise<Response> {
  const body = (c.var.payload ?? {}) as Partial<PasswordResetRequest>;
  const db = c.env.SANDBOX_DB;
  const found = await accountOf(db, c.var.merchantCode, body);
  if ("errorCode" in found) return fail(c, found.errorCode);
  const { account } = found;
  const code = String(body.verificationCode ?? "").trim();
  const next = String(body.newPassword ?? "");
  if (!code || !next) return fail(c, "field_required");
  // A password the rules refuse costs no try of the code.
  if (!isValidPassword(next)) return fail(c, "password_invalid");
  const checked = await checkSmsCode(db, c.var.merchantCode, account.mobile!, code, "reset");
  if (!checked.ok) return fail(c, checked.errorCode, 200, "triesLeft" in checked && checked.triesLeft ? { value: { triesLeft: checked.triesLeft } } : {});
  // Whoever held the old password is signed out everywhere: that is often why a password is reset.
  await db.batch([
    db.prepare("UPDATE members SET password_hash = ?, password_expired = 0 WHERE id = ?").bind(await hashPassword(next), account.id),
    db.prepare("DELETE FROM sessions WHERE member_id = ?").bind(account.id),
  ]);
  return ok<PasswordResetValue>(c, { userName: account.username });
}

/** Password recovery by SMS code (docs/decisions/028): no token, the SMS captcha rule, the one code rule. */
export const passwordResetRoutes = new Hono<SandboxEnv>().post(passwordResetSms.path, sendResetCode).post(passwordReset.path, resetPassword);
