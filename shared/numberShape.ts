/**
 * A number format read once from `Intl.NumberFormat` and applied without it (issue #10). The first
 * `Intl.NumberFormat` a page builds loads the engine's number data: 20–50 ms in one piece on a fast machine, a
 * long task of its own on a phone, in the middle of hydration. The edge derives the shapes the first screen needs
 * and inlines them; the page formats with them and builds a real formatter only for a shape it was not given.
 * Both sides format with the same shape, so the server's text and the hydrating client's always agree.
 */
export interface NumberShape {
  /** Text before and after the digits: positive, then negative (currency symbol, sign, percent, bidi marks). */
  positive: [string, string];
  negative: [string, string];
  group: string;
  decimal: string;
  /** Digits of the rightmost group, then of every other group (3 and 3; 3 and 2 for Indian grouping); 0: none. */
  primaryGroup: number;
  secondaryGroup: number;
  /** The fewest integer digits in front of the first separator (2 in Spanish: 1234 has none). */
  minimumGrouping: number;
  minimumFraction: number;
  maximumFraction: number;
  /** The locale's ten digits, 0 to 9. */
  digits: string;
  /** The value is shown times 100. */
  percent: boolean;
}

const isText = (value: unknown): value is string => typeof value === "string";
const isCount = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= 20;
const isPair = (value: unknown): value is [string, string] => Array.isArray(value) && value.length === 2 && value.every(isText);

/** Whether a value from outside (the page's inlined state) is a usable shape. */
export function isNumberShape(value: unknown): value is NumberShape {
  if (typeof value !== "object" || value === null) return false;
  const shape = value as Record<string, unknown>;
  return (
    isPair(shape.positive) &&
    isPair(shape.negative) &&
    isText(shape.group) &&
    isText(shape.decimal) &&
    isCount(shape.primaryGroup) &&
    isCount(shape.secondaryGroup) &&
    isCount(shape.minimumGrouping) &&
    isCount(shape.minimumFraction) &&
    isCount(shape.maximumFraction) &&
    isText(shape.digits) &&
    [...shape.digits].length === 10 &&
    typeof shape.percent === "boolean"
  );
}

/** A value with a digit in every place a format can show, and an integer part of four groups. */
const PROBE = 123456789.125;

function around(parts: Intl.NumberFormatPart[]): [string, string] {
  const isNumber = (part: Intl.NumberFormatPart) => part.type === "integer" || part.type === "group" || part.type === "decimal" || part.type === "fraction";
  const first = parts.findIndex(isNumber);
  const last = parts.length - 1 - [...parts].reverse().findIndex(isNumber);
  const text = (list: Intl.NumberFormatPart[]) => list.map((part) => part.value).join("");
  return [text(parts.slice(0, first)), text(parts.slice(last + 1))];
}

/** Reads a formatter's shape; null where it formats in a way a shape cannot say (another notation, say). */
export function deriveNumberShape(format: Intl.NumberFormat): NumberShape | null {
  const options = format.resolvedOptions() as Intl.ResolvedNumberFormatOptions & { roundingMode?: string; roundingIncrement?: number };
  if ((options.notation ?? "standard") !== "standard" || (options.roundingMode ?? "halfExpand") !== "halfExpand") return null;
  if ((options.roundingIncrement ?? 1) !== 1 || options.minimumIntegerDigits !== 1 || options.maximumSignificantDigits !== undefined) return null;
  const minimumFraction = options.minimumFractionDigits ?? 0;
  const maximumFraction = options.maximumFractionDigits ?? 0;
  const scale = options.style === "percent" ? 100 : 1;
  const parts = format.formatToParts(PROBE / scale);
  const integers = parts.filter((part) => part.type === "integer").map((part) => part.value.length);
  const group = parts.find((part) => part.type === "group")?.value ?? "";
  const decimal = parts.find((part) => part.type === "decimal")?.value ?? ".";
  const digits = Array.from({ length: 10 }, (_, digit) => format.formatToParts(digit / scale).find((part) => part.type === "integer")?.value ?? "").join("");
  if ([...digits].length !== 10) return null;
  const primaryGroup = integers.length > 1 ? integers[integers.length - 1]! : 0;
  const secondaryGroup = integers.length > 2 ? integers[integers.length - 2]! : primaryGroup;
  // Grouped at one digit in front of the first group, or only at two or more.
  const grouped = (value: number) => format.formatToParts(value / scale).some((part) => part.type === "group");
  const minimumGrouping = primaryGroup === 0 ? 1 : grouped(10 ** primaryGroup) ? 1 : grouped(10 ** (primaryGroup + 1)) ? 2 : 3;
  return {
    positive: around(parts),
    negative: around(format.formatToParts(-PROBE / scale)),
    group,
    decimal,
    primaryGroup,
    secondaryGroup,
    minimumGrouping,
    minimumFraction,
    maximumFraction,
    digits,
    percent: scale === 100,
  };
}

