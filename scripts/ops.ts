/**
 * Operations CLI (README: Operations). Reads and writes merchant configs in the CONFIG KV namespace and the sandbox's
 * database through wrangler: local state by default, production with --remote. The operations themselves are
 * scripts/ops/commands.ts, which the e2e tests run in-process on the same local state.
 *
 *   npm run ops -- maintenance on|off <merchant> [--until ISO] [--message [LANG=]TEXT]... [--remote]
 *   npm run ops -- merchant show|set|map …, content show|set|reset …, chat …, push …, release bump|show …,
 *                  domain block|unblock …, events …   (npm run ops -- --help lists them all)
 */
import { parseOpsArgs, runOps, USAGE } from "./ops/commands.ts";
import { OpsRefusal } from "./ops/store.ts";
import { wranglerStore } from "./ops/wranglerStore.ts";

const argv = process.argv.slice(2);
const { values: flags, positionals } = parseOpsArgs(argv);
if (flags.help || positionals.length === 0) {
  console.log(USAGE);
  process.exit(flags.help ? 0 : 1);
}
try {
  await runOps(argv, wranglerStore(flags.remote), { log: (line) => console.log(line), note: (line) => console.error(line) });
} catch (error) {
  if (!(error instanceof OpsRefusal)) throw error;
  console.error(`ops: ${error.message}`);
  process.exit(1);
}
