/**
 * Runs a command with the Firebase Auth emulator beside it (DESIGN §6: it stands in for Google in development and
 * tests). `npm start`, `npm run dev` and the e2e server use it. The emulator's ports follow PORT (scripts/emulator.ts),
 * so two instances on different ports each have their own, and the worker is told which is its own.
 *   PORT=8787 node scripts/with-emulator.ts <command> [args…]
 */
import { type ChildProcess, spawn } from "node:child_process";
import { emulatorOrigin, emulatorReady, emulatorRunning, emulatorVars, startEmulator } from "./emulator.ts";

const [command, ...args] = process.argv.slice(2);
if (!command) throw new Error("usage: PORT=<app port> node scripts/with-emulator.ts <command> [args…]");
const port = Number(process.env.PORT ?? 8787);
if (!Number.isInteger(port) || port < 1024 || port > 44_535) throw new Error(`PORT must be a port from 1024 to 44535, got ${process.env.PORT}`);

// An emulator already on this port's address is this instance's own, left running: it is used as it is.
const emulator: ChildProcess | undefined = (await emulatorRunning(port)) ? undefined : startEmulator(port);
emulator?.stderr?.pipe(process.stderr);
// The app starts at once; the emulator takes its ~20 s beside it (only social sign-in needs it).
const child = spawn(command, args, { stdio: "inherit", shell: false, env: { ...process.env, ...emulatorVars(port) } });
void emulatorReady(port, 120_000).then((ready) =>
  console.log(ready ? `Firebase Auth emulator on ${emulatorOrigin(port)}` : "Firebase Auth emulator did not start: social sign-in will not work"),
);

const stop = () => {
  if (emulator?.pid) {
    try {
      process.kill(-emulator.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
};
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => {
  stop();
  process.exit(code ?? 0);
});
