import { getPlatformProxy } from "wrangler";
import { runOps } from "../../scripts/ops/commands.ts";
import { type OpsStore, OpsRefusal } from "../../scripts/ops/store.ts";
import { E2E_STATE_DIR } from "../../playwright.config";

/** The two bindings the operations use, as the local platform proxy gives them. */
interface Bindings {
  CONFIG: { get(key: string): Promise<string | null>; put(key: string, value: string): Promise<void>; delete(key: string): Promise<void> };
  SANDBOX_DB: { prepare(statement: string): { all(): Promise<{ results: Record<string, unknown>[] }> } };
}

let bindings: Promise<Bindings> | undefined;

/**
 * The e2e server's own KV and D1 (vite preview keeps them under `<state dir>/v3`), opened once per test worker
 * through wrangler's platform proxy: the same local storage `npm run ops` writes with wrangler's commands, without
 * starting wrangler for every operation. Miniflare closes it when the worker exits.
 */
function localBindings(): Promise<Bindings> {
  process.env.WRANGLER_LOG ??= "error";
  bindings ??= getPlatformProxy<Bindings>({ configPath: "wrangler.toml", persist: { path: `${E2E_STATE_DIR}/v3` } }).then((proxy) => proxy.env);
  return bindings;
}

const localStore: OpsStore = {
  remote: false,
  kvGet: async (key) => (await localBindings()).CONFIG.get(key),
  kvPut: async (key, value) => (await localBindings()).CONFIG.put(key, value),
  kvDelete: async (key) => (await localBindings()).CONFIG.delete(key),
  sql: async (statement) => (await (await localBindings()).SANDBOX_DB.prepare(statement).all()).results,
};

/**
 * Runs an operation of the CLI (`npm run ops -- <args>`) on the e2e server's local state, as an operator would, and
 * answers what it printed. A refusal fails the test with the operator's line.
 */
export async function ops(...args: string[]): Promise<string> {
  const lines: string[] = [];
  try {
    await runOps(args, localStore, { log: (line) => lines.push(line), note: () => undefined });
  } catch (error) {
    if (error instanceof OpsRefusal) throw new Error(`ops ${args.join(" ")}: ${error.message}`);
    throw error;
  }
  return lines.join("\n");
}
