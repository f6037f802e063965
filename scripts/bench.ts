/**
 * `npm run bench`: prints the figures of the edge shell (issue #2).
 *  - gzip bytes of JS and CSS a browser loads before first paint of /m/login and /m/home
 *  - median and p95 time to render /m/home in workerd over 300 requests, beside a static response in the same run
 *  - the worker bundle size
 *  - what `wrangler deploy --dry-run` uploads of the production worker (dist-production/), raw and gzip
 *  - Lighthouse mobile, median of 3 runs, through a compressing proxy (what players get from Cloudflare):
 *    /m/home with a session rendered at the edge, the same page rendered client-only, and /m/index as a guest
 * It serves the build with `vite preview` (workerd) on its own port and state.
 */
import { spawn, spawnSync } from "node:child_process";
import http from "node:http";
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { startCompressingProxy } from "./bench/compressingProxy.ts";
import { lighthouseMedian, type LighthouseFigures } from "./bench/lighthouse.ts";
import { throttledLoad } from "./bench/throttledLoad.ts";
import { buildProduction, dryRunUpload, PRODUCTION_DIR } from "./production-build.ts";
import { DEMO_CONTENT, withoutPopups } from "../worker/sandbox/content/index.ts";

const PORT = 8799;
const PROXY_PORT = 8798;
const STATE = ".wrangler/bench-state";
const ORIGIN = `http://demo.localhost:${PORT}`;
const RUNS = 300;
const WARMUP = 30;

/** GET through loopback with the demo host name (Node does not resolve *.localhost itself). */
function get(url: string): Promise<{ status: number; body: Buffer }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: "127.0.0.1",
        port: target.port,
        path: `${target.pathname}${target.search}`,
        // Signed in, so /m/home renders (a guest is sent to log in by the edge).
        headers: { Host: target.host, "Accept-Language": "pt-BR", Cookie: "mc_signed_in=1" },
        agent: keepAlive,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
  });
}
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });

const gz = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function firstPaintFiles(html: string): { js: string[]; css: string[] } {
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
  const tags = html.match(/<(link|script)\b[^>]*>/g) ?? [];
  const js = new Set<string>();
  const css = new Set<string>();
  // Content first (worker/render/startScript.ts): the entry and its preloads are named in the inline start script.
  const started = /const a=(\{"entry".*?\});/.exec(html)?.[1];
  if (started) {
    const { entry, preloads } = JSON.parse(started) as { entry: string; preloads: string[] };
    for (const url of [entry, ...preloads]) js.add(url);
  }
  for (const tag of tags) {
    if (tag.startsWith("<script") && tag.includes('type="module"') && attr(tag, "src")) js.add(attr(tag, "src")!);
    if (tag.startsWith("<link") && tag.includes('rel="modulepreload"')) js.add(attr(tag, "href")!);
    if (tag.startsWith("<link") && tag.includes('rel="stylesheet"')) css.add(attr(tag, "href")!);
  }
  return { js: [...js], css: [...css] };
}

function assetBytes(urls: string[]): number {
  return urls.reduce((sum, url) => sum + gz(readFileSync(path.join("dist/client", url))), 0);
}

async function time(url: string): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const start = performance.now();
    const response = await get(url);
    if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
    if (i >= WARMUP) samples.push(performance.now() - start);
  }
  return samples.sort((a, b) => a - b);
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await get(`${ORIGIN}/m/login`)).status === 200) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("vite preview did not start");
}

