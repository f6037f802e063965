/**
 * What a lazy chunk's import preloads (Vite's `build.modulePreload.resolveDependencies`, issue #10).
 *
 * Vite's preload helper places a `<link rel=modulepreload>` for each chunk an import needs, before the import. A link
 * is not free: a DOM element, a fetch started from the main thread, a CSP check; a millisecond or more each on a phone,
 * and far more when the device's cores are busy (docs/decisions/037, 046).
 *
 * - A part the player waits on (a route, a dialog a tap opens) keeps its links: they fetch its whole tree at once,
 *   one round trip for all of it.
 * - A part that starts loading by itself after the first paint (SELF_STARTING_PARTS) places none: the browser's module
 *   loader finds its dependencies when the chunk arrives, one round trip later, with no element and no task of the
 *   page's own. Nothing waits on those parts, and they start while the page is still starting up.
 * - No chunk preloads itself: the import that follows fetches it anyway.
 */
import path from "node:path";
import type { Plugin } from "vite";
import { LATER_PARTS_MODULE, START_PARTS_MODULE } from "#shared/assetManifest";

/** Source modules imported lazily, by the app itself, after the first paint; none is waited on by a tap. */
export const SELF_STARTING_PARTS = [
  // client/app/LaterParts.tsx: what every page mounts as soon as it is live (its files are preloaded by the page's
  // start script, worker/render/startScript.ts; docs/decisions/066), and what it mounts once it has settled (068).
  START_PARTS_MODULE,
  LATER_PARTS_MODULE,
  // client/app/overlays.tsx: the push prompt, the balance's refresh.
  "client/features/push/index.ts",
  "client/core/wallet/index.ts",
  // client/app/shell/AppShell.tsx: the header's balance and the footer's Support item.
  "client/features/wallet/index.ts",
  "client/features/support/index.ts",
  // The announcement popup, when there is one to show (client/features/announcements/Popups.tsx).
  "client/features/announcements/AnnouncementPopup.tsx",
  // Tracking events and the merchant's pixels.
  "client/core/tracking/track.ts",
  "client/core/tracking/index.ts",
  "client/features/tracking/pixels.ts",
];

/** The chunk's links: none for a self-starting part's chunk, else its dependencies without itself. */
export function planPreloads(chunk: string, dependencies: string[], sources: readonly string[]): string[] {
  if (sources.some((source) => SELF_STARTING_PARTS.includes(source))) return [];
  return dependencies.filter((dependency) => dependency !== chunk);
}

/**
 * The plan, and the plugin that tells it which source modules each output chunk holds, read from the bundle before
 * Vite's import analysis asks: the chunks' file names are hashed, their sources are not. A chunk made for one
 * import stands for its facade module; a shared chunk an import lands in, for every module it holds.
 */
export function modulePreloadPlan(root: string): { plugin: Plugin; resolveDependencies: (chunk: string, dependencies: string[]) => string[] } {
  const sourcesOf = new Map<string, string[]>();
  const relative = (id: string) => path.relative(root, id).split(path.sep).join("/");
  const plugin: Plugin = {
    name: "mc:module-preload-plan",
    generateBundle: {
      order: "pre",
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== "chunk") continue;
          sourcesOf.set(output.fileName, output.facadeModuleId ? [relative(output.facadeModuleId)] : output.moduleIds.map(relative));
        }
      },
    },
  };
  return { plugin, resolveDependencies: (chunk, dependencies) => planPreloads(chunk, dependencies, sourcesOf.get(chunk) ?? []) };
}
