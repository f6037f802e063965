import { Hono } from "hono";
import { AUTH_ERRORS, isValidPassword, SECOND_FACTOR_METHODS } from "#shared/auth";
import {
  CUSTOMER_NOT_LOGIN,
  type LoginRequest,
  type LoginValue,
  passwordUpdate,
  type PasswordChangeRequest,
  type SecondFactorRequest,
  sessionLogin,
  sessionLoginVerification,
  sessionLogout,
} from "#shared/contract";
import { CAPTCHA_INVALID } from "#shared/captcha";
import { passesCaptcha } from "./captchaRoutes";
import { fail, ok } from "./envelope";
import { readFirebaseIdToken, usesAuthEmulator } from "./firebaseToken";
import { loadSandboxMerchant } from "./merchantSettings";
import { bearerToken, createSession, currentMember, type MemberRow } from "./members";
import { hashPassword, verifyPassword } from "./password";
import { checkLoginSmsCode } from "./smsRoutes";
import type { SandboxEnv } from "./types";

export interface AccountRow extends MemberRow {
  password_hash: string | null;
  password_expired: number;
  second_factor: string;
  email: string | null;
  payee_name: string | null;
  ga_code: string | null;
  mobile: string | null;
  last_login_ip: string | null;
  firebase_uid: string | null;
}

const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  Boolean(a && b && a.trim().replace(/\s+/g, " ").toLowerCase() === b.trim().replace(/\s+/g, " ").toLowerCase());

export async function findAccount(db: D1Database, merchant: string, column: "username" | "mobile" | "firebase_uid", value: string): Promise<AccountRow | null> {
  return db.prepare(`SELECT * FROM members WHERE merchant_code = ? AND ${column} = ?`).bind(merchant, value).first<AccountRow>();
}

/** Opens the session and answers as SPEC §3 Login response value. */
/** The sandbox answers every field SPEC §3 lists, updatePassword too, though the page reads none of it (docs/decisions/060). */
export async function loginValue(db: D1Database, account: AccountRow): Promise<LoginValue & { updatePassword: boolean }> {
  const token = await createSession(db, account.id);
  return {
    id: account.id,
    token,
    userName: account.username,
    customerType: account.type,
    firstTimeLogin: account.first_time_login === 1,
    passwordExpired: account.password_expired === 1,
    updatePassword: account.first_time_login === 1 || account.password_expired === 1,
  };
}

