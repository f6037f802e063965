import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

/** Client logic and components, in happy-dom. */
export default defineConfig({
  plugins: [react()],
  test: {
    include: ["tests/client/**/*.test.ts", "tests/client/**/*.test.tsx"],
    environment: "happy-dom",
    // One environment and one worker for all the files; tests/client/freshPage.ts gives each file a fresh page.
    isolate: false,
    setupFiles: ["tests/client/freshPage.ts"],
    css: { modules: { classNameStrategy: "non-scoped" } },
  },
});
