import { Hono } from "hono";
import { fail, ok } from "./envelope";
import { createSession, type MemberRow, toMemberInfo } from "./members";
import type { SandboxEnv } from "./types";

/** Paths of the sandbox's own test helpers; not part of the platform contract. */
export const SANDBOX_TEST_PATHS = { session: "/wps/sandbox/session" } as const;

/**
 * Sandbox-only helpers for tests and demos (README: Sandbox). `POST /wps/sandbox/session
 * { username }` opens a session for a seeded player of the request's merchant and
 * returns the session info a login would.
 */
export const testRoutes = new Hono<SandboxEnv>().post(SANDBOX_TEST_PATHS.session, async (c) => {
  const username = (c.var.payload as { username?: unknown } | undefined)?.username;
  if (typeof username !== "string" || !username.trim()) return fail(c, "username is required", "username_required", 400);
  const member = await c.env.SANDBOX_DB.prepare("SELECT * FROM members WHERE merchant_code = ? AND username = ?")
    .bind(c.var.merchantCode, username.trim())
    .first<MemberRow>();
  if (!member) return fail(c, "No such player", "not.exists.user", 404);
  const token = await createSession(c.env.SANDBOX_DB, member.id);
  return ok(c, toMemberInfo(member, token));
});
