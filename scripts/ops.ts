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
try {
  const { values: flags, positionals } = parseOpsArgs(argv);
  if (flags.help || positionals.length === 0) {
    console.log(USAGE);
    process.exit(flags.help ? 0 : 1);
  }
  await runOps(argv, wranglerStore(flags.remote), { log: (line) => console.log(line), note: (line) => console.error(line) });
} catch (error) {
  // One clear line for the operator (issue #36, item 7); the stack only when asked for, to report a fault of ours.
  const message = error instanceof OpsRefusal ? error.message : `unexpected failure: ${error instanceof Error ? error.message : String(error)}`;
  console.error(`ops: ${message}`);
  if (!(error instanceof OpsRefusal) && process.env.OPS_DEBUG) console.error(error);
  process.exit(1);
}
