import { Hono } from "hono";

export const SANDBOX_STORAGE_PATH = "/wps/sandbox/storage";

type StorageRequest = { kv: "get" | "put" | "delete"; key: string; value?: string } | { sql: string };

/**
 * Test helper (development builds only, docs/decisions/007): what `wrangler kv key …` and `wrangler d1 execute` do to
 * the local state, done by this process itself. The e2e tests run the operations CLI's commands through it
 * (tests/e2e/operations.ts): a second process writing the same SQLite files makes the server's own queries fail with
 * SQLITE_BUSY now and then (docs/decisions/051). Like wrangler, it stands before every merchant's gates: an operator
 * turns maintenance off while it is on.
 */
export const storageRoutes = () =>
  new Hono<{ Bindings: Env }>().post(SANDBOX_STORAGE_PATH, async (c) => {
    const body = (await c.req.json<Partial<StorageRequest>>().catch(() => ({}))) as Partial<StorageRequest>;
    const ok = (value: unknown) => c.json({ success: true, value: value ?? null });
    try {
      if ("sql" in body && typeof body.sql === "string") return ok((await c.env.SANDBOX_DB.prepare(body.sql).all()).results);
      if ("kv" in body && typeof body.key === "string" && body.key.length > 0) {
        if (body.kv === "get") return ok(await c.env.CONFIG.get(body.key));
        if (body.kv === "put" && typeof body.value === "string") return ok(await c.env.CONFIG.put(body.key, body.value));
        if (body.kv === "delete") return ok(await c.env.CONFIG.delete(body.key));
      }
    } catch (error) {
      // The operator's tools need the storage's own words ("no such table"), as wrangler prints them.
      return c.json({ success: false, errorCode: "sandbox_refused", message: String(error) }, 400);
    }
    return c.json({ success: false, errorCode: "sandbox_refused", message: "expected { kv: get|put|delete, key, value? } or { sql }" }, 400);
  });
