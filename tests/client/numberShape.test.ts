import { afterEach, describe, expect, it, vi } from "vitest";
import { adoptNumberShapes, firstScreenNumberShapes, formatMoney, formatNumber, formatPercent } from "#shared/format";
import { LANGUAGE_CODES, LANGUAGE_LOCALE } from "#shared/languages";
import { applyNumberShape, deriveNumberShape } from "#shared/numberShape";

const CURRENCIES = ["BRL", "USD", "VND", "THB", "INR", "CNY", "JPY", "EUR", "IDR", "KRW", "PHP", "AED", "BDT", "PKR", "CLP", "KWD"];
/** Rounding edges (binary halves, carries into a new group), signs, zero, exponents, grouping thresholds. */
const VALUES = [
  0,
  -0,
  1,
  -1,
  5,
  12.5,
  0.5,
  0.125,
  0.005,
  1.005,
  2.675,
  0.285,
  0.0001,
  -0.0001,
  999.9995,
  999.995,
  9.995,
  99.5,
  1234,
  12345,
  123456,
  1234567.891,
  -9876.54321,
  1e21,
  1.5e22,
  1e-7,
  123.456789,
  1000000,
  0.1 + 0.2,
  0.075,
  0.755,
  1.45,
  2.5,
  0.995,
  0.9995,
  10,
  1000,
  10000,
  100000,
];

afterEach(() => vi.restoreAllMocks());

describe("number shapes (issue #10: the first screen's numbers without building Intl.NumberFormat)", () => {
  it("§9 a shape writes every value exactly as its formatter does, in every language, for money, numbers and percentages", () => {
    const locales = [...new Set([...LANGUAGE_CODES.map((language) => LANGUAGE_LOCALE[language]), "pt-BR", "de", "pl", "en-IN"])];
    const formats: Intl.NumberFormat[] = locales.flatMap((locale) => [
      new Intl.NumberFormat(locale),
      new Intl.NumberFormat(locale, { style: "percent" }),
      ...CURRENCIES.map((currency) => new Intl.NumberFormat(locale, { style: "currency", currency })),
    ]);
    const differences: string[] = [];
    for (const format of formats) {
      const shape = deriveNumberShape(format);
      expect(shape, JSON.stringify(format.resolvedOptions())).not.toBeNull();
      for (const value of VALUES) {
        const written = applyNumberShape(shape!, value);
        if (written !== format.format(value)) differences.push(`${JSON.stringify(format.resolvedOptions())} ${value}: ${written} ≠ ${format.format(value)}`);
      }
    }
    expect(differences).toEqual([]);
  });

  it("a shape reads Indian grouping, Spanish's four-digit numbers without a separator, and local digits", () => {
    const indian = deriveNumberShape(new Intl.NumberFormat("en-IN"))!;
    expect([indian.primaryGroup, indian.secondaryGroup]).toEqual([3, 2]);
    expect(applyNumberShape(indian, 123456789)).toBe("12,34,56,789");
    const spanish = deriveNumberShape(new Intl.NumberFormat("es"))!;
    expect(spanish.minimumGrouping).toBe(2);
    expect(applyNumberShape(spanish, 1234)).toBe("1234");
    expect(applyNumberShape(spanish, 12345)).toBe("12.345");
    const persian = deriveNumberShape(new Intl.NumberFormat("fa"))!;
    expect(applyNumberShape(persian, 1234)).toBe(new Intl.NumberFormat("fa").format(1234));
  });

  it("NaN and infinities are left to the formatter; a format a shape cannot say has none", () => {
    const shape = deriveNumberShape(new Intl.NumberFormat("en"))!;
    expect(applyNumberShape(shape, Number.NaN)).toBeNull();
    expect(applyNumberShape(shape, Number.POSITIVE_INFINITY)).toBeNull();
    expect(formatNumber(Number.POSITIVE_INFINITY, "EN", "USD")).toBe("∞");
    expect(deriveNumberShape(new Intl.NumberFormat("en", { notation: "compact" }))).toBeNull();
    expect(deriveNumberShape(new Intl.NumberFormat("en", { maximumSignificantDigits: 2 }))).toBeNull();
  });

  it("the page formats with the edge's shapes and builds no formatter for them", () => {
    // Shapes an edge would inline for a Vietnamese page of a VND merchant, with a mark that shows they are used.
    const edge = firstScreenNumberShapes("VI", "VND");
    expect(Object.keys(edge)).toHaveLength(3);
    const marked = Object.fromEntries(Object.entries(edge).map(([key, shape]) => [key, { ...shape, positive: ["<", ">"] }]));
    adoptNumberShapes(marked);
    const built = vi.spyOn(Intl, "NumberFormat");
    expect(formatMoney(1500, "VND", "VI")).toBe("<1.500>");
    expect(formatNumber(1500, "VI", "VND")).toBe("<1.500>");
    expect(formatPercent(0.755, "VI", "VND")).toBe("<76>");
    expect(built).not.toHaveBeenCalled();
    adoptNumberShapes(edge);
  });

  it("a malformed shape from the page is ignored, never thrown on", () => {
    const key = Object.keys(firstScreenNumberShapes("TH", "THB"))[0]!;
    expect(() => adoptNumberShapes({ [key]: { positive: "x", digits: "12" } })).not.toThrow();
    expect(() => adoptNumberShapes({ [key]: { ...firstScreenNumberShapes("TH", "THB")[key], maximumFraction: 1e9 } })).not.toThrow();
    expect(() => adoptNumberShapes("nonsense")).not.toThrow();
    expect(() => adoptNumberShapes(null)).not.toThrow();
    expect(formatMoney(1234.5, "THB", "TH")).toBe(new Intl.NumberFormat("th", { style: "currency", currency: "THB" }).format(1234.5));
  });
});
