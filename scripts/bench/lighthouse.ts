/**
 * Lighthouse mobile (emulated phone, slow 4G) against the compressing proxy, with Debian's Chromium, at the CPU slowdown
 * the bench chooses (calibrated to the host: ./calibration.ts), simulated or applied; the median of several runs, with
 * their spread. Each run is a first visit (nothing stored) and then, in the same browser, a repeat visit.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type RunnerResult } from "lighthouse";
import { CHROMIUM_ARGS } from "../../playwright.config.ts";
import { median } from "./median.ts";
import { atItsOwnSlowdown, type GatheredRun, mobileThrottling } from "./calibration.ts";
import { type MainThreadShare, mainThreadShare, type TraceEvent } from "./mainThreadShare.ts";

export interface LighthouseFigures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  /** Speed Index: how soon the screen looked finished (a popup that opens last counts as the finished look). */
  si: number;
  /** Lighthouse's measure of the host's CPU (a mid-tier phone such as a Pixel 5 scores about 1000). */
  benchmarkIndex: number;
  /** The CPU slowdown the run was measured at: its own calibrated one, when each run is calibrated (docs/decisions/074). */
  cpuSlowdown: number;
  /** The run's trace read as recorded: how much of its long tasks the page's main thread ran (./mainThreadShare.ts). */
  mainThread: MainThreadShare;
  /** What the largest paint was: the element's CSS path, as Lighthouse names it (issue #35: the banner, not a popup). */
  lcpElement: string;
  /** Script the visit transferred, compressed, until Lighthouse stopped it (its "resource-summary"): every part, not only the first screen's. */
  scriptBytes: number;
}

/** Lighthouse's "resource-summary" audit: the transfer of the visit's scripts. */
function scriptBytesOf(audit: unknown): number {
  const items = (audit as { details?: { items?: { resourceType?: string; transferSize?: number }[] } } | undefined)?.details?.items ?? [];
  return items.find((item) => item.resourceType === "script")?.transferSize ?? Number.NaN;
}

/** Lighthouse's "largest-contentful-paint-element" audit: the element's selector, or "?" when it names none. */
function lcpElementOf(audit: unknown): string {
  const details = (audit as { details?: { items?: { items?: { node?: { selector?: string; nodeLabel?: string } }[] }[] } } | undefined)?.details;
  const node = details?.items?.[0]?.items?.[0]?.node;
  return node?.selector ?? node?.nodeLabel ?? "?";
}

/** The same Debian Chromium flags as the e2e tests, headless. */
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

/** Lighthouse's reason when a run measured nothing (NO_FCP, a protocol time-out): its figures are then NaN. */
type Run = LighthouseFigures & { failure?: string };

/**
 * How Lighthouse slows the phone down: "simulate" (its default) loads the page at the host's full speed and multiplies
 * each task of the recorded trace by the slowdown; "devtools" slows the page's CPU and network while it loads and
 * measures what happens (docs/decisions/065).
 */
export type ThrottlingMethod = "simulate" | "devtools";

/** The CPU slowdown `"each run"` stands for: each simulated run's own, from the benchmarkIndex it measured. */
export type CpuSlowdown = number | "each run";

/**
 * A simulated run at the slowdown its own benchmarkIndex calls for (docs/decisions/074). Lighthouse measures the host
 * at the start of each run, and this host's speed moves within seconds, so a slowdown chosen beforehand suits some
 * runs and not others. The run is gathered first (at `provisional`, which only the page's requestIdleCallback
 * deadline reads: a simulated run slows nothing while it gathers); its trace is then simulated at the slowdown
 * calibrated to the benchmarkIndex recorded with it.
 */
async function measureCalibratedEachRun(
  url: string,
  flags: Parameters<typeof lighthouse>[1],
  provisional: number,
): Promise<{ result: RunnerResult | undefined; cpuSlowdown: number }> {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-lighthouse-"));
  try {
    await lighthouse(url, { ...flags, gatherMode: dir });
    const file = path.join(dir, "artifacts.json");
    const artifacts = JSON.parse(readFileSync(file, "utf8")) as GatheredRun;
    const cpuSlowdown = atItsOwnSlowdown(artifacts, provisional);
    writeFileSync(file, JSON.stringify(artifacts));
    return { result: await lighthouse(url, { ...flags, throttling: mobileThrottling(cpuSlowdown), auditMode: dir }), cpuSlowdown };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One Lighthouse navigation in an open browser: a first visit, or (`repeat`) a visit with what the last one stored. */
async function measure(url: string, port: number, slowdown: CpuSlowdown, provisional: number, repeat: boolean, method: ThrottlingMethod): Promise<Run> {
  // The slowdown known before the run: the one it runs at, unless a simulated run is calibrated to itself.
  const before = slowdown === "each run" ? provisional : slowdown;
  const flags = {
    port,
    output: "json" as const,
    logLevel: "error" as const,
    onlyCategories: ["performance"],
    throttlingMethod: method,
    throttling: mobileThrottling(before),
    disableStorageReset: repeat,
  };
  const { result, cpuSlowdown } =
    slowdown === "each run" && method === "simulate"
      ? await measureCalibratedEachRun(url, flags, before)
      : { result: await lighthouse(url, flags), cpuSlowdown: before };
  {
    const lhr = result!.lhr;
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const trace = (result!.artifacts as { Trace?: { traceEvents: TraceEvent[] } }).Trace;
    const mainThread = (trace && mainThreadShare(trace.traceEvents)) ?? { blockingByWall: Number.NaN, blockingByCpu: Number.NaN, cpuShare: Number.NaN };
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: audit("largest-contentful-paint"),
      tbt: audit("total-blocking-time"),
      cls: audit("cumulative-layout-shift"),
      fcp: audit("first-contentful-paint"),
      si: audit("speed-index"),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      cpuSlowdown,
      mainThread,
      lcpElement: lcpElementOf(lhr.audits["largest-contentful-paint-element"]),
      scriptBytes: scriptBytesOf(lhr.audits["resource-summary"]),
      ...(lhr.runtimeError ? { failure: lhr.runtimeError.code } : {}),
    };
  }
}

/** A first visit, then a repeat visit in the same browser. */
async function visitTwice(
  url: string,
  cpuSlowdown: CpuSlowdown,
  provisional: number,
  withRepeat: boolean,
  method: ThrottlingMethod = "simulate",
): Promise<{ first: Run; repeat?: Run }> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
  try {
    const first = await measure(url, chrome.port, cpuSlowdown, provisional, false, method);
    return withRepeat ? { first, repeat: await measure(url, chrome.port, cpuSlowdown, provisional, true, method) } : { first };
  } finally {
    await chrome.kill();
  }
}

