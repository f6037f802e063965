import { createMiddleware } from "hono/factory";
import { errorBodyResponse, playerLanguage, wantsJson } from "../edge/errorResponses";
import { retryHref } from "../edge/retryHref";
import { configErrorPage } from "../render/systemPages";
import type { AppEnv } from "../types";
import { resolveMerchant } from "./configStore";
import { seedDemoMerchants } from "./seedDemoMerchants";

/** Host → merchant config (DESIGN §3). A config that cannot be used gives a clear 503, never a stack trace. */
export const merchantMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const config = c.var.config;
  // The production build leaves seeding out altogether (docs/decisions/007).
  const seed = __DEV_TOOLS__ && config.seedDemoMerchants;
  if (seed) await seedDemoMerchants(c.env);
  let resolution = await resolveMerchant(c.env, config, c.var.host);
  if (!resolution.ok && resolution.reason === "not-configured" && seed) {
    await seedDemoMerchants(c.env, true);
    resolution = await resolveMerchant(c.env, config, c.var.host);
  }
  if (!resolution.ok) {
    const url = new URL(c.req.url);
    if (wantsJson(url.pathname)) return errorBodyResponse(503, playerLanguage(c), "merchant_unavailable", { "Retry-After": "60" });
    return configErrorPage({ nonce: c.var.nonce, acceptLanguage: c.req.header("accept-language"), retryHref: retryHref(url) });
  }
  c.set("merchant", resolution.config);
  if (resolution.affiliateCode) c.set("subdomainAffiliate", resolution.affiliateCode);
  await next();
});
