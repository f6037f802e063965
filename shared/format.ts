import { type LanguageCode, numberLocale } from "./languages.ts";

/** SPEC §9 currency format: BRL in pt-BR's format, other currencies in the player's language's format. */
export function formatMoney(amount: number, currency: string, language: LanguageCode): string {
  return new Intl.NumberFormat(numberLocale(language, currency), { style: "currency", currency }).format(amount);
}

export function formatNumber(value: number, language: LanguageCode, currency?: string): string {
  return new Intl.NumberFormat(numberLocale(language, currency)).format(value);
}
