import { useMemo } from "react";
import { formatMoney, formatNumber, formatPercent } from "#shared/format";
import { numberLocale } from "#shared/languages";
import { useAtomValue } from "../../lib/atomHooks";
import { languageAtom, merchantAtom } from "../startup/atoms";

/** A merchant page before its brand is known: a currency every runtime formats. */
const FALLBACK_CURRENCY = "USD";

/**
 * The one way a screen writes money, counts, points and percentages (issue #35, item 5): the player's language and the
 * merchant's currency decide it once, for the header, the wallet, the game, vouchers, points and promotions alike.
 */
export function useFormats() {
  const language = useAtomValue(languageAtom);
  const currency = useAtomValue(merchantAtom)?.currency ?? FALLBACK_CURRENCY;
  return useMemo(
    () => ({
      language,
      currency,
      /** The locale amounts are written (and typed) in. */
      locale: numberLocale(language, currency),
      money: (amount: number, inCurrency: string = currency) => formatMoney(amount, inCurrency, language),
      number: (value: number) => formatNumber(value, language, currency),
      percent: (ratio: number) => formatPercent(ratio, language, currency),
    }),
    [language, currency],
  );
}

export type Formats = ReturnType<typeof useFormats>;
