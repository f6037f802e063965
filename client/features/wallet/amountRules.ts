import { hasAtMostDecimals } from "#shared/moneyRules";

/**
 * What a typed amount may be (docs/decisions/018): each problem has its own message and nothing is sent
 * while one remains. Pure, so the rules are tested without a screen.
 */
export type AmountInputProblem =
  "required" | "notANumber" | "ambiguous" | "negative" | "zero" | "tooManyDecimals" | "belowMin" | "aboveBalance" | "aboveMax" | "aboveDailyRemaining";

export interface AmountLimits {
  decimals: number;
  min: number;
  max: number;
  /** Withdrawals only: what the player holds, and what today's limit leaves. */
  balance?: number;
  dailyRemaining?: number;
}

/** Arabic-Indic and Persian digits, and the Arabic separators, as the ASCII a number is parsed from. */
function latinize(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, ".")
    .replace(/\u066c/g, ",");
}

const separatorsCache = new Map<string, { group: string; decimal: string }>();
/** The grouping and decimal marks of the locale amounts are shown in (pt-BR: "." and ","). */
export function separators(locale: string): { group: string; decimal: string } {
  let found = separatorsCache.get(locale);
  if (!found) {
    const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
    const mark = (type: string, fallback: string) => latinize(parts.find((part) => part.type === type)?.value ?? fallback);
    found = { group: mark("group", ","), decimal: mark("decimal", ".") };
    separatorsCache.set(locale, found);
  }
  return found;
}

const escape = (mark: string) => mark.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** What one convention (a locale's marks) makes of the marks in `value`; null when it cannot read it. */
function readAs(value: string, decimals: number, { group, decimal }: { group: string; decimal: string }): number | null {
  let normalized: string | null = null;
  if (decimals === 0 && /^\d{1,3}([.,]\d{3})+$/.test(value)) {
    // A whole-number currency has no decimal part: "50.000" and "50,000" are fifty thousand, whatever the locale.
    normalized = value.replace(/[.,]/g, "");
  } else if ((group === "." || group === ",") && new RegExp(`^\\d{1,3}(${escape(group)}\\d{3})+(${escape(decimal)}\\d+)?$`).test(value)) {
    normalized = value.split(group).join("").replace(decimal, ".");
  } else if (/^\d+$/.test(value)) {
    normalized = value;
  } else if ((decimal === "." || decimal === ",") && new RegExp(`^\\d+${escape(decimal)}\\d+$`).test(value)) {
    normalized = value.replace(decimal, ".");
  }
  return normalized === null ? null : Number(normalized);
}

/** One reading of a typed amount: the amount, or the problem (with the two amounts when conventions disagree). */
export type AmountReading = { amount: number } | { problem: AmountInputProblem; readings?: [number, number] };

/**
 * Reads an amount as the player typed it (issue #34, finding 6), by each convention the page has: the interface
 * language's marks and the currency's (BRL is written the Brazilian way in every language, SPEC §9). "1.000,50" in
 * pt-BR, "50.000" dong, "10.5" or "10,5" anywhere. An input the conventions read as different amounts ("12.345" in
 * English for reais: 12.345 or 12,345) is refused as ambiguous rather than guessed.
 */
export function parseAmount(text: string, decimals: number, conventions: string | readonly string[]): AmountReading {
  let value = latinize(text).replace(/[\s\u00a0\u202f]/g, "");
  if (!value) return { problem: "required" };
  const negative = /^[-\u2212]/.test(value);
  if (negative) value = value.slice(1);
  if (!/^[\d.,]+$/.test(value) || !/\d/.test(value)) return { problem: "notANumber" };
  const readings = new Set<number>();
  for (const locale of typeof conventions === "string" ? [conventions] : conventions) {
    const reading = readAs(value, decimals, separators(locale));
    if (reading !== null && Number.isFinite(reading)) readings.add(reading);
  }
  // Read by none of them, a single mark between digits is a decimal mark (a phone's keypad may offer only one).
  if (readings.size === 0 && /^\d+[.,]\d+$/.test(value)) readings.add(Number(value.replace(",", ".")));
  if (readings.size === 0) return { problem: "notANumber" };
  if (readings.size > 1) {
    const [first, second] = [...readings].sort((a, b) => a - b) as [number, number];
    return { problem: "ambiguous", readings: [first, second] };
  }
  const amount = [...readings][0]!;
  if (negative) return { problem: amount === 0 ? "zero" : "negative" };
  if (amount === 0) return { problem: "zero" };
  if (!hasAtMostDecimals(amount, decimals)) return { problem: "tooManyDecimals" };
  return { amount };
}

/** The typed amount checked against the limits, in the order a player can act on. */
export function checkAmountInput(text: string, limits: AmountLimits, conventions: string | readonly string[]): AmountReading {
  const parsed = parseAmount(text, limits.decimals, conventions);
  if ("problem" in parsed) return parsed;
  const { amount } = parsed;
  if (amount < limits.min) return { problem: "belowMin" };
  if (limits.balance !== undefined && amount > limits.balance) return { problem: "aboveBalance" };
  if (amount > limits.max) return { problem: "aboveMax" };
  if (limits.dailyRemaining !== undefined && amount > limits.dailyRemaining) return { problem: "aboveDailyRemaining" };
  return { amount };
}

/** An amount as the input shows it after a chip is tapped: plain digits and the locale's decimal mark, no grouping. */
export function amountInputText(amount: number, decimals: number, locale: string): string {
  const fixed = Number.isInteger(amount) ? String(amount) : amount.toFixed(decimals);
  return fixed.replace(".", separators(locale).decimal);
}
