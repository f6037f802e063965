import { useTranslation } from "react-i18next";
import { HOLDER_NAME_LENGTH } from "#shared/moneyRules";

/** The message of a holder-name problem (the card and Pix forms ask the same). */
export function useHolderMessage() {
  const { t } = useTranslation();
  return (problem: string) =>
    t(`wallet.holder.${problem}`, {
      min: String(HOLDER_NAME_LENGTH.min),
      max: String(HOLDER_NAME_LENGTH.max),
      // The number the noun goes with: "at least 2 letters", "at most 60 characters".
      count: problem === "tooShort" ? HOLDER_NAME_LENGTH.min : HOLDER_NAME_LENGTH.max,
    });
}
