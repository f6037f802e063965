import { LANGUAGE_LOCALE, type LanguageCode, numberLocale } from "./languages.ts";

/** Building a formatter costs far more than using one (milliseconds on a slow phone): one per locale and style. */
const formatters = new Map<string, Intl.NumberFormat>();
function formatter(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(locale, options);
    formatters.set(key, cached);
  }
  return cached;
}

/** SPEC §9 currency format: BRL in pt-BR's format, other currencies in the player's language's format. */
export function formatMoney(amount: number, currency: string, language: LanguageCode): string {
  return formatter(numberLocale(language, currency), { style: "currency", currency }).format(amount);
}

export function formatNumber(value: number, language: LanguageCode, currency?: string): string {
  return formatter(numberLocale(language, currency)).format(value);
}

/** A ratio (0–1) as a percentage in the player's language. */
export function formatPercent(ratio: number, language: LanguageCode): string {
  return formatter(LANGUAGE_LOCALE[language], { style: "percent" }).format(ratio);
}
