import { runOps } from "../../scripts/ops/commands.ts";
import { type OpsStore, OpsRefusal } from "../../scripts/ops/store.ts";
import { postJson } from "./sandboxHttp";
import { port } from "../../playwright.config";

/** One storage request to the e2e server's own process (worker/sandbox/storageRoutes.ts); its answer's value. */
async function storage<T>(request: { kv: "get" | "put" | "delete"; key: string; value?: string } | { sql: string }): Promise<T> {
  const answer = await postJson(`http://demo.localhost:${port}`, "/wps/sandbox/storage", request);
  const body = JSON.parse(answer.body) as { success: boolean; value?: T; message?: string };
  if (!body.success) throw new Error(body.message ?? `storage answered ${answer.status}`);
  return body.value as T;
}

/**
 * The e2e server's local KV and D1, written by the server itself: what `npm run ops` writes there with wrangler's
 * commands, without a second process on the same SQLite files (it makes the server's own queries fail with
 * SQLITE_BUSY now and then: docs/decisions/051) and without starting wrangler for every operation.
 */
const serverStore: OpsStore = {
  remote: false,
  kvGet: (key) => storage<string | null>({ kv: "get", key }),
  kvPut: (key, value) => storage<void>({ kv: "put", key, value }),
  kvDelete: (key) => storage<void>({ kv: "delete", key }),
  sql: (statement) => storage<Record<string, unknown>[]>({ sql: statement }),
};

/**
 * Runs an operation of the CLI (`npm run ops -- <args>`) on the e2e server's local state, as an operator would, and
 * answers what it printed. A refusal fails the test with the operator's line.
 */
export async function ops(...args: string[]): Promise<string> {
  const lines: string[] = [];
  try {
    await runOps(args, serverStore, { log: (line) => lines.push(line), note: () => undefined });
  } catch (error) {
    if (error instanceof OpsRefusal) throw new Error(`ops ${args.join(" ")}: ${error.message}`);
    throw error;
  }
  return lines.join("\n");
}
