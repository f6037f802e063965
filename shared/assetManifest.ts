/**
 * `/m/asset-manifest.json`, written by the client build. The worker reads it to
 * link the first screen's files; the update check (SPEC §4) hashes it.
 */
export interface AssetManifest {
  /** Changes whenever any built file changes. */
  version: string;
  entry: { file: string; imports: string[] };
  css: string[];
  /** Lazy route modules by source path (e.g. client/features/screens/route.tsx). */
  modules: Record<string, { file: string; imports: string[] }>;
}

export const ASSET_MANIFEST_PATH = "/m/asset-manifest.json";

/** The source of the parts every page mounts as soon as it is live (tracking, the status call), as the manifest names it. */
export const START_PARTS_MODULE = "client/app/startParts.ts";

/** The source of the parts every page mounts once it has settled (the overlays), as the manifest names it. */
export const LATER_PARTS_MODULE = "client/app/laterParts.ts";

/**
 * SPEC §7's second manifest, answered by the worker per merchant: the operator's release marker
 * (`npm run ops -- release bump`). Changing it tells every open page of that merchant that a new version is out.
 */
export const RELEASE_MANIFEST_PATH = "/mobile/mc/asset-manifest.json";

export interface ReleaseManifest {
  merchant: string;
  release: string;
}

/** What the running page was built and released as, inlined by the worker so the update check knows a fresh page from a stale one. */
export interface PageVersion {
  /** The client build's version (AssetManifest.version); null when the worker found no build (tests, dev server). */
  build: string | null;
  release: string;
}
