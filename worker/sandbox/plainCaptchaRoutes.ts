import { Hono } from "hono";
import { CAPTCHA } from "#shared/captcha";
import { captchaImage } from "#shared/contract";
import { fail, ok } from "./envelope";
import { plainCaptchaAnswer, plainCaptchaSvg, svgDataUrl } from "./plainCaptchaPicture";
import type { SandboxEnv } from "./types";

/** The sandbox's window onto the last picture, as the SMS inbox is for codes (README: Sandbox captcha). */
export const SANDBOX_PLAIN_CAPTCHA_PATH = "/wps/sandbox/captcha/plain";

/**
 * True when the code matches an unexpired, unanswered picture of this merchant,
 * ignoring case and surrounding spaces. The picture is spent either way, so a
 * wrong guess always needs a new picture.
 */
export async function spendPlainCaptcha(db: D1Database, merchant: string, id: unknown, code: unknown, now = Date.now()): Promise<boolean> {
  if (typeof id !== "string" || !id || typeof code !== "string") return false;
  const row = await db
    .prepare("UPDATE plain_captchas SET used = 1 WHERE id = ? AND merchant_code = ? AND used = 0 AND expires_at > ? RETURNING answer")
    .bind(id, merchant, now)
    .first<{ answer: string }>();
  return row !== null && row.answer === code.trim().toUpperCase();
}

export const plainCaptchaRoutes = new Hono<SandboxEnv>().get(captchaImage.path, async (c) => {
  const id = crypto.randomUUID();
  const answer = plainCaptchaAnswer(CAPTCHA.plainLength);
  const now = Date.now();
  const db = c.env.SANDBOX_DB;
  await db.batch([
    db.prepare("DELETE FROM plain_captchas WHERE expires_at < ?").bind(now),
    db
      .prepare("INSERT INTO plain_captchas (id, merchant_code, answer, expires_at) VALUES (?, ?, ?, ?)")
      .bind(id, c.var.merchantCode, answer, now + CAPTCHA.plainLifetimeMs),
  ]);
  c.header("Cache-Control", "no-store");
  return ok(c, { captchaId: id, image: svgDataUrl(plainCaptchaSvg(answer)), expiresIn: CAPTCHA.plainLifetimeMs / 1000 });
});

/** Reading the answer is a test helper: built only where the sandbox's dev tools are (docs/decisions/007). */
export const plainCaptchaAnswerRoutes = () =>
  new Hono<SandboxEnv>().get(SANDBOX_PLAIN_CAPTCHA_PATH, async (c) => {
    const row = await c.env.SANDBOX_DB.prepare(
      "SELECT answer FROM plain_captchas WHERE merchant_code = ? AND used = 0 AND expires_at > ? ORDER BY rowid DESC LIMIT 1",
    )
      .bind(c.var.merchantCode, Date.now())
      .first<{ answer: string }>();
    if (!row) return fail(c, "captcha_not_found", 404);
    return ok(c, { answer: row.answer });
  });
