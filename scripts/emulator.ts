/**
 * The Firebase Auth emulator that stands in for Google in development and tests (DESIGN §6), one per app port, so
 * two instances of the app on different PORTs never share one: its ports follow the app's (8787 keeps Firebase's
 * usual 9099). firebase.json is the template; each instance gets a copy with its own ports.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.join(import.meta.dirname, "..");

export function emulatorPorts(appPort: number): { auth: number; hub: number; logging: number } {
  return { auth: appPort + 312, hub: appPort + 20_000, logging: appPort + 21_000 };
}

/** The emulator's origin for an app port: what the worker's FIREBASE_AUTH_EMULATOR names. */
export function emulatorOrigin(appPort: number): string {
  return `http://127.0.0.1:${emulatorPorts(appPort).auth}`;
}

/** What a worker started beside this emulator is told (wrangler vars from the process, in development only). */
export function emulatorVars(appPort: number): Record<string, string> {
  return { FIREBASE_AUTH_EMULATOR: emulatorOrigin(appPort), CLOUDFLARE_INCLUDE_PROCESS_ENV: "true" };
}

export async function emulatorRunning(appPort: number): Promise<boolean> {
  try {
    return (await fetch(emulatorOrigin(appPort))).ok;
  } catch {
    return false;
  }
}

/** Starts this app port's emulator, in its own process group; its config is a copy of firebase.json with its ports. */
export function startEmulator(appPort: number): ChildProcess {
  const ports = emulatorPorts(appPort);
  const config = JSON.parse(readFileSync(path.join(root, "firebase.json"), "utf8")) as {
    emulators: Record<string, { host?: string; port?: number }>;
  };
  config.emulators.auth!.port = ports.auth;
  config.emulators.hub!.port = ports.hub;
  config.emulators.logging!.port = ports.logging;
  const dir = path.join(tmpdir(), `mobile-web-emulator-${appPort}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "firebase.json"), JSON.stringify(config, null, 2));
  return spawn(
    path.join(root, "node_modules/.bin/firebase"),
    ["emulators:start", "--only", "auth", "--project", "demo-mobileweb", "--config", path.join(dir, "firebase.json")],
    // Its errors come through this process (never the caller's own pipe, which an orphaned emulator would hold open).
    { stdio: ["ignore", "ignore", "pipe"], detached: true, cwd: dir },
  );
}

/** Waits for the emulator to answer, up to `timeoutMs`. */
export async function emulatorReady(appPort: number, timeoutMs = 60_000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await emulatorRunning(appPort)) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}
