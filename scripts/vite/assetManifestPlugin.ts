import { createHash } from "node:crypto";
import path from "node:path";
import type { Plugin } from "vite";
import { ASSET_MANIFEST_PATH, type AssetManifest } from "#shared/assetManifest";

interface ChunkLike {
  type: "chunk";
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** Writes /m/asset-manifest.json for the client build (SPEC §4 update check, worker's first-screen links). */
export function assetManifestPlugin(root: string): Plugin {
  return {
    name: "mobile-web:asset-manifest",
    // After Vite has emitted the CSS bundle, so the stylesheet is listed too.
    enforce: "post",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is ChunkLike & typeof item => item.type === "chunk") as unknown as ChunkLike[];
      const url = (file: string) => `/${file}`;
      const staticImports = (chunk: ChunkLike, seen = new Set<string>()): string[] => {
        for (const imported of chunk.imports) {
          if (seen.has(imported)) continue;
          seen.add(imported);
          const next = chunks.find((candidate) => candidate.fileName === imported);
          if (next) staticImports(next, seen);
        }
        return [...seen].map(url);
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error("asset manifest: no entry chunk");
      const css = Object.values(bundle)
        .filter((item) => item.type === "asset" && item.fileName.endsWith(".css"))
        .map((item) => url(item.fileName));
      const modules: AssetManifest["modules"] = {};
      for (const chunk of chunks) {
        if (!chunk.isDynamicEntry || !chunk.facadeModuleId) continue;
        const source = path.relative(root, chunk.facadeModuleId).split(path.sep).join("/");
        // The worker looks up only the app's own route modules; a library's path would tell anyone how the app is
        // built (issue #34: the public manifest listed node_modules/…).
        if (!source.startsWith("client/")) continue;
        modules[source] = { file: url(chunk.fileName), imports: staticImports(chunk) };
      }
      const hash = createHash("sha256");
      for (const name of Object.keys(bundle).sort()) hash.update(name);
      const manifest: AssetManifest = {
        version: hash.digest("hex").slice(0, 16),
        entry: { file: url(entry.fileName), imports: staticImports(entry) },
        css,
        modules,
      };
      this.emitFile({ type: "asset", fileName: ASSET_MANIFEST_PATH.slice(1), source: JSON.stringify(manifest, null, 2) });
    },
  };
}
