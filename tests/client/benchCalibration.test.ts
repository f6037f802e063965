import { describe, expect, it } from "vitest";
import { calibratedSlowdown } from "../../scripts/bench/calibration";

describe("issue #37 the bench's CPU slowdown is calibrated to its host", () => {
  it("Lighthouse's calculator: 4x at benchmarkIndex 1533, about 13x at 3700, 2x at 800, 1x at 150", () => {
    expect(calibratedSlowdown(1533)).toBeCloseTo(4, 1);
    expect(calibratedSlowdown(3700)).toBeCloseTo(13.3, 1);
    expect(calibratedSlowdown(1300)).toBe(3);
    expect(calibratedSlowdown(800)).toBe(2);
    expect(calibratedSlowdown(150)).toBe(1);
    expect(calibratedSlowdown(50)).toBe(1);
  });
});
