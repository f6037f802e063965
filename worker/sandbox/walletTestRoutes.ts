import { Hono } from "hono";
import { fail, ok } from "./envelope";
import type { SandboxEnv } from "./types";

export const SANDBOX_DEPOSIT_DELAY_PATH = "/wps/sandbox/wallet/depositDelay";
export const SANDBOX_CONFIRM_DEPOSITS_PATH = "/wps/sandbox/wallet/confirmDeposits";
const MAX_DELAY_MS = 600_000;

/**
 * Dev builds only (docs/decisions/018): `POST /wps/sandbox/wallet/depositDelay { delayMs }` sets how long
 * the request's merchant keeps deposits pending, so an end-to-end test need not wait on a real clock;
 * `{ delayMs: null }` goes back to SANDBOX_DEPOSIT_DELAY_MS. `POST /wps/sandbox/wallet/confirmDeposits` is the
 * provider's callback for every pending deposit of the merchant: they complete the next time they are read.
 */
export const walletTestRoutes = () =>
  new Hono<SandboxEnv>()
    .post(SANDBOX_CONFIRM_DEPOSITS_PATH, async (c) => {
      const result = await c.env.SANDBOX_DB.prepare(
        "UPDATE wallet_deposits SET completes_at = ? WHERE status = 'pending' AND member_id IN (SELECT id FROM members WHERE merchant_code = ?)",
      )
        .bind(Date.now(), c.var.merchantCode)
        .run();
      return ok(c, { confirmed: result.meta.changes });
    })
    .post(SANDBOX_DEPOSIT_DELAY_PATH, async (c) => {
      const delayMs = (c.var.payload as { delayMs?: unknown } | undefined)?.delayMs;
      const db = c.env.SANDBOX_DB;
      if (delayMs === null) {
        await db.prepare("DELETE FROM wallet_sandbox_settings WHERE merchant_code = ?").bind(c.var.merchantCode).run();
        return ok(c, { delayMs: null });
      }
      if (typeof delayMs !== "number" || !Number.isInteger(delayMs) || delayMs < 0 || delayMs > MAX_DELAY_MS) return fail(c, "body_invalid", 400);
      await db
        .prepare(
          "INSERT INTO wallet_sandbox_settings (merchant_code, deposit_delay_ms) VALUES (?, ?) ON CONFLICT (merchant_code) DO UPDATE SET deposit_delay_ms = excluded.deposit_delay_ms",
        )
        .bind(c.var.merchantCode, delayMs)
        .run();
      return ok(c, { delayMs });
    });
