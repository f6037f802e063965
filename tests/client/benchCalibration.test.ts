import { describe, expect, it } from "vitest";
import { atItsOwnSlowdown, calibratedSlowdown } from "../../scripts/bench/calibration";

describe("issue #37 the bench's CPU slowdown is calibrated to its host", () => {
  it("Lighthouse's calculator: 4x at benchmarkIndex 1533, about 13x at 3700, 2x at 800, 1x at 150", () => {
    expect(calibratedSlowdown(1533)).toBeCloseTo(4, 1);
    expect(calibratedSlowdown(3700)).toBeCloseTo(13.3, 1);
    expect(calibratedSlowdown(1300)).toBe(3);
    expect(calibratedSlowdown(800)).toBe(2);
    expect(calibratedSlowdown(150)).toBe(1);
    expect(calibratedSlowdown(50)).toBe(1);
  });

  it("each simulated run is set to the slowdown of the benchmarkIndex it measured (decision 074)", () => {
    const fast = { BenchmarkIndex: 3700, settings: { throttling: { cpuSlowdownMultiplier: 7 } } };
    const slow = { BenchmarkIndex: 1533, settings: { throttling: { cpuSlowdownMultiplier: 7 } } };
    expect(atItsOwnSlowdown(fast, 7)).toBeCloseTo(13.3, 1);
    expect(fast.settings.throttling.cpuSlowdownMultiplier).toBeCloseTo(13.3, 1);
    expect(atItsOwnSlowdown(slow, 7)).toBeCloseTo(4, 1);
    expect(slow.settings.throttling.cpuSlowdownMultiplier).toBeCloseTo(4, 1);
  });

  it("a run that measured no benchmarkIndex keeps the slowdown calibrated before the runs", () => {
    const unmeasured = { settings: { throttling: { cpuSlowdownMultiplier: 7 } } };
    expect(atItsOwnSlowdown(unmeasured, 9.5)).toBe(9.5);
    expect(unmeasured.settings.throttling.cpuSlowdownMultiplier).toBe(9.5);
    expect(atItsOwnSlowdown({ BenchmarkIndex: Number.NaN, settings: { throttling: { cpuSlowdownMultiplier: 7 } } }, 9.5)).toBe(9.5);
  });
});
