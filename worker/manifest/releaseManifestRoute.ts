import { Hono } from "hono";
import { RELEASE_MANIFEST_PATH, type ReleaseManifest } from "#shared/assetManifest";
import type { AppEnv } from "../edge/appEnv";

/**
 * SPEC §7 /mobile/mc/asset-manifest.json: the merchant's release marker, which the update check (SPEC §4) hashes
 * with the build's manifest. Answered before the gates, so a page left open through maintenance still learns of a release.
 */
export const releaseManifestRoute = new Hono<AppEnv>().get(RELEASE_MANIFEST_PATH, (c) => {
  const manifest: ReleaseManifest = { merchant: c.get("merchant").code, release: c.get("merchant").release };
  return c.json(manifest, 200, { "Cache-Control": "no-cache" });
});
