import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS } from "../playwright.config.ts";
import { mobileThrottling } from "./bench/calibration.ts";
const url = process.argv[2]!;
const slowdown = Number(process.argv[3] ?? 13.3);
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", ...CHROMIUM_ARGS] });
const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"], throttlingMethod: "simulate", throttling: mobileThrottling(slowdown) });
await chrome.kill();
const lhr = result!.lhr;
console.log("score", lhr.categories.performance!.score, "TBT", lhr.audits["total-blocking-time"]!.numericValue, "LCP", lhr.audits["largest-contentful-paint"]!.numericValue, "FCP", lhr.audits["first-contentful-paint"]!.numericValue, "TTI", lhr.audits["interactive"]?.numericValue);
const lt = (lhr.audits["long-tasks"]!.details as any)?.items ?? [];
console.log("simulated long tasks:"); for (const t of lt) console.log("  ", Math.round(t.startTime), Math.round(t.duration), t.url);
const trace = (result!.artifacts as any).Trace.traceEvents as any[];
const names = new Map<string, string>();
for (const e of trace) if (e.ph === "M" && e.name === "thread_name") names.set(`${e.pid}:${e.tid}`, e.args.name);
const counts = new Map<string, number>();
for (const e of trace) if (e.ph === "X" && names.get(`${e.pid}:${e.tid}`) === "CrRendererMain") counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
const main = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
const ev = trace.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === "X").sort((a, b) => a.ts - b.ts);
const nav = trace.find((e) => e.name === "navigationStart" && `${e.pid}:${e.tid}` === main)?.ts ?? ev[0].ts;
const tasks = ev.filter((e) => e.name === "RunTask" && e.dur >= 8000);
console.log("observed tasks >= 8 ms:");
for (const t of tasks) {
  const kids = ev.filter((e) => e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e !== t && e.dur >= 1500);
  const desc = kids.slice(0, 6).map((k) => `${k.name}${k.args?.data?.url ? "(" + String(k.args.data.url).split("/").pop() + ")" : k.args?.data?.functionName ? "(" + k.args.data.functionName + ")" : ""}:${(k.dur / 1000).toFixed(1)}`).join(" | ");
  console.log(`  at ${((t.ts - nav) / 1000).toFixed(0)} dur ${(t.dur / 1000).toFixed(1)} cpu ${((t.tdur ?? 0) / 1000).toFixed(1)}  ${desc}`);
}
