import { env } from "cloudflare:test";
import { beforeAll } from "vitest";
import { forgetMigrated } from "../../worker/sandbox/migrate";
import { resetEdgeCaches } from "./helpers";

/**
 * Every test file starts from the storage a fresh deployment has: empty KV, an empty sandbox database (migrated and
 * seeded again on first use) and no edge caches. The files share one workerd instance and its module cache
 * (`isolate: false` in vitest.worker.config.ts), which saves re-importing the worker for each of them; this keeps
 * what a file may count on the same as when each had its own.
 */
beforeAll(async () => {
  let cursor: string | undefined;
  do {
    const page = await env.CONFIG.list({ cursor });
    await Promise.all(page.keys.map((key) => env.CONFIG.delete(key.name)));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);

  const tables = await env.SANDBOX_DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY rowid DESC",
  ).all<{ name: string }>();
  if (tables.results.length > 0) {
    await env.SANDBOX_DB.batch([
      env.SANDBOX_DB.prepare("PRAGMA defer_foreign_keys = ON"),
      ...tables.results.map(({ name }) => env.SANDBOX_DB.prepare(`DROP TABLE IF EXISTS "${name.replace(/"/g, '""')}"`)),
    ]);
  }
  forgetMigrated();
  resetEdgeCaches();
});