const mostCommon = (values: string[]) => [...values].sort((a, b) => values.filter((v) => v === b).length - values.filter((v) => v === a).length)[0]!;

const measured = (run: Run) => !run.failure && [run.lcp, run.tbt, run.fcp].every(Number.isFinite);

export type Measured = LighthouseFigures & { runs: LighthouseFigures[] };

function summary(all: LighthouseFigures[]): Measured {
  return {
    score: median(all.map((run) => run.score)),
    lcp: median(all.map((run) => run.lcp)),
    tbt: median(all.map((run) => run.tbt)),
    cls: median(all.map((run) => run.cls)),
    fcp: median(all.map((run) => run.fcp)),
    si: median(all.map((run) => run.si)),
    benchmarkIndex: median(all.map((run) => run.benchmarkIndex)),
    cpuSlowdown: median(all.map((run) => run.cpuSlowdown)),
    mainThread: {
      blockingByWall: median(all.map((run) => run.mainThread.blockingByWall)),
      blockingByCpu: median(all.map((run) => run.mainThread.blockingByCpu)),
      cpuShare: median(all.map((run) => run.mainThread.cpuShare)),
    },
    // The element most runs painted largest.
    lcpElement: mostCommon(all.map((run) => run.lcpElement)),
    scriptBytes: median(all.map((run) => run.scriptBytes)),
    runs: all,
  };
}

/**
 * Measures every page `runs` times, in rounds: each round visits every page once (a first visit, then a repeat visit
 * in the same browser), so a busy spell of the host falls on all the pages alike, not on whichever page was being
 * measured then. Takes the median of each figure per page. A run that measured nothing (Lighthouse's own failure,
 * seen once in a while on this machine) is said, not counted, and made up for at the end, twice at most per page.
 */
export async function lighthouseVisits(
  urls: readonly string[],
  {
    runs = 5,
    cpuSlowdown = 4,
    provisional = 4,
    repeat = true,
    method = "simulate",
  }: {
    runs?: number;
    /** A fixed slowdown, or each simulated run's own (docs/decisions/074). */
    cpuSlowdown?: CpuSlowdown;
    /** With "each run": the slowdown a run is gathered at, and a run that measured no benchmarkIndex is simulated at. */
    provisional?: number;
    repeat?: boolean;
    method?: ThrottlingMethod;
  } = {},
): Promise<{ first: Measured; repeat?: Measured }[]> {
  const pages = urls.map((url) => {
    const { pathname, searchParams } = new URL(url);
    return {
      url,
      name: searchParams.has("__render") ? `${pathname} client-only` : pathname,
      firsts: [] as LighthouseFigures[],
      repeats: [] as LighthouseFigures[],
      attempts: 0,
    };
  });
  const visit = async (page: (typeof pages)[number]) => {
    page.attempts++;
    const visits = await visitTwice(page.url, cpuSlowdown, provisional, repeat, method);
    if (!measured(visits.first) || (visits.repeat && !measured(visits.repeat))) {
      console.log(`  (a run of ${page.name} measured nothing: ${visits.first.failure ?? visits.repeat?.failure ?? "no figures"}; not counted)`);
      return;
    }
    page.firsts.push(visits.first);
    if (visits.repeat) page.repeats.push(visits.repeat);
  };
  for (let round = 0; round < runs; round++) for (const page of pages) await visit(page);
  for (const page of pages) while (page.firsts.length < runs && page.attempts < runs + 2) await visit(page);
  return pages.map((page) => {
    if (page.firsts.length === 0) throw new Error(`Lighthouse measured nothing on ${page.url}`);
    return { first: summary(page.firsts), ...(page.repeats.length ? { repeat: summary(page.repeats) } : {}) };
  });
}

/** The host's benchmarkIndex as Lighthouse measures it: the median of three quick first visits of `url`. */
export async function hostBenchmarkIndex(url: string): Promise<number> {
  const indexes: number[] = [];
  for (let i = 0; i < 3; i++) indexes.push((await visitTwice(url, 4, 4, false)).first.benchmarkIndex);
  return median(indexes.filter(Number.isFinite));
}
