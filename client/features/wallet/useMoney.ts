import { useAtomValue } from "../../lib/atomHooks";
import { useCallback, useMemo } from "react";
import { formatMoney } from "#shared/format";
import { LANGUAGE_LOCALE, numberLocale } from "#shared/languages";
import { languageAtom } from "../../core/startup/atoms";

/**
 * Formats amounts of one currency in the player's language (SPEC §9: BRL always in pt-BR's format); the locale amounts
 * are typed in; and the conventions a typed amount is read by: the currency's and the interface language's, which
 * differ for reais in any language but Portuguese (issue #34, finding 6).
 */
export function useMoney(currency: string) {
  const language = useAtomValue(languageAtom);
  const format = useCallback((amount: number) => formatMoney(amount, currency, language), [currency, language]);
  const locale = numberLocale(language, currency);
  const interfaceLocale = LANGUAGE_LOCALE[language];
  const conventions = useMemo(() => [...new Set([locale, interfaceLocale])], [locale, interfaceLocale]);
  return { format, locale, conventions };
}
