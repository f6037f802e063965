import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

const wranglerConfig = "./wrangler.toml";
const productionTests = "tests/worker/production/**";

/**
 * Worker tests run inside workerd with the bindings of wrangler.toml (DESIGN §6), twice over:
 * the development worker against the top-level config, and the production worker against
 * `[env.production]` with the production build's `__DEV_TOOLS__` (docs/decisions/007).
 */
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [cloudflareTest({ wrangler: { configPath: wranglerConfig } })],
        define: { __DEV_TOOLS__: "true", __VITE_DEV_SERVER__: "false" },
        test: {
          name: "worker",
          // One workerd and one module cache for all the files (importing the worker once, not 44 times);
          // tests/worker/freshStorage.ts gives each file the empty storage it would have had on its own.
          isolate: false,
          setupFiles: ["tests/worker/freshStorage.ts"],
          include: ["tests/worker/**/*.test.ts", "tests/worker/**/*.test.tsx"],
          exclude: [productionTests],
        },
      },
      {
        plugins: [cloudflareTest({ wrangler: { configPath: wranglerConfig, environment: "production" } })],
        define: { __DEV_TOOLS__: "false", __VITE_DEV_SERVER__: "false" },
        test: {
          name: "worker-production",
          isolate: false,
          setupFiles: ["tests/worker/freshStorage.ts"],
          include: [`${productionTests}/*.test.ts`],
        },
      },
    ],
  },
});
