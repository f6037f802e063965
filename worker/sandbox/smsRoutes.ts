import { Hono } from "hono";
import { MOBILE_PATTERN } from "../../shared/auth";
import { smsNoLogin } from "../../shared/contract";
import { CAPTCHA_INVALID } from "../../shared/captcha";
import { passesCaptcha } from "./captchaRoutes";
import { fail, ok } from "./envelope";
import { loadSandboxMerchant } from "./merchantSettings";
import type { SandboxEnv } from "./types";

/** SMS codes last five minutes in the sandbox (the platform's own expiry is not shown). */
export const SMS_CODE_LIFETIME_MS = 5 * 60 * 1000;
export const SANDBOX_SMS_INBOX_PATH = "/wps/sandbox/sms";

/** True once for a matching, unexpired, unused code; the code is then spent. */
export async function consumeSmsCode(db: D1Database, merchant: string, mobile: string, code: string, now = Date.now()): Promise<boolean> {
  if (!mobile || !code) return false;
  const row = await db
    .prepare("SELECT id FROM sms_codes WHERE merchant_code = ? AND mobile = ? AND code = ? AND used = 0 AND expires_at > ? ORDER BY id DESC LIMIT 1")
    .bind(merchant, mobile, code, now)
    .first<{ id: number }>();
  if (!row) return false;
  await db.prepare("UPDATE sms_codes SET used = 1 WHERE id = ?").bind(row.id).run();
  return true;
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
  const code = String(crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000).padStart(6, "0");
  const expirationTime = Date.now() + SMS_CODE_LIFETIME_MS;
  await c.env.SANDBOX_DB.prepare("INSERT INTO sms_codes (merchant_code, mobile, code, expires_at) VALUES (?, ?, ?, ?)")
    .bind(c.var.merchantCode, mobile, code, expirationTime)
    .run();
  return ok(c, { expirationTime });
});

/** The SMS inbox is a test helper: built only where the sandbox's dev tools are (docs/decisions/007). */
export const smsInboxRoutes = () =>
  new Hono<SandboxEnv>().get(SANDBOX_SMS_INBOX_PATH, async (c) => {
    const row = await c.env.SANDBOX_DB.prepare("SELECT code, expires_at FROM sms_codes WHERE merchant_code = ? AND mobile = ? ORDER BY id DESC LIMIT 1")
      .bind(c.var.merchantCode, c.req.query("mobileNum") ?? "")
      .first<{ code: string; expires_at: number }>();
    if (!row) return fail(c, "sms_not_found", 404);
    return ok(c, { code: row.code, expirationTime: row.expires_at });
  });
