import type { Plugin } from "vite";

/** V8's explicit compile hint (Chrome 136+); it must open the file. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** Firebase's messaging SDK: a few of its functions run, and only once a player allows push. */
const isFirebase = (id: string) => /node_modules[\\/](@firebase|firebase|idb)[\\/]/.test(id);

/**
 * Opens every client chunk but Firebase's with V8's compile hint. Nearly all of our chunks' code runs as soon as they
 * load, so their functions are compiled on the streaming thread while they download instead of one by one on the main
 * thread at first call (issue #10: main-thread compiling in a /m/home load fell from 132–165 ms to 2–5 ms in a
 * Chromium trace; docs/decisions/035). Other browsers read a comment.
 */
export function compileHintPlugin(): Plugin {
  return {
    name: "mobile-web:compile-hint",
    enforce: "post",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle: {
      // After every other plugin's, Vite's included: its dependency map opens the chunks that import others lazily.
      order: "post",
      handler(_options, bundle) {
        for (const item of Object.values(bundle)) {
          if (item.type !== "chunk" || item.moduleIds.every(isFirebase) || item.code.startsWith(COMPILE_HINT)) continue;
          item.code = `${COMPILE_HINT}\n${item.code}`;
          // One more line at the top: the source map's lines move down with the code, in the chunk's map and in the
          // map file already emitted from it.
          if (item.map) item.map.mappings = `;${item.map.mappings}`;
          const mapFile = bundle[`${item.fileName}.map`];
          if (mapFile?.type === "asset" && typeof mapFile.source === "string") {
            const map = JSON.parse(mapFile.source) as { mappings: string };
            mapFile.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
          }
        }
      },
    },
  };
}
