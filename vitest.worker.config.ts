import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

/** Worker tests run inside workerd with the bindings of wrangler.toml (DESIGN §6). */
export default defineConfig({
  plugins: [cloudflareTest({ wrangler: { configPath: "./wrangler.toml" } })],
  test: {
    include: ["tests/worker/**/*.test.ts", "tests/worker/**/*.test.tsx"],
  },
});
