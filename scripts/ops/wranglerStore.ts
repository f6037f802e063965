import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type OpsStore, OpsRefusal } from "./store.ts";

/** The CLI's store: wrangler's own commands, on the local state (`MC_STATE_DIR`, else .wrangler/state) or production. */
export function wranglerStore(remote: boolean, stateDir = process.env.MC_STATE_DIR ?? ".wrangler/state"): OpsStore {
  const target = remote ? ["--remote", "--env", "production"] : ["--local", "--persist-to", stateDir];
  const run = (args: string[]) => {
    const result = spawnSync("npx", ["wrangler", ...args, ...target], { encoding: "utf8", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } });
    return { ok: result.status === 0, stdout: result.stdout ?? "", stderr: result.stderr ?? "" };
  };
  const kv = (args: string[]) => run(["kv", "key", ...args, "--binding", "CONFIG"]);
  const said = (result: { stdout: string; stderr: string }) => result.stderr.trim() || result.stdout.trim();

  return {
    remote,
    async kvGet(key) {
      const result = kv(["get", key, "--text"]);
      if (!result.ok) {
        if (/not found/i.test(result.stdout + result.stderr)) return null;
        throw new OpsRefusal(`could not read ${key}: ${said(result)}`);
      }
      const text = result.stdout.trim();
      return text === "" || /^Value not found/i.test(text) ? null : text;
    },
    async kvPut(key, value) {
      // A value too large for an argument (a merchant's content is tens of KB) goes through a file.
      const dir = mkdtempSync(path.join(tmpdir(), "ops-"));
      try {
        const file = path.join(dir, "value");
        writeFileSync(file, value);
        const result = kv(["put", key, "--path", file]);
        if (!result.ok) throw new OpsRefusal(`could not write ${key}: ${said(result)}`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    async kvDelete(key) {
      const result = kv(["delete", key]);
      if (!result.ok && !/not found/i.test(result.stdout + result.stderr)) throw new OpsRefusal(`could not delete ${key}: ${said(result)}`);
    },
    async sql(statement) {
      const result = run(["d1", "execute", "SANDBOX_DB", "--json", "--command", statement]);
      if (!result.ok) throw new Error(`${result.stdout}${result.stderr}`.trim());
      try {
        const answers = JSON.parse(result.stdout) as { results?: Record<string, unknown>[] }[];
        return answers.flatMap((answer) => answer.results ?? []);
      } catch {
        throw new OpsRefusal(`unexpected answer from wrangler: ${result.stdout.trim()}`);
      }
    },
  };
}
