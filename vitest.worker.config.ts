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
        define: { __DEV_TOOLS__: "true" },
        test: {
          name: "worker",
          include: ["tests/worker/**/*.test.ts", "tests/worker/**/*.test.tsx"],
          exclude: [productionTests],
        },
      },
      {
        plugins: [cloudflareTest({ wrangler: { configPath: wranglerConfig, environment: "production" } })],
        define: { __DEV_TOOLS__: "false" },
        test: {
          name: "worker-production",
          include: [`${productionTests}/*.test.ts`],
        },
      },
    ],
  },
});
