import { useTranslation } from "react-i18next";
import type { AmountInputProblem, AmountLimits } from "./amountRules";

/** The message of an amount problem, naming the limit the player ran into. */
export function useAmountMessage(format: (amount: number) => string) {
  const { t } = useTranslation();
  return (problem: AmountInputProblem, limits: AmountLimits): string => {
    if (problem === "tooManyDecimals") {
      return limits.decimals === 0 ? t("wallet.amount.wholeOnly") : t("wallet.amount.tooManyDecimals", { decimals: String(limits.decimals) });
    }
    return t(`wallet.amount.${problem}`, {
      min: format(limits.min),
      max: format(limits.max),
      balance: format(limits.balance ?? 0),
      remaining: format(limits.dailyRemaining ?? 0),
    });
  };
}
