import { useTranslation } from "react-i18next";
import { hasAtMostDecimals } from "#shared/moneyRules";
import type { AmountInputProblem, AmountLimits } from "./amountRules";

function exactly(amount: number, decimals: number, locale: string, currency: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: decimals, maximumFractionDigits: 6 }).format(amount);
  } catch {
    // Not an ISO code (USDT): the number, as the currency's locale writes it.
    return amount.toLocaleString(locale, { maximumFractionDigits: 6 });
  }
}

/** The message of an amount problem, naming the limit the player ran into, or the two amounts an input could be. */
export function useAmountMessage(format: (amount: number) => string, locale: string, currency: string) {
  const { t } = useTranslation();
  // A reading with more decimals than the currency has is shown as it was read ("R$ 10,123"), not rounded.
  const shown = (amount: number, decimals: number) => (hasAtMostDecimals(amount, decimals) ? format(amount) : exactly(amount, decimals, locale, currency));
  return (problem: AmountInputProblem, limits: AmountLimits, details: { typed?: string; readings?: [number, number] } = {}): string => {
    if (problem === "tooManyDecimals") {
      return limits.decimals === 0
        ? t("wallet.amount.wholeOnly")
        : t("wallet.amount.tooManyDecimals", { decimals: String(limits.decimals), count: limits.decimals });
    }
    if (problem === "ambiguous" && details.readings) {
      const [first, second] = details.readings;
      return t("wallet.amount.ambiguous", {
        typed: details.typed ?? "",
        first: shown(first, limits.decimals),
        second: shown(second, limits.decimals),
        // The larger reading, typed without grouping: what the player most likely meant, in a form nobody misreads.
        example: String(Math.trunc(second)),
      });
    }
    return t(`wallet.amount.${problem}`, {
      min: format(limits.min),
      max: format(limits.max),
      balance: format(limits.balance ?? 0),
      remaining: format(limits.dailyRemaining ?? 0),
    });
  };
}
