import { cloudflare } from "@cloudflare/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv } from "vite";
import { assetManifestPlugin } from "./scripts/vite/assetManifestPlugin.ts";
import { compileHintPlugin } from "./scripts/vite/compileHintPlugin.ts";
import { modulePreloadPlan } from "./scripts/vite/modulePreload.ts";
import { productionWorkerPlugin } from "./scripts/vite/productionWorkerPlugin.ts";

const root = import.meta.dirname;

export default defineConfig(({ command, mode }) => {
  // The wrangler environment, read as the Cloudflare plugin reads it (process env, then .env files).
  const production = loadEnv(mode, root, "CLOUDFLARE_").CLOUDFLARE_ENV === "production";
  const preloads = modulePreloadPlan(root);
  return {
    plugins: [
      react(),
      // MC_STATE_DIR keeps a separate local KV/D1 (the e2e run uses its own, so tests never touch `npm start`'s data).
      cloudflare({ persistState: process.env.MC_STATE_DIR ? { path: process.env.MC_STATE_DIR } : true }),
      assetManifestPlugin(root),
      compileHintPlugin(),
      preloads.plugin,
      ...(production ? [productionWorkerPlugin(root)] : []),
    ],
    // Decided at build time, so the production bundle does not even contain the sandbox's test helpers (docs/decisions/007).
    // The dev server's pages change with each edit of the code, which no cache key sees: the edge keeps none of them.
    define: { __DEV_TOOLS__: JSON.stringify(!production), __VITE_DEV_SERVER__: JSON.stringify(command === "serve") },
    // Its own directory: a production build never replaces the development build that `npm start` and the e2e tests serve.
    build: { outDir: production ? "dist-production" : "dist" },
    // React Router's package points every condition at its development build, which differs from the production one
    // only by its warnings being on: the production build keeps them out of the players' bundle.
    resolve: {
      alias: [
        { find: /^react-router$/, replacement: `${root}/node_modules/react-router/dist/production/index.mjs` },
        { find: /^react-router\/dom$/, replacement: `${root}/node_modules/react-router/dist/production/dom-export.mjs` },
      ],
    },
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
          modulePreload: { resolveDependencies: preloads.resolveDependencies },
          rollupOptions: {
            input: "client/main.tsx",
            output: {
              // Every page needs the framework: one chunk for it compresses better than the many small ones
              // the automatic split makes, and keeps the 140 KB first-paint compass (DESIGN §4a).
              codeSplitting: {
                groups: [
                  // React DOM on its own: V8 finishes compiling each script in one main-thread task as it arrives,
                  // and the framework in one piece made that the longest task of the start (docs/decisions/042).
                  {
                    name: "react-dom",
                    test: /node_modules[\\/](react-dom|scheduler)[\\/]/,
                    priority: 3,
                  },
                  {
                    name: "framework",
                    test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|jotai|cookie|blueimp-md5)[\\/]/,
                    priority: 2,
                  },
                  // What every screen runs: the app, its core and the lib they use. The sign-in forms' pieces
                  // (captcha, country picker, fields, tabs), the sanitizer, the promotion and screen-state pieces, and
                  // what only members or a tap need (money, customer service, games, the mini-game), and what loads
                  // after the first paint (install, attribution, the update check's manifests, the parts every page mounts
                  // once live or once settled: app/startParts.ts and app/laterParts.ts, docs/decisions/044 and 068) stay
                  // with the code that loads them.
                  {
                    name: "core",
                    test: /[\\/](client[\\/](main\.tsx|(core|lib|app)[\\/])|shared[\\/])(?!laterParts|startParts|captcha|countryPicker|rememberedLogin|platform|sanitize|nearScreen|links|content|support|wallet|customerServicePath|gameOrigins|miniGame|moneyRules|supportRules|loadScript|install|tracking|attribution|assetManifest|copyText|screen[\\/]ScreenState|ui[\\/](Field|Tabs|PromotionDetail|ContentPicture|useOtherDialogOpen))/,
                    priority: 1,
                  },
                  // Those pieces in one chunk of their own; the captcha's runner is still fetched when first needed.
                  {
                    name: "forms",
                    test: /[\\/]client[\\/](core[\\/]captcha[\\/](?!runCaptcha|loadCaptchaScript)|lib[\\/](rememberedLogin|ui[\\/](Field|Tabs)))/,
                    priority: 1,
                  },
                ],
              },
            },
          },
        },
      },
    },
  };
});
