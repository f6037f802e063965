import { describe, expect, it } from "vitest";
import { declarations, sheets } from "./styleSheets";

// Every size and weight pair is a font lookup the first time text in it is laid out (docs/decisions/040).
describe("the type scale", () => {
  it("has style sheets to check", () => {
    expect(Object.keys(sheets).length).toBeGreaterThan(20);
  });

  it("sizes text only from the scale's variables", () => {
    const stray = declarations("font-size").filter(({ value }) => !/^var\(--type-(2xs|xs|s|m|l|xl|2xl|3xl)\)$/.test(value) && value !== "inherit");
    expect(stray).toEqual([]);
  });

  it("uses two weights, 400 and 700", () => {
    const stray = declarations("font-weight").filter(({ value }) => !["400", "700", "inherit"].includes(value));
    expect(stray).toEqual([]);
  });

  it("defines each size once, in pixels", () => {
    const scale = declarations("--type-[\\w-]+").map(({ value }) => value);
    expect(scale).toHaveLength(8);
    for (const value of scale) expect(value).toMatch(/^\d+px$/);
  });
});
