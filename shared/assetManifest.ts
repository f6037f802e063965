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
