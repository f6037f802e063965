import { createMiddleware } from "hono/factory";
import { configErrorPage } from "../render/systemPages";
import type { AppEnv } from "../types";
import { errorBodyResponse, playerLanguage, wantsJson } from "./errorResponses";
import { retryHref } from "./retryHref";
import { workerConfig } from "./workerConfig";

/**
 * The worker's vars, parsed once (worker/edge/workerConfig.ts). A bad value is a deployment mistake:
 * every request then gets the clear 503 and a log line naming the var, never a stack trace.
 */
export const workerConfigGate = createMiddleware<AppEnv>(async (c, next) => {
  const result = workerConfig(c.env);
  if (result.ok) {
    c.set("config", result.config);
    return next();
  }
  console.error(JSON.stringify({ event: "worker_config_invalid", problems: result.problems }));
  const url = new URL(c.req.url);
  if (wantsJson(url.pathname)) return errorBodyResponse(503, playerLanguage(c), "worker_config_invalid", { "Retry-After": "60" });
  return configErrorPage({ nonce: c.var.nonce, acceptLanguage: c.req.header("accept-language"), retryHref: retryHref(url) });
});
