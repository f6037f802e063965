import { defineConfig, devices } from "@playwright/test";

export const port = Number(process.env.E2E_PORT ?? 8790);
/** Per port, so two runs on one machine never wipe each other's state. */
export const E2E_STATE_DIR = `.wrangler/e2e-state-${port}`;

/** Chromium from Debian, never a downloaded browser (DESIGN §6). */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [["list"]],
  // Runs once the servers are up: the demo merchants' popups are taken out (tests/e2e/content.ts).
  globalSetup: "./tests/e2e/globalSetup.ts",
  use: {
    ...devices["iPhone 13"],
    browserName: "chromium",
    defaultBrowserType: "chromium",
    viewport: { width: 390, height: 844 },
    baseURL: `http://demo.localhost:${port}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS },
    trace: "off",
  },
  // Served the way `npm start` serves it: the production build in `vite preview` (workerd).
  webServer: [
    {
      // Its own local KV/D1, wiped per run, so tests never see or change `npm start`'s data.
      command: `rm -rf ${E2E_STATE_DIR} && npx vite preview --port ${port} --strictPort`,
      url: `http://localhost:${port}/m/login`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { MC_STATE_DIR: E2E_STATE_DIR },
    },
    {
      // The Firebase Auth emulator stands in for Google (DESIGN §6).
      command: "node_modules/.bin/firebase emulators:start --only auth --project demo-mobileweb",
      url: "http://127.0.0.1:9099/",
      reuseExistingServer: true,
      timeout: 120_000,
    },
  ],
});
