import { type Context, Hono } from "hono";
import { CAPTCHA, type CaptchaAction, captchaKind } from "#shared/captcha";
import { captchaGeetest, type SiteSettings } from "#shared/contract";
import { spendPlainCaptcha } from "./plainCaptchaRoutes";
import { CAPTCHA_SCRIPT } from "./captchaScript";
import { fail, ok } from "./envelope";
import type { SandboxEnv } from "./types";

const TOKEN_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

function randomToken(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return [...bytes].map((byte) => TOKEN_ALPHABET[byte % TOKEN_ALPHABET.length]).join("");
}

/** The captcha token a request carries: v3 sends geetestSeccode ("<token>|jordan"), v4 the JSON of its result. */
interface CaptchaBody {
  geetestSeccode?: unknown;
  geetestValidateV4?: unknown;
  captchaId?: unknown;
  captchaCode?: unknown;
}

export function captchaTokenOf(body: CaptchaBody): string | null {
  if (typeof body.geetestSeccode === "string" && body.geetestSeccode) return body.geetestSeccode.split("|")[0] ?? null;
  if (typeof body.geetestValidateV4 === "string" && body.geetestValidateV4) {
    try {
      const parsed = JSON.parse(body.geetestValidateV4) as { captcha_output?: unknown };
      return typeof parsed.captcha_output === "string" ? parsed.captcha_output : null;
    } catch {
      return null;
    }
  }
  return null;
}

/** True once for an unexpired, unused token of this merchant (SPEC §9: 60 s). */
export async function spendCaptchaToken(db: D1Database, merchant: string, token: string | null, now = Date.now()): Promise<boolean> {
  if (!token || token.length !== CAPTCHA.tokenLength) return false;
  const result = await db
    .prepare("UPDATE captcha_tokens SET used = 1 WHERE token = ? AND merchant_code = ? AND used = 0 AND expires_at > ?")
    .bind(token, merchant, now)
    .run();
  return (result.meta.changes ?? 0) === 1;
}

/**
 * SPEC §5: whether a login, SMS or registration request has passed the captcha its
 * merchant asks for: a Geetest token, or the plain captcha's picture and code.
 */
export async function passesCaptcha(
  db: D1Database,
  merchant: string,
  settings: SiteSettings | undefined,
  action: CaptchaAction,
  body: CaptchaBody,
): Promise<boolean> {
  const kind = captchaKind(settings ?? null, action);
  if (kind === null) return true;
  if (kind === "plain") return spendPlainCaptcha(db, merchant, body.captchaId, body.captchaCode);
  return spendCaptchaToken(db, merchant, captchaTokenOf(body));
}

function script(c: Context): Response {
  return c.body(CAPTCHA_SCRIPT, 200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache" });
}

/** The Geetest-compatible captcha of the sandbox (README: Sandbox captcha). */
export const captchaRoutes = new Hono<SandboxEnv>()
  .get(captchaGeetest.path, async (c) => {
    const row = await c.env.SANDBOX_DB.prepare("SELECT json_extract(settings, '$.gw.GEETEST_ID') AS id FROM merchant_settings WHERE merchant_code = ?")
      .bind(c.var.merchantCode)
      .first<{ id: string | null }>();
    c.header("Cache-Control", "no-store");
    return ok(c, { gt: row?.id ?? "sandbox", captchaId: row?.id ?? "sandbox", challenge: randomToken(32).toLowerCase(), newCaptcha: true });
  })
  // The script, from the sandbox and from a mirror (the merchant's second server).
  .get("/wps/sandbox/:server{captcha|captcha-mirror}/static/js/:file{gt\\..*\\.js}", (c) => script(c))
  .get("/wps/sandbox/:server{captcha|captcha-mirror}/v4/gt4.js", (c) => script(c))
  .post("/wps/sandbox/captcha/pass", async (c) => {
    const body = (c.var.payload ?? {}) as { version?: unknown };
    if (body.version !== "v3" && body.version !== "v4") return fail(c, "captcha_version_invalid", 400);
    const token = randomToken(CAPTCHA.tokenLength);
    await c.env.SANDBOX_DB.prepare("INSERT INTO captcha_tokens (token, merchant_code, version, expires_at) VALUES (?, ?, ?, ?)")
      .bind(token, c.var.merchantCode, body.version, Date.now() + CAPTCHA.tokenLifetimeMs)
      .run();
    return ok(c, { token });
  });