/** SPEC §7 sign-in calls of the sandbox. */
export const authRoutes = new Hono<SandboxEnv>()
  .post(sessionLogin.path, async (c) => {
    const body = (c.var.payload ?? {}) as Partial<LoginRequest>;
    const db = c.env.SANDBOX_DB;
    const merchant = await loadSandboxMerchant(db, c.var.merchantCode);
    if (body.type !== "firebase" && !(await passesCaptcha(db, c.var.merchantCode, merchant?.settings, "login", body))) {
      return fail(c, CAPTCHA_INVALID);
    }
    if (body.type === "sms" && body.firebaseIdToken) {
      // SMS through the identity provider: its token proves the phone number.
      const identity = readFirebaseIdToken(body.firebaseIdToken, merchant?.settings.sms.projectId, { emulator: usesAuthEmulator(c.env) });
      const mobile = String(body.mobileNum ?? "").trim();
      if (!identity?.phone || identity.phone !== `+${body.countryDialingCode ?? ""}${mobile.replace(/^0+/, "")}`) return fail(c, "firebase_token_invalid");
      const account = await findAccount(db, c.var.merchantCode, "mobile", mobile);
      if (!account) return fail(c, AUTH_ERRORS.noSuchUser);
      return ok(c, await loginValue(db, account));
    }
    if (body.type === "sms") {
      const mobile = String(body.mobileNum ?? "").trim();
      if (!mobile || !body.verificationCode) return fail(c, "field_required");
      const account = await findAccount(db, c.var.merchantCode, "mobile", mobile);
      const checked = await checkLoginSmsCode(db, c.var.merchantCode, mobile, String(body.verificationCode).trim());
      if (!checked.ok) return fail(c, checked.errorCode);
      if (!account) return fail(c, AUTH_ERRORS.noSuchUser);
      return ok(c, await loginValue(db, account));
    }
    if (body.type === "firebase") {
      const identity = readFirebaseIdToken(body.firebaseIdToken, merchant?.settings.sms.projectId, { emulator: usesAuthEmulator(c.env) });
      if (!identity) return fail(c, "firebase_token_invalid");
      const account = await findAccount(db, c.var.merchantCode, "firebase_uid", identity.uid);
      if (!account) return fail(c, AUTH_ERRORS.bindRequired);
      return ok(c, await loginValue(db, account));
    }
    const username = String(body.username ?? "").trim();
    if (!username || !body.password) return fail(c, "field_required");
    const account = await findAccount(db, c.var.merchantCode, "username", username);
    if (!account) return fail(c, AUTH_ERRORS.noSuchUser);
    if (!(await verifyPassword(String(body.password), account.password_hash))) return fail(c, AUTH_ERRORS.badCredentials);
    const ip = c.req.header("cf-connecting-ip") ?? "";
    if (body.autoLogin && account.last_login_ip && ip && account.last_login_ip !== ip) {
      return fail(c, AUTH_ERRORS.ipChanged);
    }
    await db
      .prepare("UPDATE members SET last_login_ip = ? WHERE id = ?")
      .bind(ip || null, account.id)
      .run();
    // Logging in to an existing account after bind_customer_required links the provider identity to it.
    const identity = body.firebaseIdToken
      ? readFirebaseIdToken(body.firebaseIdToken, merchant?.settings.sms.projectId, { emulator: usesAuthEmulator(c.env) })
      : null;
    if (identity && !account.firebase_uid) {
      await db
        .prepare("UPDATE members SET firebase_uid = ? WHERE id = ? AND NOT EXISTS (SELECT 1 FROM members WHERE merchant_code = ? AND firebase_uid = ?)")
        .bind(identity.uid, account.id, c.var.merchantCode, identity.uid)
        .run();
    }
    const methods = JSON.parse(account.second_factor || "[]") as string[];
    if (methods.length > 0) {
      return fail(c, AUTH_ERRORS.verifyRequired, 200, { value: { methods } });
    }
    return ok(c, await loginValue(db, account));
  })
  .post(sessionLoginVerification.path, async (c) => {
    const body = (c.var.payload ?? {}) as Partial<SecondFactorRequest>;
    const db = c.env.SANDBOX_DB;
    const account = await findAccount(db, c.var.merchantCode, "username", String(body.username ?? "").trim());
    if (!account || !(await verifyPassword(String(body.password ?? ""), account.password_hash))) return fail(c, AUTH_ERRORS.badCredentials);
    const methods = JSON.parse(account.second_factor || "[]") as (keyof typeof SECOND_FACTOR_METHODS)[];
    const method = methods.find((name) => SECOND_FACTOR_METHODS[name] === body.method);
    if (!method) return fail(c, "verification_method_invalid");
    const passed =
      (method === "email" && sameText(body.email, account.email)) ||
      (method === "payeeName" && sameText(body.payeeName, account.payee_name)) ||
      (method === "ga" && Boolean(account.ga_code) && String(body.authCode ?? "").trim() === account.ga_code) ||
      (method === "sms" &&
        String(body.mobileNum ?? "").trim() === account.mobile &&
        (await checkLoginSmsCode(db, c.var.merchantCode, account.mobile ?? "", String(body.verificationCode ?? "").trim())).ok);
    if (!passed) return fail(c, "verification_failed");
    return ok(c, await loginValue(db, account));
  })
  .post(sessionLogout.path, async (c) => {
    const token = bearerToken(c);
    if (token) await c.env.SANDBOX_DB.prepare("DELETE FROM sessions WHERE token = ?").bind(token).run();
    return ok(c, undefined);
  })
  .post(passwordUpdate.path, async (c) => {
    const member = (await currentMember(c)) as AccountRow | null;
    if (!member) return fail(c, CUSTOMER_NOT_LOGIN);
    const body = (c.var.payload ?? {}) as Partial<PasswordChangeRequest>;
    const next = String(body.newPassword ?? "");
    if (!(await verifyPassword(String(body.oldPassword ?? ""), member.password_hash))) return fail(c, "password_incorrect");
    if (!isValidPassword(next)) return fail(c, "password_invalid");
    if (next === body.oldPassword) return fail(c, "password_same");
    await c.env.SANDBOX_DB.prepare("UPDATE members SET password_hash = ?, first_time_login = 0, password_expired = 0 WHERE id = ?")
      .bind(await hashPassword(next), member.id)
      .run();
    return ok(c, undefined);
  });
