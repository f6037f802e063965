import type { CountryEntry } from "#shared/contract";
import { LANGUAGE_LOCALE, type LanguageCode } from "#shared/languages";

/** One namer per locale; null where the browser has no Intl.DisplayNames (Safari before 14.1) or not that locale. */
const namers = new Map<string, Intl.DisplayNames | null>();

function namer(locale: string): Intl.DisplayNames | null {
  if (!namers.has(locale)) {
    let made: Intl.DisplayNames | null = null;
    try {
      if (typeof Intl.DisplayNames === "function") made = new Intl.DisplayNames([locale], { type: "region", fallback: "code" });
    } catch {
      made = null;
    }
    namers.set(locale, made);
  }
  return namers.get(locale) ?? null;
}

/**
 * The country's name in the page's language (issue #14), so a Portuguese page says "Vietnã" whatever
 * language the platform wrote its list in. Where the browser cannot name it (no DisplayNames, or it
 * answers with the code itself), the platform's name stands.
 */
export function countryName(entry: Pick<CountryEntry, "countryCode" | "name">, language: LanguageCode): string {
  const code = entry.countryCode.toUpperCase();
  let named: string | undefined;
  try {
    named = namer(LANGUAGE_LOCALE[language])?.of(code);
  } catch {
    // Not a region code DisplayNames accepts ("B1", ""): the platform's name is all there is.
    named = undefined;
  }
  return named && named.toUpperCase() !== code ? named : entry.name || code;
}
