import { createMiddleware } from "hono/factory";
import { SETTINGS_CHANGED_HEADER } from "#shared/contract";
import type { AppEnv } from "../edge/appEnv";
import { clearSiteSettingsCache } from "./siteSettingsCache";

/**
 * Mounted on /wps/*: when the platform's answer says this merchant's site settings changed (the sandbox's
 * flag helper does), the edge forgets its short-lived copy (DESIGN §3), so the next page shows the change.
 */
export const settingsChangeWatch = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.headers.has(SETTINGS_CHANGED_HEADER)) clearSiteSettingsCache(c.var.merchant.code);
});
