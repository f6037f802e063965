/**
 * Lighthouse mobile (its default: emulated phone, simulated slow 4G, 4x CPU slowdown) against the
 * compressing proxy, with Debian's Chromium; the median of several runs, as the issue asks.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS } from "../../playwright.config.ts";

export interface LighthouseFigures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  /** Lighthouse's measure of the host's CPU (a mid-tier phone such as a Pixel 5 scores about 1000). */
  benchmarkIndex: number;
}

/** The same Debian Chromium flags as the e2e tests, headless. */
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

async function runOnce(url: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
    const lhr = result!.lhr;
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: audit("largest-contentful-paint"),
      tbt: audit("total-blocking-time"),
      cls: audit("cumulative-layout-shift"),
      fcp: audit("first-contentful-paint"),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    await chrome.kill();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Runs `runs` times and takes the median of each figure. */
export async function lighthouseMedian(url: string, runs = 3): Promise<LighthouseFigures & { runs: LighthouseFigures[] }> {
  const all: LighthouseFigures[] = [];
  for (let index = 0; index < runs; index++) all.push(await runOnce(url));
  return {
    score: median(all.map((run) => run.score)),
    lcp: median(all.map((run) => run.lcp)),
    tbt: median(all.map((run) => run.tbt)),
    cls: median(all.map((run) => run.cls)),
    fcp: median(all.map((run) => run.fcp)),
    benchmarkIndex: median(all.map((run) => run.benchmarkIndex)),
    runs: all,
  };
}
