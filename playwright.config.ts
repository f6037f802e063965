import { defineConfig, devices } from "@playwright/test";
import { emulatorOrigin } from "./scripts/emulator.ts";

export const port = Number(process.env.E2E_PORT ?? 8790);
/** Per port, so two runs on one machine never wipe each other's state. */
export const E2E_STATE_DIR = `.wrangler/e2e-state-${port}`;
/** This run's stand-in platform, which serves only SPEC's fixtures (tests/contract/standInServer.ts, issue #36). */
export const STAND_IN_PORT = port + 400;
/** This run's own Firebase Auth emulator (its ports follow the app's: scripts/emulator.ts). */
export const EMULATOR = emulatorOrigin(port);

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

/**
 * Files that change what every page of a merchant shows: operations on its config (KV), whitelabel flags, download
 * settings, content, deposit delays. They run one at a time, before the others (docs/decisions/051); every other file
 * keeps to state of its own (its players, its numbers, its browser) and runs side by side.
 */
const CHANGES_SHARED_STATE = [
  "add-to-home",
  "captcha",
  "games",
  "gates",
  "guestBrowsing",
  "homeBanners",
  "journey",
  "language",
  "miniGame",
  "money",
  "popups",
  "release",
  "systemPages",
  "xss",
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: "tests/e2e",
  // Files run side by side; the tests of one file keep their order (several build on the one before).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 30_000,
  reporter: [["list"]],
  // Runs once the server is up: the demo merchants' popups are taken out (tests/e2e/content.ts).
  globalSetup: "./tests/e2e/globalSetup.ts",
  use: {
    ...devices["iPhone 13"],
    browserName: "chromium",
    defaultBrowserType: "chromium",
    viewport: { width: 390, height: 844 },
    // The phone's layout in CSS pixels, painted at one device pixel to each: the tests read and tap, never compare
    // pixels, and painting every frame at the iPhone's 3x cost 9% of Chromium's CPU (docs/decisions/051).
    deviceScaleFactor: 1,
    baseURL: `http://demo.localhost:${port}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS },
    trace: "off",
  },
  // The files that change shared state go first, on one worker, while `npm test`'s other checks use the second core
  // (scripts/test.ts); then every other file, two at a time.
  projects: [
    { name: "one at a time", testMatch: CHANGES_SHARED_STATE, workers: 1 },
    { name: "side by side", testIgnore: CHANGES_SHARED_STATE, dependencies: ["one at a time"] },
  ],
  // Served the way `npm start` serves it: the production build in `vite preview` (workerd), with its own Firebase
  // Auth emulator beside it (DESIGN §6) and its own local KV/D1, wiped per run, so tests never see or change
  // `npm start`'s data.
  webServer: {
    command: `rm -rf ${E2E_STATE_DIR} && node scripts/with-emulator.ts npx vite preview --port ${port} --strictPort`,
    url: `http://localhost:${port}/m/login`,
    reuseExistingServer: false,
    timeout: 120_000,
    // SIGTERM, so scripts/with-emulator.ts stops the emulator it started along with the server.
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    env: { PORT: String(port), MC_STATE_DIR: E2E_STATE_DIR },
  },
});
