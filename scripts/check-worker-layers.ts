/**
 * DESIGN §2's order inside the worker, checked on its import graph (run by `npm run lint`):
 *   index.ts → render/ → the concerns → edge/ → shared/
 * - no import runs back up that order;
 * - the concerns may use each other, but never in a circle: no two folders import each other, directly or round about;
 * - the sandbox is reached only by index.ts, through its door (worker/sandbox/index.ts), and imports only shared/.
 * ESLint's import-x/no-restricted-paths zones say the same file by file; this sees the folders as a whole.
 *   node scripts/check-worker-layers.ts [root]
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, ".."));
const worker = path.join(root, "worker");

/** Higher imports lower; the concerns share one rank and must not make a circle among themselves. */
const RANK: Record<string, number> = { "index.ts": 3, render: 2, edge: 0, "buildFlags.d.ts": 0, "env.d.ts": 0 };
const CONCERN_RANK = 1;
const SANDBOX = "sandbox";

const rankOf = (unit: string) => RANK[unit] ?? CONCERN_RANK;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && entry.name !== "env.d.ts" ? [full] : [];
  });
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|(?:^|\n)\s*import\s*["']([^"']+)["']/g;

/** The worker unit a path belongs to: its first folder under worker/, or a top-level file itself (`index.ts`). */
function unitOf(target: string): string | null {
  const relative = path.relative(worker, target);
  if (relative.startsWith("..")) return null;
  const [first = "", ...rest] = relative.split(path.sep);
  if (rest.length > 0) return first;
  if (existsSync(target) && statSync(target).isDirectory()) return first;
  return /\.tsx?$/.test(first) ? first : `${first}.ts`;
}

interface Edge {
  from: string;
  to: string;
  file: string;
  spec: string;
}

const problems: string[] = [];
const edges: Edge[] = [];
for (const file of sourceFiles(worker)) {
  const from = unitOf(file)!;
  for (const match of readFileSync(file, "utf8").matchAll(IMPORT)) {
    const spec = match[1] ?? match[2] ?? match[3]!;
    if (!spec.startsWith(".")) continue;
    const target = path.resolve(path.dirname(file), spec);
    const relativeToRoot = path.relative(root, target);
    const shown = `${path.relative(root, file)} imports ${spec}`;
    if (from === SANDBOX) {
      if (
        !relativeToRoot.startsWith(`worker${path.sep}${SANDBOX}`) &&
        !relativeToRoot.startsWith(`shared${path.sep}`) &&
        !relativeToRoot.startsWith("locales")
      ) {
        problems.push(`${shown}: the sandbox imports only shared/`);
      }
      continue;
    }
    const to = unitOf(target);
    if (!to || to === from) continue;
    if (to === SANDBOX) {
      const door = path.join(worker, SANDBOX);
      if (from !== "index.ts" || (target !== door && target !== path.join(door, "index") && target !== path.join(door, "index.ts"))) {
        problems.push(`${shown}: only worker/index.ts reaches the sandbox, through worker/sandbox/index.ts`);
      }
      continue;
    }
    edges.push({ from, to, file: path.relative(root, file), spec });
  }
}

for (const edge of edges) {
  if (rankOf(edge.to) > rankOf(edge.from) || (rankOf(edge.to) === rankOf(edge.from) && rankOf(edge.from) !== CONCERN_RANK)) {
    problems.push(`${edge.file} imports ${edge.spec}: ${edge.from} may not import ${edge.to}, which stands above it (index.ts → render → concerns → edge)`);
  }
}

// A circle among the concerns: a depth-first walk of the folder graph.
const concernEdges = new Map<string, Set<string>>();
for (const edge of edges) {
  if (rankOf(edge.from) !== CONCERN_RANK || rankOf(edge.to) !== CONCERN_RANK) continue;
  if (!concernEdges.has(edge.from)) concernEdges.set(edge.from, new Set());
  concernEdges.get(edge.from)!.add(edge.to);
}
const state = new Map<string, "walking" | "done">();
function walk(unit: string, trail: string[]): void {
  if (state.get(unit) === "done") return;
  if (state.get(unit) === "walking") {
    const circle = [...trail.slice(trail.indexOf(unit)), unit];
    const where = circle.slice(0, -1).map((from, index) => {
      const found = edges.find((edge) => edge.from === from && edge.to === circle[index + 1]);
      return found ? `${found.file} → ${found.spec}` : `${from} → ${circle[index + 1]}`;
    });
    problems.push(`the concerns import each other in a circle: ${circle.join(" → ")} (${where.join("; ")})`);
    return;
  }
  state.set(unit, "walking");
  for (const next of concernEdges.get(unit) ?? []) walk(next, [...trail, unit]);
  state.set(unit, "done");
}
for (const unit of concernEdges.keys()) walk(unit, []);

if (problems.length > 0) {
  console.error(`The worker's import order (DESIGN §2) is broken in ${problems.length} place(s):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(`worker layers: ${edges.length} imports between worker folders, all downward (DESIGN §2)`);
