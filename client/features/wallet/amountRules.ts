import { hasAtMostDecimals } from "#shared/moneyRules";

/**
 * What a typed amount may be (docs/decisions/018): each problem has its own message and nothing is sent
 * while one remains. Pure, so the rules are tested without a screen.
 */
export type AmountInputProblem =
  "required" | "notANumber" | "negative" | "zero" | "tooManyDecimals" | "belowMin" | "aboveBalance" | "aboveMax" | "aboveDailyRemaining";

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

/**
 * Reads an amount as the player typed it: "1.000,50" in pt-BR, "50.000" dong, "10.5" or "10,5" anywhere.
 * A single "." or "," is the decimal mark, except where it can only be grouping (whole-number currencies,
 * or the locale's own grouping in groups of three).
 */
export function parseAmount(text: string, decimals: number, locale: string): { amount: number } | { problem: AmountInputProblem } {
  let value = latinize(text).replace(/[\s\u00a0\u202f]/g, "");
  if (!value) return { problem: "required" };
  const negative = /^[-\u2212]/.test(value);
  if (negative) value = value.slice(1);
  if (!/^[\d.,]+$/.test(value) || !/\d/.test(value)) return { problem: "notANumber" };
  const { group, decimal } = separators(locale);
  const grouped = new RegExp(`^\\d{1,3}(${escape(group)}\\d{3})+(${escape(decimal)}\\d+)?$`);
  let normalized: string;
  if ((group === "." || group === ",") && grouped.test(value)) {
    normalized = value.split(group).join("").replace(decimal, ".");
  } else if (decimals === 0 && /^\d{1,3}([.,]\d{3})+$/.test(value)) {
    normalized = value.replace(/[.,]/g, "");
  } else {
    const marks = value.match(/[.,]/g) ?? [];
    if (marks.length > 1) return { problem: "notANumber" };
    normalized = value.replace(/[.,]/, ".");
  }
  if (normalized.startsWith(".") || normalized.endsWith(".")) return { problem: "notANumber" };
  const amount = Number(normalized);
  if (!Number.isFinite(amount)) return { problem: "notANumber" };
  if (negative) return { problem: amount === 0 ? "zero" : "negative" };
  if (amount === 0) return { problem: "zero" };
  if (!hasAtMostDecimals(amount, decimals)) return { problem: "tooManyDecimals" };
  return { amount };
}

/** The typed amount checked against the limits, in the order a player can act on. */
export function checkAmountInput(text: string, limits: AmountLimits, locale: string): { amount: number } | { problem: AmountInputProblem } {
  const parsed = parseAmount(text, limits.decimals, locale);
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
