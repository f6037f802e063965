import { Hono } from "hono";
import { sessionKeyRsa } from "#shared/contract";
import { ok } from "./envelope";
import { sandboxRsaKey } from "./rsaKey";
import type { SandboxEnv } from "./types";

/** SPEC §7 session calls of the sandbox. Sign-in itself arrives with issue #4. */
export const sessionRoutes = new Hono<SandboxEnv>().get(sessionKeyRsa.path, async (c) => {
  const { publicKey } = await sandboxRsaKey(c.env.SANDBOX_DB);
  c.header("Cache-Control", "no-cache, no-store");
  return ok(c, { publicKey });
});
