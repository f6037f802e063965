/**
 * The production build (`CLOUDFLARE_ENV=production vite build`, into dist-production/) and what
 * `wrangler deploy --dry-run` would upload of it. Offline, without Cloudflare credentials.
 * Used by `npm run check:production` (part of `npm test`) and `npm run bench`.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

export const PRODUCTION_DIR = "dist-production";
const WORKER_CONFIG = `${PRODUCTION_DIR}/mobile_web/wrangler.json`;
const UPLOAD_DIR = `${PRODUCTION_DIR}/upload`;
// The Cloudflare plugin writes wrangler's deploy redirect on every build; `vite preview` (npm start, e2e) reads it too.
const DEPLOY_REDIRECT = ".wrangler/deploy/config.json";

/** What a development build carries and the production bundle must not (docs/decisions/007). */
export const LEFT_OUT = {
  "sandbox session helper": "/wps/sandbox/session",
  "sandbox whitelabel helper": "/wps/sandbox/whitelabel",
  "sandbox SMS inbox": "/wps/sandbox/sms",
  "sandbox plain-captcha answer": "/wps/sandbox/captcha/plain",
  "sandbox download helpers": "/wps/sandbox/download",
  "sandbox registration reader": "/wps/sandbox/registration",
  "sandbox scenarios": "X-Sandbox-Scenario",
  "demo merchant seeding": "demo_seed_failed",
  "Firebase SDK": "@firebase/",
} as const;

export interface UploadSize {
  rawKiB: number;
  gzipKiB: number;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(" ")} exited with ${code}\n${output}`))));
  });
}

/** Builds production into dist-production/ and leaves the deploy redirect as it was (pointing at dist/). */
export async function buildProduction(): Promise<void> {
  const previous = existsSync(DEPLOY_REDIRECT) ? readFileSync(DEPLOY_REDIRECT) : null;
  try {
    await run("npx", ["vite", "build"], { ...process.env, CLOUDFLARE_ENV: "production" });
  } finally {
    if (previous) writeFileSync(DEPLOY_REDIRECT, previous);
    else rmSync(DEPLOY_REDIRECT, { force: true });
  }
}

/** `wrangler deploy --dry-run` of the production build: the upload wrangler reports, its modules written to dist-production/upload. */
export async function dryRunUpload(): Promise<UploadSize> {
  rmSync(UPLOAD_DIR, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = { ...process.env, WRANGLER_SEND_METRICS: "false" };
  // The built config is already the production environment's; naming it again would make wrangler look for it inside.
  delete env.CLOUDFLARE_ENV;
  const output = await run("npx", ["wrangler", "deploy", "--dry-run", "--config", WORKER_CONFIG, "--outdir", UPLOAD_DIR], env);
  const match = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(output);
  if (!match) throw new Error(`wrangler did not report the upload size:\n${output}`);
  return { rawKiB: Number(match[1]), gzipKiB: Number(match[2]) };
}

/** The public files (the client build) that name a path inside node_modules: none expected (issue #34). */
export function publicFilesNamingDependencies(): string[] {
  const root = path.join(PRODUCTION_DIR, "client");
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(js|json|css|html|webmanifest)$/.test(file))
    .filter((file) => readFileSync(path.join(root, file), "utf8").includes("node_modules/"));
}

/** The LEFT_OUT entries found in the uploaded modules (none expected). */
export function leftInModules(): string[] {
  const files = readdirSync(UPLOAD_DIR, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".js"));
  const code = files.map((file) => readFileSync(path.join(UPLOAD_DIR, file), "utf8")).join("\n");
  return Object.entries(LEFT_OUT)
    .filter(([, marker]) => code.includes(marker))
    .map(([what, marker]) => `${what} (${marker})`);
}
