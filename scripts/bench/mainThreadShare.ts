/**
 * How much of the page's long tasks the main thread actually ran, from a Lighthouse run's trace (docs/decisions/045).
 *
 * A trace gives each task its wall time (`dur`) and the thread's own CPU time in it (`tdur`). On this 2-core host the
 * browser's other processes, Lighthouse and the local server take cores from the page while its tasks run, so a task
 * can last 30 ms of which the page's thread ran 5. Lighthouse's TBT counts wall time. This counts both ways with
 * Lighthouse's rule (4× the task, 2× if it laid the page out, less 50 ms, after the first contentful paint), on the
 * trace as recorded, not simulated: a diagnosis of where blocking time comes from, not a budget figure.
 */

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

export interface MainThreadShare {
  /** Blocking time counted from the tasks' wall time, in ms. */
  blockingByWall: number;
  /** The same, counted from the main thread's CPU time in those tasks, in ms. */
  blockingByCpu: number;
  /** Of the long tasks' wall time, the share the main thread ran (0–1). */
  cpuShare: number;
}

const SLOWDOWN = 4;
const LAYOUT_SLOWDOWN = 2;
const BLOCKING_MS = 50;

/** The page's main thread: of the threads named CrRendererMain, the one with the most events. */
function pageMainThread(events: TraceEvent[]): string | null {
  const renderers = new Set(
    events
      .filter((event) => event.ph === "M" && event.name === "thread_name" && event.args?.name === "CrRendererMain")
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const counts = new Map<string, number>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph === "X" && renderers.has(thread)) counts.set(thread, (counts.get(thread) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

export function mainThreadShare(events: TraceEvent[]): MainThreadShare | null {
  const main = pageMainThread(events);
  if (!main) return null;
  const onMain = events.filter((event) => `${event.pid}:${event.tid}` === main);
  const [pid] = main.split(":");
  // Marked by the page's renderer, on its main thread as a rule.
  const fcp = events.find((event) => event.name === "firstContentfulPaint" && `${event.pid}` === pid);
  if (!fcp) return null;
  const tasks = onMain.filter((event) => event.ph === "X" && event.name === "RunTask" && event.ts >= fcp.ts && (event.dur ?? 0) > 0);
  const layouts = onMain.filter((event) => event.ph === "X" && event.name === "Layout").map((event) => event.ts);
  let blockingByWall = 0;
  let blockingByCpu = 0;
  let longWall = 0;
  let longCpu = 0;
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    const slowdown = layouts.some((at) => at >= task.ts && at <= end) ? LAYOUT_SLOWDOWN : SLOWDOWN;
    const wall = task.dur! / 1000;
    const cpu = (task.tdur ?? task.dur!) / 1000;
    blockingByWall += Math.max(0, wall * slowdown - BLOCKING_MS);
    blockingByCpu += Math.max(0, cpu * slowdown - BLOCKING_MS);
    if (wall * slowdown > BLOCKING_MS) {
      longWall += wall;
      longCpu += cpu;
    }
  }
  return { blockingByWall, blockingByCpu, cpuShare: longWall > 0 ? longCpu / longWall : 1 };
}
