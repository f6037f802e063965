/**
 * Runs a command with the Firebase Auth emulator beside it (DESIGN §6: it stands in
 * for Google in development and tests). `npm start` and `npm run dev` use it.
 *   node scripts/with-emulator.ts <command> [args…]
 */
import { type ChildProcess, spawn } from "node:child_process";

export const EMULATOR_URL = "http://127.0.0.1:9099";
const [command, ...args] = process.argv.slice(2);
if (!command) throw new Error("usage: node scripts/with-emulator.ts <command> [args…]");

async function running(): Promise<boolean> {
  try {
    return (await fetch(EMULATOR_URL)).ok;
  } catch {
    return false;
  }
}

let emulator: ChildProcess | undefined;
if (!(await running())) {
  emulator = spawn("node_modules/.bin/firebase", ["emulators:start", "--only", "auth", "--project", "demo-mobileweb"], {
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  let ready = false;
  for (let i = 0; i < 120 && !ready; i++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    ready = await running();
  }
  console.log(ready ? `Firebase Auth emulator on ${EMULATOR_URL}` : "Firebase Auth emulator did not start: social sign-in will not work");
}

const child = spawn(command, args, { stdio: "inherit", shell: false });
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
