import { cloudflare } from "@cloudflare/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { assetManifestPlugin } from "./scripts/vite/assetManifestPlugin.ts";

const root = import.meta.dirname;

export default defineConfig({
  plugins: [
    react(),
    // MC_STATE_DIR keeps a separate local KV/D1 (the e2e run uses its own, so tests never touch `npm start`'s data).
    cloudflare({ persistState: process.env.MC_STATE_DIR ? { path: process.env.MC_STATE_DIR } : true }),
    assetManifestPlugin(root),
  ],
  // Any *.localhost host is a demo merchant (DESIGN §3).
  server: { allowedHosts: [".localhost"] },
  preview: { allowedHosts: [".localhost"] },
  css: {
    modules: {
      // Same names in the worker's SSR build and the client build, so hydration matches.
      generateScopedName: "[local]_[hash:base64:6]",
    },
  },
  environments: {
    client: {
      build: {
        manifest: false,
        cssCodeSplit: false,
        rollupOptions: { input: "client/main.tsx" },
      },
    },
  },
});
