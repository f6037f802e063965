/**
 * Issue #37 item 5: how many requests a second the edge answers with 50 connections open, a guest's page beside a
 * static file, and the CPU time workerd spends per request (read from /proc for the server's workerd processes).
 * Through `vite preview`, whose Node proxy sits in front of workerd on this host and not at Cloudflare: it costs every
 * path alike, static files included.
 */
import { readdirSync, readFileSync } from "node:fs";
import autocannon from "autocannon";

export interface Throughput {
  perSecond: number;
  p50Ms: number;
  /** workerd's CPU time (user and system) over the run, per answered request. */
  workerdCpuMsPerRequest: number;
  failed: number;
}

const CLOCK_TICKS_PER_SECOND = 100;

/** The CPU time so far, in ms, of the workerd processes in a process group (the detached `vite preview`'s). */
function workerdCpuMs(processGroup: number): number {
  let ticks = 0;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      // Fields after the command's closing bracket: state, ppid, pgrp, …; utime and stime are the 14th and 15th fields.
      const command = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (command === "workerd" && Number(fields[2]) === processGroup) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended while being read
    }
  }
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** 50 connections for `seconds` against one address of the demo merchant. */
export async function throughput(
  port: number,
  host: string,
  path: string,
  processGroup: number,
  { seconds = 10, headers = {} as Record<string, string> } = {},
): Promise<Throughput> {
  const cpuBefore = workerdCpuMs(processGroup);
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    connections: 50,
    duration: seconds,
    headers: { host, "accept-language": "pt-BR", ...headers },
  });
  const answered = Math.max(1, result.requests.total);
  return {
    perSecond: result.requests.average,
    p50Ms: result.latency.p50,
    workerdCpuMsPerRequest: (workerdCpuMs(processGroup) - cpuBefore) / answered,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** The production deployment's value of a var (wrangler.toml's `[env.production.vars]`), so the bench caches as it does. */
export function productionVar(name: string): string {
  const toml = readFileSync("wrangler.toml", "utf8");
  const section = toml.slice(toml.indexOf("[env.production.vars]"));
  const value = new RegExp(`^${name}\\s*=\\s*"([^"]*)"`, "m").exec(section.slice(0, section.indexOf("\n[", 1) + 1 || undefined))?.[1];
  if (value === undefined) throw new Error(`wrangler.toml: [env.production.vars] has no ${name}`);
  return value;
}
