import { ASSET_MANIFEST_PATH, type AssetManifest, START_PARTS_MODULE } from "#shared/assetManifest";

export interface PageAssets {
  stylesheets: string[];
  modulePreloads: string[];
  /** The entry's own imports, in the build's order: evaluated one per task before the entry (docs/decisions/042). */
  entryImports: string[];
  /**
   * The start parts' chunk and what it imports that the first screen does not (client/app/startParts.ts): preloaded
   * once the page has hydrated, in one round trip (issue #37, docs/decisions/072). The overlays' chunk is not among
   * them: it is imported once the page has settled (docs/decisions/068).
   */
  startPartsPreloads: string[];
  /** Module scripts by URL, in order. */
  scripts: string[];
  /** Inline module code that must run before the scripts (dev only). */
  inlineModules: string[];
  /** The build's version (SPEC §4 update check); null without a build. */
  version: string | null;
}

let manifest: Promise<AssetManifest | null> | null = null;

/** Read once per isolate from the static assets; null when there is no build (worker tests). */
function loadManifest(env: Env): Promise<AssetManifest | null> {
  manifest ??= env.ASSETS.fetch(new Request(`https://assets.invalid${ASSET_MANIFEST_PATH}`))
    .then(async (response) => (response.ok ? ((await response.json()) as AssetManifest) : null))
    .catch(() => null)
    .then((value) => {
      if (!value) {
        manifest = null;
        console.warn(JSON.stringify({ event: "asset_manifest_missing" }));
      }
      return value;
    });
  return manifest;
}

/** Vite's dev server serves sources directly, with React Refresh's preamble first. */
const DEV_PREAMBLE = `import { injectIntoGlobalHook } from "/@react-refresh";injectIntoGlobalHook(window);window.$RefreshReg$ = () => {};window.$RefreshSig$ = () => (type) => type;`;

/** The files the first screen needs: the entry, the matched route's chunk and their imports. */
export async function pageAssets(env: Env, routeModule: string | undefined): Promise<PageAssets> {
  if (import.meta.env.DEV && !import.meta.env.VITEST) {
    return {
      stylesheets: [],
      modulePreloads: [],
      entryImports: [],
      startPartsPreloads: [],
      scripts: ["/@vite/client", "/client/main.tsx"],
      inlineModules: [DEV_PREAMBLE],
      version: null,
    };
  }
  const built = await loadManifest(env);
  if (!built) return { stylesheets: [], modulePreloads: [], entryImports: [], startPartsPreloads: [], scripts: [], inlineModules: [], version: null };
  return builtAssets(built, routeModule);
}

/** A build's files for a page whose first screen is `routeModule`'s. */
export function builtAssets(built: AssetManifest, routeModule: string | undefined): PageAssets {
  const route = routeModule ? built.modules[routeModule] : undefined;
  const preloads = new Set([...built.entry.imports, ...(route ? [route.file, ...route.imports] : [])]);
  preloads.delete(built.entry.file);
  // What the page mounts as soon as it is live; the overlays' chunk waits for the settled page (docs/decisions/068).
  const later = built.modules[START_PARTS_MODULE];
  return {
    stylesheets: built.css,
    modulePreloads: [...preloads],
    entryImports: built.entry.imports,
    startPartsPreloads: later ? [later.file, ...later.imports].filter((file) => file !== built.entry.file && !preloads.has(file)) : [],
    scripts: [built.entry.file],
    inlineModules: [],
    version: built.version,
  };
}
