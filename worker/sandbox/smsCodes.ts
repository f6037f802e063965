import type { Context } from "hono";
import { SMS_TOO_FREQUENT, type SmsTooFrequentValue } from "#shared/contract";
import { fail } from "./envelope";

/**
 * The sandbox's SMS codes and the one rule every code follows (issue #14, docs/decisions/028): a code
 * works for five minutes, once, and allows five tries; the fifth wrong answer kills it. Sending a new
 * code for the same number and purpose retires the ones before it, so only the latest can be answered.
 * A number is texted at most once a minute and ten times an hour, whatever the purpose, so nobody can
 * use a merchant's sign-up or reset form to flood someone's phone.
 */

export const SMS_CODE_RULE = {
  lifetimeMs: 5 * 60 * 1000,
  maxTries: 5,
  minGapMs: 60 * 1000,
  maxPerHour: 10,
} as const;

export type SmsSend = { ok: true; code: string; expirationTime: number } | { ok: false; errorCode: typeof SMS_TOO_FREQUENT; retryAfterMs: number };

/** A login code (SMS login, the second factor) never resets a password, and a reset code never signs in. */
export type SmsCodePurpose = "login" | "reset";

export type SmsCodeCheck =
  { ok: true } | { ok: false; errorCode: "sms.code.invalid"; triesLeft?: number } | { ok: false; errorCode: "sms.code.expired" | "sms.code.tries.exceeded" };

interface CodeRow {
  id: number;
  code: string;
  expires_at: number;
  used: number;
  tries: number;
}

function newCode(): string {
  return String(crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000).padStart(6, "0");
}

/** A send the rule refused (a platform refusal, HTTP 200 as the others): when the number may be texted again, in the player's language and in the value. */
export function refuseSend(c: Context, refused: Extract<SmsSend, { ok: false }>): Response {
  const seconds = Math.ceil(refused.retryAfterMs / 1000);
  return fail(c, refused.errorCode, 200, { value: { retryAfterMs: refused.retryAfterMs } satisfies SmsTooFrequentValue, values: { seconds: String(seconds) } });
}

/** How long until this number may be texted again under the rule; 0 when it may be now. */
async function waitBeforeSending(db: D1Database, merchant: string, mobile: string, now: number): Promise<number> {
  const hourAgo = now - 60 * 60 * 1000;
  const sent = await db
    .prepare("SELECT sent_at FROM sms_codes WHERE merchant_code = ? AND mobile = ? AND sent_at > ? ORDER BY sent_at DESC LIMIT ?")
    .bind(merchant, mobile, hourAgo, SMS_CODE_RULE.maxPerHour)
    .all<{ sent_at: number }>();
  const times = sent.results.map((row) => row.sent_at);
  const gapLeft = times.length > 0 ? times[0]! + SMS_CODE_RULE.minGapMs - now : 0;
  // With the hour's quota used, the number is free again when the oldest of those sends turns an hour old.
  const hourLeft = times.length >= SMS_CODE_RULE.maxPerHour ? times[times.length - 1]! - hourAgo : 0;
  return Math.max(0, gapLeft, hourLeft);
}

/** Sends (stores) a fresh code unless the number was texted too often; the earlier codes of this number and purpose stop working. */
export async function issueSmsCode(db: D1Database, merchant: string, mobile: string, purpose: SmsCodePurpose, now = Date.now()): Promise<SmsSend> {
  const retryAfterMs = await waitBeforeSending(db, merchant, mobile, now);
  if (retryAfterMs > 0) return { ok: false, errorCode: SMS_TOO_FREQUENT, retryAfterMs };
  const code = newCode();
  const expirationTime = now + SMS_CODE_RULE.lifetimeMs;
  await db.batch([
    db.prepare("UPDATE sms_codes SET used = 1 WHERE merchant_code = ? AND mobile = ? AND purpose = ? AND used = 0").bind(merchant, mobile, purpose),
    db
      .prepare("INSERT INTO sms_codes (merchant_code, mobile, code, expires_at, purpose, sent_at) VALUES (?, ?, ?, ?, ?, ?)")
      .bind(merchant, mobile, code, expirationTime, purpose, now),
  ]);
  return { ok: true, code, expirationTime };
}

/**
 * Answers the latest code of this number and purpose. Right: the code is spent. Wrong: one try is
 * counted, and the fifth kills the code. Spent, retired or missing codes are simply wrong.
 */
export async function checkSmsCode(
  db: D1Database,
  merchant: string,
  mobile: string,
  answer: string,
  purpose: SmsCodePurpose,
  now = Date.now(),
): Promise<SmsCodeCheck> {
  if (!mobile || !answer) return { ok: false, errorCode: "sms.code.invalid" };
  const row = await db
    .prepare("SELECT id, code, expires_at, used, tries FROM sms_codes WHERE merchant_code = ? AND mobile = ? AND purpose = ? ORDER BY id DESC LIMIT 1")
    .bind(merchant, mobile, purpose)
    .first<CodeRow>();
  if (!row || row.used) return { ok: false, errorCode: "sms.code.invalid" };
  if (row.tries >= SMS_CODE_RULE.maxTries) return { ok: false, errorCode: "sms.code.tries.exceeded" };
  if (row.expires_at <= now) return { ok: false, errorCode: "sms.code.expired" };
  if (row.code === answer) {
    // The guard on `used` makes a code single use even when two answers race.
    const spent = await db.prepare("UPDATE sms_codes SET used = 1 WHERE id = ? AND used = 0").bind(row.id).run();
    return (spent.meta.changes ?? 0) === 1 ? { ok: true } : { ok: false, errorCode: "sms.code.invalid" };
  }
  await db.prepare("UPDATE sms_codes SET tries = tries + 1 WHERE id = ?").bind(row.id).run();
  const triesLeft = SMS_CODE_RULE.maxTries - (row.tries + 1);
  return triesLeft > 0 ? { ok: false, errorCode: "sms.code.invalid", triesLeft } : { ok: false, errorCode: "sms.code.tries.exceeded" };
}

/** The inbox's view: the latest code sent to a number, whatever its purpose. */
export async function latestSmsCode(db: D1Database, merchant: string, mobile: string): Promise<{ code: string; expires_at: number } | null> {
  return db
    .prepare("SELECT code, expires_at FROM sms_codes WHERE merchant_code = ? AND mobile = ? ORDER BY id DESC LIMIT 1")
    .bind(merchant, mobile)
    .first<{ code: string; expires_at: number }>();
}

/**
 * Test helper: the latest code of a number runs out now, as it would five minutes after it was sent; its
 * send time moves back with it, so the minute between two sends has passed too, as it would have.
 */
export async function expireLatestSmsCode(db: D1Database, merchant: string, mobile: string, now = Date.now()): Promise<boolean> {
  const result = await db
    .prepare(
      "UPDATE sms_codes SET expires_at = ?, sent_at = ? WHERE id = (SELECT id FROM sms_codes WHERE merchant_code = ? AND mobile = ? ORDER BY id DESC LIMIT 1)",
    )
    .bind(now - 1, now - 1 - SMS_CODE_RULE.lifetimeMs, merchant, mobile)
    .run();
  return (result.meta.changes ?? 0) === 1;
}

/** Test helper: the number counts as never texted, for the send rule only; its codes keep their lives and tries. */
export async function forgetSmsSends(db: D1Database, merchant: string, mobile: string): Promise<void> {
  await db.prepare("UPDATE sms_codes SET sent_at = 0 WHERE merchant_code = ? AND mobile = ?").bind(merchant, mobile).run();
}
