/**
 * `npm test`: every layer, in two lanes side by side, and each stage's time at the end (docs/decisions/051).
 *   - the browser lane: the build, then the e2e suite, whose first phase (the files that change shared state, one at
 *     a time) leaves a core free;
 *   - the checks lane, on that core: types, lint, the worker's tests, the client's tests, the production build.
 * A failed stage stops its own lane; the other lane finishes, so one run reports every failure.
 *   node scripts/test.ts
 */
import { spawn } from "node:child_process";

interface Stage {
  script: string;
  /** Shown as it runs (the long e2e stage); the others are printed whole when they end, so the lanes never interleave. */
  live?: boolean;
}

const LANES: Stage[][] = [
  [{ script: "build" }, { script: "test:e2e", live: true }],
  [{ script: "typecheck" }, { script: "lint" }, { script: "test:worker" }, { script: "test:client" }, { script: "check:production" }],
];

interface Result {
  script: string;
  seconds: number;
  ok: boolean;
}

function run(stage: Stage): Promise<Result> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", stage.script], {
      stdio: stage.live ? "inherit" : ["ignore", "pipe", "pipe"],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "0" },
    });
    const output: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (code) => {
      const result = { script: stage.script, seconds: (performance.now() - started) / 1000, ok: code === 0 };
      if (!stage.live) {
        process.stdout.write(`\n── npm run ${stage.script} ${result.ok ? "passed" : "FAILED"} in ${result.seconds.toFixed(1)} s ──\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(result);
    });
  });
}

async function lane(stages: Stage[]): Promise<Result[]> {
  const results: Result[] = [];
  for (const stage of stages) {
    const result = await run(stage);
    results.push(result);
    if (!result.ok) break;
  }
  return results;
}

const started = performance.now();
const results = (await Promise.all(LANES.map(lane))).flat();
const skipped = LANES.flat().filter((stage) => !results.some((result) => result.script === stage.script));
const total = (performance.now() - started) / 1000;

console.log("\nnpm test, stage by stage (two lanes side by side):");
for (const result of results) console.log(`  ${result.ok ? "ok    " : "FAILED"} ${result.script.padEnd(17)} ${result.seconds.toFixed(1).padStart(6)} s`);
for (const stage of skipped) console.log(`  skipped ${stage.script} (an earlier stage of its lane failed)`);
console.log(`  total ${total.toFixed(1)} s (${Math.floor(total / 60)} min ${Math.round(total % 60)} s)`);
process.exit(results.every((result) => result.ok) && skipped.length === 0 ? 0 : 1);
