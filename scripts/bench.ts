/**
 * `npm run bench`: prints the figures of the edge shell (issue #2).
 *  - gzip bytes of JS and CSS a browser loads before first paint of /m/login and /m/home
 *  - median and p95 time to render /m/home in workerd over 300 requests, beside a static response in the same run
 *  - the worker bundle size
 *  - what `wrangler deploy --dry-run` uploads of the production worker (dist-production/), raw and gzip
 * It serves the build with `vite preview` (workerd) on its own port and state.
 */
import { spawn } from "node:child_process";
import http from "node:http";
import { readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { buildProduction, dryRunUpload, PRODUCTION_DIR } from "./production-build.ts";

const PORT = 8799;
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
        headers: { Host: target.host, "Accept-Language": "pt-BR" },
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
