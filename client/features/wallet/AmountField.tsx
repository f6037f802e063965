import { forwardRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "../../lib/ui/Field";
import type { AmountLimits } from "./amountRules";
import type { AmountInput } from "./useAmountInput";
import { useAmountMessage } from "./useAmountMessage";
import styles from "./Wallet.module.css";

interface AmountFieldProps {
  amount: AmountInput;
  currency: string;
  limits: AmountLimits;
  format: (amount: number) => string;
  /** Shown after the input, e.g. the withdrawal's "all" button. */
  suffix?: ReactNode;
}

/** The amount of a deposit or a withdrawal: in the wallet's currency, typed left to right, its problem naming the limit. */
export const AmountField = forwardRef<HTMLInputElement, AmountFieldProps>(function AmountField({ amount, currency, limits, format, suffix }, ref) {
  const { t } = useTranslation();
  const amountMessage = useAmountMessage(format);
  return (
    <Field
      ref={ref}
      className={styles.amountInput}
      label={t("wallet.amount.label")}
      prefix={currency}
      inputMode={limits.decimals > 0 ? "decimal" : "numeric"}
      autoComplete="off"
      dir="ltr"
      value={amount.text}
      error={amount.problem ? amountMessage(amount.problem, limits) : null}
      onChange={(event) => amount.change(event.target.value)}
      suffix={suffix}
    />
  );
});
