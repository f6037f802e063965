import { Hono } from "hono";
import { SETTINGS_CHANGED_HEADER } from "#shared/contract";
import { fail, ok } from "./envelope";
import { createSession, type MemberRow, toMemberInfo } from "./members";
import type { SandboxEnv } from "./types";

/** Paths of the sandbox's own test helpers; not part of the platform contract. */
export const SANDBOX_TEST_PATHS = { session: "/wps/sandbox/session", whitelabel: "/wps/sandbox/whitelabel" } as const;

const FLAG_NAME = /^[A-Z0-9_]{2,40}$/;

/**
 * Sandbox-only helpers for tests and demos (README: Sandbox). `POST /wps/sandbox/session
 * { username }` opens a session for a seeded player of the request's merchant and
 * returns the session info a login would. `POST /wps/sandbox/whitelabel { flags }` turns
 * whitelabel flags of the request's merchant on or off, so a demo or a test can show
 * what a merchant with other flags sees.
 */
export const testRoutes = () =>
  new Hono<SandboxEnv>()
    .post(SANDBOX_TEST_PATHS.session, async (c) => {
      const username = (c.var.payload as { username?: unknown } | undefined)?.username;
      if (typeof username !== "string" || !username.trim()) return fail(c, "username_required", 400);
      const member = await c.env.SANDBOX_DB.prepare("SELECT * FROM members WHERE merchant_code = ? AND username = ?")
        .bind(c.var.merchantCode, username.trim())
        .first<MemberRow>();
      if (!member) return fail(c, "not.exists.user", 404);
      const token = await createSession(c.env.SANDBOX_DB, member.id);
      return ok(c, toMemberInfo(member, token));
    })
    .post(SANDBOX_TEST_PATHS.whitelabel, async (c) => {
      const flags = (c.var.payload as { flags?: unknown } | undefined)?.flags;
      const entries = flags && typeof flags === "object" ? Object.entries(flags) : [];
      if (entries.length === 0 || entries.some(([name, on]) => !FLAG_NAME.test(name) || typeof on !== "boolean")) {
        return fail(c, "flags_invalid", 400);
      }
      const db = c.env.SANDBOX_DB;
      const statements = entries.map(([name, on]) =>
        db
          .prepare("UPDATE merchant_settings SET settings = json_set(settings, ?, json(?)) WHERE merchant_code = ?")
          .bind(`$.whitelabel.${name}`, String(on), c.var.merchantCode),
      );
      const results = await db.batch(statements);
      if ((results[0]?.meta.changes ?? 0) === 0) return fail(c, "merchant_not_found", 404);
      const row = await db
        .prepare("SELECT json_extract(settings, '$.whitelabel') AS whitelabel FROM merchant_settings WHERE merchant_code = ?")
        .bind(c.var.merchantCode)
        .first<{ whitelabel: string }>();
      c.header(SETTINGS_CHANGED_HEADER, "1");
      return ok(c, JSON.parse(row?.whitelabel ?? "{}") as Record<string, boolean>);
    });
