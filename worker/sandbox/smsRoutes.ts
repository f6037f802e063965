import { Hono } from "hono";
import { MOBILE_PATTERN } from "#shared/auth";
import { smsNoLogin } from "#shared/contract";
import { CAPTCHA_INVALID } from "#shared/captcha";
import { passesCaptcha } from "./captchaRoutes";
import { fail, ok } from "./envelope";
import { loadSandboxMerchant } from "./merchantSettings";
import { checkSmsCode, expireLatestSmsCode, forgetSmsSends, issueSmsCode, latestSmsCode, refuseSend, type SmsCodeCheck } from "./smsCodes";
import type { SandboxEnv } from "./types";

export const SANDBOX_SMS_INBOX_PATH = "/wps/sandbox/sms";
/** Test helper: `POST { mobileNum }` makes the latest code of that number run out now (no test waits five minutes). */
export const SANDBOX_SMS_EXPIRE_PATH = "/wps/sandbox/sms/expire";
/**
 * Test helper: `POST { mobileNum }` forgets when that number was texted, so a test that signs in a seeded
 * account by SMS is not held by the minute between two codes that an earlier test (or run) started.
 */
export const SANDBOX_SMS_FORGET_PATH = "/wps/sandbox/sms/forget";

/** A sign-in code (SMS login, the second factor) under the one rule of smsCodes.ts. */
export function checkLoginSmsCode(db: D1Database, merchant: string, mobile: string, code: string, now = Date.now()): Promise<SmsCodeCheck> {
  return checkSmsCode(db, merchant, mobile, code, "login", now);
}

/**
 * SPEC §7 /wps/verification/sms/noLogin, and the sandbox's SMS inbox: nothing is
 * texted; `GET /wps/sandbox/sms?mobileNum=` shows the last code sent (README).
 */
export const smsRoutes = new Hono<SandboxEnv>().post(smsNoLogin.path, async (c) => {
  const body = (c.var.payload ?? {}) as { mobileNum?: string; countryDialingCode?: string; geetestSeccode?: string; geetestValidateV4?: string };
  const mobile = String(body.mobileNum ?? "").trim();
  if (!MOBILE_PATTERN.test(mobile)) return fail(c, "mobile_invalid");
  const merchant = await loadSandboxMerchant(c.env.SANDBOX_DB, c.var.merchantCode);
  if (!(await passesCaptcha(c.env.SANDBOX_DB, c.var.merchantCode, merchant?.settings, "sms", body))) {
    return fail(c, CAPTCHA_INVALID);
  }
  const sent = await issueSmsCode(c.env.SANDBOX_DB, c.var.merchantCode, mobile, "login");
  if (!sent.ok) return refuseSend(c, sent);
  return ok(c, { expirationTime: sent.expirationTime });
});

/** The SMS inbox is a test helper: built only where the sandbox's dev tools are (docs/decisions/007). */
export const smsInboxRoutes = () =>
  new Hono<SandboxEnv>()
    .get(SANDBOX_SMS_INBOX_PATH, async (c) => {
      const row = await latestSmsCode(c.env.SANDBOX_DB, c.var.merchantCode, c.req.query("mobileNum") ?? "");
      if (!row) return fail(c, "sms_not_found", 404);
      return ok(c, { code: row.code, expirationTime: row.expires_at });
    })
    .post(SANDBOX_SMS_EXPIRE_PATH, async (c) => {
      const mobile = String((c.var.payload as { mobileNum?: unknown } | undefined)?.mobileNum ?? "");
      if (!(await expireLatestSmsCode(c.env.SANDBOX_DB, c.var.merchantCode, mobile))) return fail(c, "sms_not_found", 404);
      return ok(c, undefined);
    })
    .post(SANDBOX_SMS_FORGET_PATH, async (c) => {
      const mobile = String((c.var.payload as { mobileNum?: unknown } | undefined)?.mobileNum ?? "");
      await forgetSmsSends(c.env.SANDBOX_DB, c.var.merchantCode, mobile);
      return ok(c, undefined);
    });
