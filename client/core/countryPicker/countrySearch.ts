import type { CountryEntry } from "#shared/contract";

/** Arabic-Indic and Persian digits, as Arabic and Persian keyboards type them, read as 0-9. */
function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String((digit.charCodeAt(0) - 0x0660) % 0x90));
}

/** Case and accents do not matter: "vietna" finds "Vietnã", "egypte" finds "Égypte". */
function folded(text: string, locale: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase(locale);
}

/**
 * The picker's search (issue #14): digits, with or without "+", match the start of the dialling code;
 * words match the name shown, the platform's own name, or the two-letter code.
 */
export function matchesCountry(entry: CountryEntry, shownName: string, query: string, locale: string): boolean {
  const typed = westernDigits(query).trim();
  if (!typed) return true;
  const digits = typed.replace(/^\+/, "").replace(/[\s-]/g, "");
  if (/^\d+$/.test(digits)) return entry.countryDialingCode.startsWith(digits);
  const wanted = folded(typed, locale);
  if (wanted === entry.countryCode.toLowerCase()) return true;
  return [shownName, entry.name].some((name) => folded(name, locale).includes(wanted));
}
