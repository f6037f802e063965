import { describe, expect, it } from "vitest";
import { mainThreadShare, type TraceEvent } from "../../scripts/bench/mainThreadShare";

const thread = (pid: number, tid: number, name: string): TraceEvent => ({ name: "thread_name", ph: "M", pid, tid, ts: 0, args: { name } });
const task = (ts: number, durMs: number, cpuMs: number, pid = 1, tid = 1): TraceEvent => ({
  name: "RunTask",
  ph: "X",
  pid,
  tid,
  ts,
  dur: durMs * 1000,
  tdur: cpuMs * 1000,
});

describe("issue #10 bench: where blocking time comes from (docs/decisions/045)", () => {
  it("counts the page's long tasks after first paint by wall time and by the thread's CPU time", () => {
    const events: TraceEvent[] = [
      thread(1, 1, "CrRendererMain"),
      // Before the first contentful paint: not counted, as in Lighthouse.
      task(0, 100, 100),
      { name: "firstContentfulPaint", ph: "R", pid: 1, tid: 1, ts: 200_000 },
      // 30 ms of wall time, 5 of CPU: 4 × 30 − 50 = 70 by wall, nothing by CPU.
      task(300_000, 30, 5),
      // A task that laid the page out counts twice, not four times: 2 × 40 − 50 = 30; by CPU 2 × 30 − 50 = 10.
      task(400_000, 40, 30),
      { name: "Layout", ph: "X", pid: 1, tid: 1, ts: 410_000, dur: 5_000 },
      // Short: counted neither way.
      task(500_000, 10, 10),
    ];
    const share = mainThreadShare(events)!;
    expect(share.blockingByWall).toBeCloseTo(100);
    expect(share.blockingByCpu).toBeCloseTo(10);
    // The long tasks ran 35 of their 70 ms.
    expect(share.cpuShare).toBeCloseTo(0.5);
  });

  it("reads the page's renderer, not another one with fewer events", () => {
    const events: TraceEvent[] = [
      thread(1, 1, "CrRendererMain"),
      thread(2, 2, "CrRendererMain"),
      { name: "firstContentfulPaint", ph: "R", pid: 1, tid: 1, ts: 0 },
      task(10, 30, 30),
      task(50_000, 1, 1),
      task(60_000, 1, 1),
      task(10, 500, 500, 2, 2),
    ];
    expect(mainThreadShare(events)!.blockingByCpu).toBeCloseTo(70);
  });

  it("without a first paint or a renderer there is nothing to say", () => {
    expect(mainThreadShare([thread(1, 1, "CrRendererMain"), task(0, 30, 30)])).toBeNull();
    expect(mainThreadShare([])).toBeNull();
  });
});
