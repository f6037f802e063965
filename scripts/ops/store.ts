/**
 * Where the operations CLI reads and writes: the CONFIG KV namespace and the sandbox's D1 (SANDBOX_DB). The CLI goes
 * through wrangler (wranglerStore.ts); the e2e tests hold one local platform proxy per test worker (tests/e2e/ops.ts).
 */
export interface OpsStore {
  /** Production (`--remote`), or the local state of `npm start` and the tests. */
  readonly remote: boolean;
  kvGet(key: string): Promise<string | null>;
  kvPut(key: string, value: string): Promise<void>;
  kvDelete(key: string): Promise<void>;
  /** One SQL statement on the sandbox's database; its rows. Values are written into the text as SQL literals (`sqlText`). */
  sql(statement: string): Promise<Record<string, unknown>[]>;
}

/** What an operation could not do, said to the operator in one line (the CLI exits 1). */
export class OpsRefusal extends Error {}

/** A SQL string literal (wrangler's command line takes no bound parameters). */
export const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;