/** The exact decimal digits of a finite number's shortest form, without an exponent: "0.0000001", "1500000000000000000000". */
function plainDecimal(value: number): { integer: string; fraction: string } {
  const [mantissa = "0", exponentText] = String(Math.abs(value)).split("e");
  const exponent = Number(exponentText ?? 0);
  const [whole = "0", fraction = ""] = mantissa.split(".");
  const digits = whole + fraction;
  const point = whole.length + exponent;
  if (point <= 0) return { integer: "0", fraction: "0".repeat(-point) + digits };
  if (point >= digits.length) return { integer: digits + "0".repeat(point - digits.length), fraction: "" };
  return { integer: digits.slice(0, point), fraction: digits.slice(point) };
}

/** Adds one to a string of decimal digits. */
function increment(digits: string): string {
  let carry = true;
  let result = "";
  for (let index = digits.length - 1; index >= 0; index--) {
    const digit: number = Number(digits[index]) + (carry ? 1 : 0);
    carry = digit === 10;
    result = String(digit % 10) + result;
  }
  return carry ? `1${result}` : result;
}

function groupInteger(integer: string, shape: NumberShape): string[] {
  if (shape.primaryGroup === 0 || integer.length < shape.primaryGroup + shape.minimumGrouping) return [integer];
  const groups = [integer.slice(-shape.primaryGroup)];
  let rest = integer.slice(0, -shape.primaryGroup);
  while (rest.length > shape.secondaryGroup) {
    groups.unshift(rest.slice(-shape.secondaryGroup));
    rest = rest.slice(0, -shape.secondaryGroup);
  }
  groups.unshift(rest);
  return groups;
}

/** Formats a finite number the way the formatter the shape was read from does; null for NaN and infinities. */
export function applyNumberShape(shape: NumberShape, value: number): string | null {
  if (!Number.isFinite(value)) return null;
  const negative = value < 0 || Object.is(value, -0);
  let { integer, fraction } = plainDecimal(value);
  if (shape.percent) {
    // Times 100 in decimal, not in binary: 0.285 is 28.5 %, where 0.285 * 100 is 28.499999999999996.
    const moved = fraction.padEnd(2, "0");
    integer = (integer + moved.slice(0, 2)).replace(/^0+(?=\d)/, "");
    fraction = moved.slice(2);
  }
  // Half away from zero at the last digit shown.
  if (fraction.length > shape.maximumFraction) {
    const roundUp = Number(fraction[shape.maximumFraction]) >= 5;
    let kept = integer + fraction.slice(0, shape.maximumFraction);
    if (roundUp) kept = increment(kept).padStart(kept.length, "0");
    const integerLength = kept.length - shape.maximumFraction;
    integer = kept.slice(0, integerLength) || "0";
    fraction = kept.slice(integerLength);
  }
  fraction = fraction.replace(/0+$/, "").padEnd(shape.minimumFraction, "0");
  const localDigits = [...shape.digits];
  const local = (text: string) => text.replace(/\d/g, (digit) => localDigits[Number(digit)]!);
  const number = groupInteger(integer, shape).map(local).join(shape.group) + (fraction ? shape.decimal + local(fraction) : "");
  const [before, after] = negative ? shape.negative : shape.positive;
  return before + number + after;
}
