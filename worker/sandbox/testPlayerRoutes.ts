import { Hono } from "hono";
import { isValidPassword, MOBILE_PATTERN, USERNAME_PATTERN } from "#shared/auth";
import { findAccount } from "./authRoutes";
import { fail, ok } from "./envelope";
import { hashPassword } from "./password";
import type { SandboxEnv } from "./types";

export const SANDBOX_PLAYER_PATH = "/wps/sandbox/player";

/**
 * Test helper: `POST /wps/sandbox/player { username, password, mobileNum?, countryDialingCode? }` creates a
 * player of the request's merchant, with or without a mobile number, so each test gets an account of its own
 * (registration's forms and captcha are tested elsewhere; this is setup). Dev tools only (docs/decisions/007).
 */
export const testPlayerRoutes = () =>
  new Hono<SandboxEnv>().post(SANDBOX_PLAYER_PATH, async (c) => {
    const body = (c.var.payload ?? {}) as { username?: unknown; password?: unknown; mobileNum?: unknown; countryDialingCode?: unknown };
    const username = String(body.username ?? "").trim();
    const password = String(body.password ?? "");
    const mobile = body.mobileNum === undefined ? null : String(body.mobileNum).trim();
    if (!USERNAME_PATTERN.test(username)) return fail(c, "username_invalid", 400);
    if (!isValidPassword(password)) return fail(c, "password_invalid", 400);
    if (mobile !== null && !MOBILE_PATTERN.test(mobile)) return fail(c, "mobile_invalid", 400);
    const db = c.env.SANDBOX_DB;
    if (await findAccount(db, c.var.merchantCode, "username", username)) return fail(c, "username.exists", 400);
    if (mobile && (await findAccount(db, c.var.merchantCode, "mobile", mobile))) return fail(c, "mobile.exists", 400);
    await db
      .prepare(
        "INSERT INTO members (merchant_code, username, type, reg_date, password_hash, mobile, country_dialing_code, register_method) VALUES (?, ?, 0, ?, ?, ?, ?, 'H5')",
      )
      .bind(c.var.merchantCode, username, Date.now(), await hashPassword(password), mobile, mobile ? String(body.countryDialingCode ?? "") || null : null)
      .run();
    return ok(c, { userName: username });
  });
