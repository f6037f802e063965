import { describe, expect, it } from "vitest";
import { declarations } from "./styleSheets";

describe("placeholders (docs/decisions/041)", () => {
  it("a placeholder's endless pulse or shimmer waits --loading-motion-delay before it moves", () => {
    const placeholders = declarations("animation").filter(({ value }) => /\b(pulse|shimmer)\b/.test(value) && /\binfinite\b/.test(value));
    expect(placeholders.length).toBeGreaterThanOrEqual(5);
    expect(placeholders.filter(({ value }) => !value.includes("var(--loading-motion-delay)"))).toEqual([]);
  });

  it("the delay is one second", () => {
    expect(declarations("--loading-motion-delay").map(({ value }) => value)).toEqual(["1s"]);
  });
});