/** A sandbox session for the demo player, as the bench's signed-in visitor. */
async function sandboxToken(): Promise<string> {
  const target = new URL(`${ORIGIN}/wps/sandbox/session`);
  const body = JSON.stringify({ username: "player1" });
  const answer = await new Promise<string>((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port: target.port, path: target.pathname, method: "POST", headers: { Host: target.host, "Content-Type": "application/json" } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
  return (JSON.parse(answer) as { value: { token: string } }).value.token;
}

const row = (label: string, figures: LighthouseFigures) =>
  `  ${label.padEnd(34)} score ${String(figures.score).padStart(3)}  LCP ${figures.lcp.toFixed(0).padStart(5)} ms  TBT ${figures.tbt.toFixed(0).padStart(4)} ms  CLS ${figures.cls.toFixed(3)}  FCP ${figures.fcp.toFixed(0).padStart(5)} ms`;

/** The demo merchant's content through the operators' CLI, against the bench's own state. */
function ops(...args: string[]): void {
  const result = spawnSync("node_modules/.bin/node", ["scripts/ops.ts", ...args], { env: { ...process.env, MC_STATE_DIR: STATE }, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`ops ${args.join(" ")}: ${result.stderr}`);
}

const budget = (ok: boolean) => (ok ? "ok" : "OVER BUDGET");
const eachRun = (figures: { runs: LighthouseFigures[] }, metric: "lcp" | "tbt") => figures.runs.map((run) => run[metric].toFixed(0)).join(", ");

async function lighthouseSection(): Promise<void> {
  const proxy = await startCompressingProxy(PROXY_PORT, PORT);
  const quiet = path.join(mkdtempSync(path.join(tmpdir(), "bench-")), "content.json");
  try {
    const token = await sandboxToken();
    const origin = `http://demo.localhost:${PROXY_PORT}`;
    console.log("\nLighthouse mobile (simulated slow 4G, 4x CPU), median of 3 runs, through a Brotli-compressing proxy");
    // The page itself, as a returning player sees it: the popups (seen on a first visit) taken out.
    writeFileSync(quiet, JSON.stringify(withoutPopups(DEMO_CONTENT.DEMO)));
    ops("content", "set", "DEMO", "--file", quiet);
    const home = await lighthouseMedian(`${origin}/m/home?token=${token}`);
    const clientOnly = await lighthouseMedian(`${origin}/m/home?token=${token}&__render=client`);
    const entry = await lighthouseMedian(`${origin}/m/index`);
    const throttledHome = await throttledLoad(`${origin}/m/home?token=${token}`);
    const throttledEntry = await throttledLoad(`${origin}/m/index`);
    ops("content", "reset", "DEMO");
    const firstVisit = await lighthouseMedian(`${origin}/m/home?token=${token}`);
    console.log(row("/m/home, member, edge-rendered", home));
    console.log(row("/m/home, member, client-only", clientOnly));
    console.log(row("/m/index, guest", entry));
    console.log(row("/m/home, first visit, popups on", firstVisit));
    const ratio = home.lcp / clientOnly.lcp;
    console.log(`  LCP edge-rendered / client-only: ${ratio.toFixed(2)} (budget ≤ 0.50: ${budget(ratio <= 0.5)})`);
    for (const [label, figures] of [
      ["/m/home", home],
      ["/m/index", entry],
    ] as const) {
      const checks = [
        `LCP ≤ 1500 ms ${budget(figures.lcp <= 1500)}`,
        `TBT ≤ 100 ms ${budget(figures.tbt <= 100)}`,
        `CLS ≤ 0.02 ${budget(figures.cls <= 0.02)}`,
        `score ≥ 98 ${budget(figures.score >= 98)}`,
      ];
      console.log(`  ${label} budgets: ${checks.join(", ")}`);
    }
    const perRun = (metric: "lcp" | "tbt") =>
      (
        [
          ["home", home],
          ["client-only", clientOnly],
          ["index", entry],
          ["first visit", firstVisit],
        ] as const
      )
        .map(([label, figures]) => `${label} ${eachRun(figures, metric)}`)
        .join("; ");
    console.log(`  runs (LCP ms): ${perRun("lcp")}`);
    // TBT varies by a factor of two between runs of one build on a 2-core host: each run is shown, not only the median.
    console.log(`  runs (TBT ms): ${perRun("tbt")}`);
    // Issue #35: on a first visit with popups on, the page's own banner is the largest paint, not a popup over it.
    const lcpWhat = (figures: { lcpElement: string; runs: { lcpElement: string }[] }) =>
      `${figures.lcpElement} (runs: ${figures.runs.map((run) => (/carousel|slide|banner/i.test(run.lcpElement) ? "banner" : run.lcpElement)).join(", ")})`;
    console.log(`  largest paint, first visit with popups: ${lcpWhat(firstVisit)}; banner: ${budget(/carousel|slide|banner/i.test(firstVisit.lcpElement))}`);
    console.log(`  largest paint, /m/home member: ${lcpWhat(home)}; /m/index guest: ${lcpWhat(entry)}`);
    // Where the blocking time comes from on this host (docs/decisions/045): the traces as recorded, not simulated.
    console.log("  main thread in its long tasks after first paint (median; the traces as recorded, Lighthouse's 4x rule):");
    for (const [label, { mainThread }] of [
      ["/m/home, member", home],
      ["/m/index, guest", entry],
    ] as const) {
      console.log(
        `    ${label.padEnd(16)} ran ${(mainThread.cpuShare * 100).toFixed(0)}% of their wall time; blocking from wall time ${mainThread.blockingByWall.toFixed(0)} ms, from the thread's own CPU time ${mainThread.blockingByCpu.toFixed(0)} ms`,
      );
    }
    console.log("  blocking time with Chromium's own 4x CPU slowdown (its longtask entries from first contentful paint, median of 5):");
    for (const [label, figures] of [
      ["/m/home, member", throttledHome],
      ["/m/index, guest", throttledEntry],
    ] as const) {
      console.log(`    ${label.padEnd(16)} TBT ${figures.tbt} ms (runs ${figures.runs.join(", ")}; longest task ${figures.longest} ms)`);
    }
    // Lighthouse's 4x slowdown assumes a desktop-class host; on a slower one the emulated phone is slower still.
    console.log(`  host CPU, Lighthouse benchmarkIndex (median): ${home.benchmarkIndex.toFixed(0)} (a Pixel 5 is about 1000)`);
  } finally {
    proxy.close();
  }
}

rmSync(STATE, { recursive: true, force: true });
const server = spawn("npx", ["vite", "preview", "--port", String(PORT), "--strictPort"], {
  env: { ...process.env, MC_STATE_DIR: STATE },
  stdio: "ignore",
  detached: true,
});
try {
  await waitForServer();
  console.log("First-paint bytes (gzip -9 of what the HTML links: module scripts, modulepreloads, stylesheets)");
  for (const page of ["/m/login", "/m/home"]) {
    const html = (await get(`${ORIGIN}${page}`)).body.toString("utf8");
    const files = firstPaintFiles(html);
    const js = assetBytes(files.js);
    const css = assetBytes(files.css);
    console.log(`  ${page.padEnd(9)} JS ${kb(js)} (${files.js.length} files)  CSS ${kb(css)} (${files.css.length} files)  total ${kb(js + css)}`);
  }

  const render = await time(`${ORIGIN}/m/home`);
  const baseline = await time(`${ORIGIN}/m/asset-manifest.json`);
  console.log(`\nResponse time over ${RUNS} requests each after ${WARMUP} warm-up, through vite preview into workerd, same run`);
  console.log(`  /m/home streamed SSR      median ${pct(render, 50).toFixed(2)} ms  p95 ${pct(render, 95).toFixed(2)} ms`);
  console.log(`  static asset (baseline)   median ${pct(baseline, 50).toFixed(2)} ms  p95 ${pct(baseline, 95).toFixed(2)} ms`);
  console.log(`  render cost over baseline median ${(pct(render, 50) - pct(baseline, 50)).toFixed(2)} ms`);

  await lighthouseSection();

  const workerDir = "dist/mobile_web";
  const workerFiles = readdirSync(workerDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".js"))
    .map((file) => path.join(workerDir, file));
  const raw = workerFiles.reduce((sum, file) => sum + statSync(file).size, 0);
  const zipped = workerFiles.reduce((sum, file) => sum + gz(readFileSync(file)), 0);
  console.log(`\nWorker bundle: ${workerFiles.length} JS files, ${kb(raw)} raw, ${kb(zipped)} gzip`);
} finally {
  keepAlive.destroy();
  process.kill(-server.pid!, "SIGTERM");
}

await buildProduction();
const upload = await dryRunUpload();
console.log(`Production worker (${PRODUCTION_DIR}/, wrangler deploy --dry-run): ${upload.rawKiB} KiB raw, ${upload.gzipKiB} KiB gzip`);
