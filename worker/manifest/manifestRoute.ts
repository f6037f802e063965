import { Hono } from "hono";
import { systemManifest } from "../../shared/contract";
import { merchantByCode } from "../merchant/configStore";
import { executionContext } from "../edge/executionContext";
import { loadSiteSettings } from "../settings/siteSettings";
import type { AppEnv } from "../types";
import { buildManifest } from "./webAppManifest";

/** GET /wps/system/manifest.json?merchantCode= — answered at the edge, never forwarded. */
export const manifestRoute = new Hono<AppEnv>().get(systemManifest.path, async (c) => {
  const requested = c.req.query("merchantCode")?.toUpperCase();
  const merchant = (requested && requested !== c.var.merchant.code ? await merchantByCode(c.env, c.var.config, requested) : null) ?? c.var.merchant;
  const settings = await loadSiteSettings(merchant, c.var.language, new URL(c.req.url), c.env, executionContext(c));
  return c.body(JSON.stringify(buildManifest(merchant, settings, c.var.language)), 200, {
    "Content-Type": "application/manifest+json; charset=utf-8",
    "Cache-Control": "public, max-age=300",
  });
});
