import { Hono } from "hono";
import { DOMAIN_NAME_PATTERN } from "#shared/handoff";
import { fail, ok } from "./envelope";
import type { SandboxEnv } from "./types";

/** Whether the sandbox answers this domain's status call with domain_not_available (docs/decisions/027). */
export async function isBlocked(db: D1Database, merchantCode: string, domain: string): Promise<boolean> {
  const row = await db
    .prepare("SELECT 1 AS blocked FROM blocked_domains WHERE merchant_code = ? AND domain = ?")
    .bind(merchantCode, domain.toLowerCase())
    .first();
  return row !== null;
}

export const SANDBOX_DOMAIN_BLOCK_PATH = "/wps/sandbox/domainBlock";

/** A test helper (as `npm run ops -- domain block|unblock`): POST { domain, blocked } flips the switch for one domain. */
export const domainBlockRoutes = () =>
  new Hono<SandboxEnv>().post(SANDBOX_DOMAIN_BLOCK_PATH, async (c) => {
    const body = (c.var.payload ?? {}) as { domain?: unknown; blocked?: unknown };
    const domain = typeof body.domain === "string" ? body.domain.trim().toLowerCase() : "";
    if (!DOMAIN_NAME_PATTERN.test(domain) || typeof body.blocked !== "boolean") return fail(c, "flags_invalid", 400);
    await c.env.SANDBOX_DB.prepare(
      body.blocked
        ? "INSERT OR IGNORE INTO blocked_domains (merchant_code, domain) VALUES (?, ?)"
        : "DELETE FROM blocked_domains WHERE merchant_code = ? AND domain = ?",
    )
      .bind(c.var.merchantCode, domain)
      .run();
    return ok(c, { domain, blocked: body.blocked });
  });
