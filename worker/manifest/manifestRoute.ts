import { Hono } from "hono";
import { systemManifest } from "#shared/contract";
import { merchantByCode } from "../merchant/configStore";
import { executionContext } from "../edge/executionContext";
import { loadSiteSettings } from "../settings/siteSettings";
import type { AppEnv } from "../edge/appEnv";
import { buildManifest } from "./webAppManifest";

/** GET /wps/system/manifest.json?merchantCode= — answered at the edge, never forwarded. */
export const manifestRoute = new Hono<AppEnv>().get(systemManifest.path, async (c) => {
  const requested = c.req.query("merchantCode")?.toUpperCase();
  const other = requested && requested !== c.get("merchant").code ? await merchantByCode(c.env, c.get("config"), requested) : null;
  const merchant = other ?? c.get("merchant");
  const settings = other
    ? await loadSiteSettings(c.get("platform"), other, c.get("language"), new URL(c.req.url), executionContext(c))
    : await c.get("siteSettings")();
  return c.body(JSON.stringify(buildManifest(merchant, settings, c.get("language"))), 200, {
    "Content-Type": "application/manifest+json; charset=utf-8",
    "Cache-Control": "public, max-age=300",
  });
});
