import { PIX_KEY_TYPES, type PixKeyType, type WithdrawAccountInfo } from "./contract/money.ts";

/**
 * Money input rules (docs/decisions/018), applied alike by the screens (before anything is sent) and the sandbox
 * platform. Apart from the contract, so a page's first paint carries the endpoints but not the rules.
 */

export type AmountProblem = "invalid" | "notPositive" | "tooManyDecimals" | "belowMin" | "aboveMax";

export function hasAtMostDecimals(amount: number, decimals: number): boolean {
  const scaled = amount * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

export function checkAmount(amount: unknown, limits: { min: number; max: number; decimals: number }): AmountProblem | null {
  if (typeof amount !== "number" || !Number.isFinite(amount)) return "invalid";
  if (amount <= 0) return "notPositive";
  if (!hasAtMostDecimals(amount, limits.decimals)) return "tooManyDecimals";
  if (amount < limits.min) return "belowMin";
  if (amount > limits.max) return "aboveMax";
  return null;
}

/** Withdrawal fee, rounded to the currency's minor unit. */
export function withdrawFee(amount: number, fee: WithdrawAccountInfo["fee"], decimals: number): number {
  const unit = 10 ** decimals;
  // In minor units first, so 250,50 × 1 % is 2,51 and not a float's 2,50.
  return Math.max(fee.minimum, Math.round(Math.round(amount * unit) * fee.rate) / unit);
}

export type CardProblem = "required" | "notDigits" | "length" | "checksum";
export const CARD_LENGTH = { min: 12, max: 19 } as const;

/** Spaces and dashes a player types between groups are dropped. */
export const cardDigits = (value: string) => value.replace(/[\s-]/g, "");

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export function checkCardNumber(value: unknown): CardProblem | null {
  const digits = typeof value === "string" ? cardDigits(value) : "";
  if (!digits) return "required";
  if (!/^\d+$/.test(digits)) return "notDigits";
  if (digits.length < CARD_LENGTH.min || digits.length > CARD_LENGTH.max) return "length";
  return luhnValid(digits) ? null : "checksum";
}

export type NameProblem = "required" | "tooShort" | "tooLong" | "invalid";
export const HOLDER_NAME_LENGTH = { min: 2, max: 60 } as const;
export const normalizeName = (value: string) => value.trim().replace(/\s+/g, " ");

export function checkHolderName(value: unknown): NameProblem | null {
  const name = typeof value === "string" ? normalizeName(value) : "";
  if (!name) return "required";
  if (name.length < HOLDER_NAME_LENGTH.min) return "tooShort";
  if (name.length > HOLDER_NAME_LENGTH.max) return "tooLong";
  return /^\p{L}[\p{L}\p{M}' .-]*$/u.test(name) ? null : "invalid";
}

export type PixKeyProblem = "required" | "invalid" | "checksum";

function cpfValid(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const check = (length: number) => {
    let sum = 0;
    for (let index = 0; index < length; index += 1) sum += Number(digits[index]) * (length + 1 - index);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === Number(digits[9]) && check(10) === Number(digits[10]);
}

/** CNPJ, numeric or the alphanumeric form issued since July 2026 (each character counts as its code minus 48). */
function cnpjValid(value: string): boolean {
  if (!/^[0-9A-Z]{12}\d{2}$/.test(value) || /^(\d)\1{13}$/.test(value)) return false;
  const check = (length: number) => {
    let sum = 0;
    for (let index = 0; index < length; index += 1) sum += (value.charCodeAt(index) - 48) * (((length - 1 - index) % 8) + 2);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return check(12) === Number(value[12]) && check(13) === Number(value[13]);
}

/** A Pix key as the platform stores it: CPF/CNPJ without punctuation, the phone as +55…, e-mail and EVP lower case. */
export function normalizePixKey(type: PixKeyType, value: string): string {
  const trimmed = value.trim();
  if (type === "CPF") return trimmed.replace(/[.\-\s]/g, "");
  if (type === "CNPJ") return trimmed.replace(/[./\-\s]/g, "").toUpperCase();
  if (type === "PHONE") return trimmed.replace(/[\s()-]/g, "");
  return trimmed.toLowerCase();
}

export function checkPixKey(type: unknown, value: unknown): PixKeyProblem | null {
  if (typeof type !== "string" || !(PIX_KEY_TYPES as readonly string[]).includes(type)) return "invalid";
  const key = typeof value === "string" ? normalizePixKey(type as PixKeyType, value) : "";
  if (!key) return "required";
  switch (type as PixKeyType) {
    case "CPF":
      if (!/^\d{11}$/.test(key)) return "invalid";
      return cpfValid(key) ? null : "checksum";
    case "CNPJ":
      if (!/^[0-9A-Z]{12}\d{2}$/.test(key)) return "invalid";
      return cnpjValid(key) ? null : "checksum";
    case "EMAIL":
      return key.length <= 77 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(key) ? null : "invalid";
    case "PHONE":
      return /^\+55[1-9]{2}\d{8,9}$/.test(key) ? null : "invalid";
    case "EVP":
      return /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(key) ? null : "invalid";
  }
}
