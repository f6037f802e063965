import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

/** Client logic and components, in happy-dom. */
export default defineConfig({
  plugins: [react()],
  test: {
    include: ["tests/client/**/*.test.ts", "tests/client/**/*.test.tsx"],
    environment: "happy-dom",
    css: { modules: { classNameStrategy: "non-scoped" } },
  },
});
