import { useAtomValue } from "../../lib/atomHooks";
import { useCallback } from "react";
import { formatMoney } from "#shared/format";
import { numberLocale } from "#shared/languages";
import { languageAtom } from "../../core/startup/atoms";

/** Formats amounts of one currency in the player's language (SPEC §9: BRL always in pt-BR's format), and the locale amounts are typed in. */
export function useMoney(currency: string) {
  const language = useAtomValue(languageAtom);
  const format = useCallback((amount: number) => formatMoney(amount, currency, language), [currency, language]);
  return { format, locale: numberLocale(language, currency) };
}
