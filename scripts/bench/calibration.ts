/**
 * Lighthouse's CPU slowdown calibrated to the host (issue #37): its 4x emulates the reference mid-range phone only on
 * a host of benchmarkIndex about 1533. The multiplier for another host, from Lighthouse's own throttling guide and its
 * CPU-throttling calculator.
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** Lighthouse's mobile network (its `mobileSlow4G`, simulated), with the CPU slowdown the bench chooses. */
export function mobileThrottling(cpuSlowdownMultiplier: number) {
  return {
    rttMs: 150,
    throughputKbps: 1.6 * 1024,
    requestLatencyMs: 150 * 3.75,
    downloadThroughputKbps: 1.6 * 1024 * 0.9,
    uploadThroughputKbps: 750 * 0.9,
    cpuSlowdownMultiplier,
  };
}

/** What the bench reads and sets in a gathered run's saved artifacts (Lighthouse's `artifacts.json`). */
export interface GatheredRun {
  BenchmarkIndex?: number;
  settings: { throttling: { cpuSlowdownMultiplier: number } };
}

/**
 * Sets a gathered run to be simulated at the slowdown its own benchmarkIndex calls for (docs/decisions/074), or at
 * `provisional` when it measured none; returns that slowdown. Lighthouse audits only with the settings it gathered
 * with, and the slowdown is the one setting a simulated gather does not slow anything by.
 */
export function atItsOwnSlowdown(run: GatheredRun, provisional: number): number {
  const index = run.BenchmarkIndex;
  const slowdown = typeof index === "number" && Number.isFinite(index) && index > 0 ? calibratedSlowdown(index) : provisional;
  run.settings.throttling.cpuSlowdownMultiplier = slowdown;
  return slowdown;
}
