import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

const FIREBASE = /^firebase(\/|$)/;
const NO_FIREBASE = "\0mobile-web:no-firebase-on-the-server";

/**
 * Trims the production worker of code it never runs (docs/decisions/007). Only the worker
 * environment of `CLOUDFLARE_ENV=production vite build`; the client build is untouched.
 * - Minified: Vite leaves server environments unminified; wrangler uploads the source maps
 *   (`upload_source_maps`), so stack traces in the logs still read as source.
 * - No Firebase: the client imports `firebase/*` only when a player taps a provider button.
 *   Server rendering never does, yet the worker would upload it as lazy chunks (~430 KB).
 * - `react-dom/server` as its streaming build alone: the package's workerd entry also loads
 *   the legacy `renderToString` build, which the worker never calls (~250 KB).
 */
export function productionWorkerPlugin(root: string): Plugin {
  const reactDom = path.dirname(createRequire(path.join(root, "package.json")).resolve("react-dom/package.json"));
  return {
    name: "mobile-web:production-worker",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name !== "client",
    configEnvironment(name) {
      if (name !== "client") return { build: { minify: true } };
    },
    resolveId(id) {
      if (FIREBASE.test(id)) return NO_FIREBASE;
      if (id === "react-dom/server") return path.join(reactDom, "cjs/react-dom-server.edge.production.js");
    },
    load(id) {
      if (id === NO_FIREBASE) return `throw new Error("firebase runs in the browser, never in the worker");`;
    },
  };
}
