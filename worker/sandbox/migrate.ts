const files = import.meta.glob<string>("./migrations/*.sql", { eager: true, query: "?raw", import: "default" });

/** Migrations in file order, split into statements (one per line-ending `;`). */
export const MIGRATIONS = Object.entries(files)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([path, sql]) => ({
    name: path.replace(/^.*\//, ""),
    statements: sql
      .split(/;\s*$/m)
      .map((statement) => statement.replace(/^\s*--.*$/gm, "").trim())
      .filter(Boolean),
  }));

let migrated: Promise<void> | null = null;

/**
 * Applies pending migrations on first use, recording them in wrangler's own
 * `d1_migrations` table, so `npm start`, tests and `wrangler d1 migrations apply`
 * agree on what has run. Each migration is one atomic batch.
 */
export function ensureMigrated(db: D1Database): Promise<void> {
  migrated ??= (async () => {
    await db
      .prepare(
        "CREATE TABLE IF NOT EXISTS d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)",
      )
      .run();
    const applied = await db.prepare("SELECT name FROM d1_migrations").all<{ name: string }>();
    const done = new Set(applied.results.map((row) => row.name));
    for (const migration of MIGRATIONS) {
      if (done.has(migration.name)) continue;
      await db.batch([
        ...migration.statements.map((statement) => db.prepare(statement)),
        db.prepare("INSERT OR IGNORE INTO d1_migrations (name) VALUES (?)").bind(migration.name),
      ]);
    }
  })().catch((error) => {
    migrated = null;
    throw error;
  });
  return migrated;
}

/** Tests that give each file an empty database (tests/worker/freshStorage.ts) make the next use migrate again. */
export function forgetMigrated(): void {
  migrated = null;
}
