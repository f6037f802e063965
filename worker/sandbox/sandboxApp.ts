import { Hono } from "hono";
import { HEADERS } from "../../shared/contract";
import { ensureMigrated } from "./migrate";
import { fail } from "./envelope";
import { systemRoutes } from "./systemRoutes";

export type SandboxEnv = { Bindings: Env; Variables: { merchantCode: string } };

/** Set by the edge on requests it hands to the sandbox: the merchant it resolved from the host. */
export const EDGE_MERCHANT_HEADER = "X-Edge-Merchant";

/**
 * The sandbox platform (DESIGN §1): a real implementation of the /wps contract,
 * backed by D1, serving merchants whose upstream is "sandbox".
 */
export const sandboxApp = new Hono<SandboxEnv>()
  .use(async (c, next) => {
    await ensureMigrated(c.env.SANDBOX_DB);
    c.set("merchantCode", c.req.header(HEADERS.merchant) || c.req.header(EDGE_MERCHANT_HEADER) || "");
    await next();
  })
  .route("/", systemRoutes)
  .notFound((c) => fail(c, "Not found", "not_found", 404))
  .onError((error, c) => {
    console.error(JSON.stringify({ event: "sandbox_error", path: new URL(c.req.url).pathname, error: String(error) }));
    return fail(c, "Internal error", "internal_error", 500);
  });
