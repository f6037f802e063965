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
  /** The locale amounts are written in (the currency's). */
  locale: string;
  /** Shown after the input, e.g. the withdrawal's "all" button. */
  suffix?: ReactNode;
}

/**
 * The amount of a deposit or a withdrawal: in the wallet's currency, typed left to right, its problem naming the limit.
 * Under it, what the typed text was read as ("= R$ 12.345,00"), or, while two conventions read it differently, the two
 * amounts it could be (issue #34, finding 6): the player sees the amount before anything is sent.
 */
export const AmountField = forwardRef<HTMLInputElement, AmountFieldProps>(function AmountField({ amount, currency, limits, format, locale, suffix }, ref) {
  const { t } = useTranslation();
  const amountMessage = useAmountMessage(format, locale, currency);
  const error = amount.problem ? amountMessage(amount.problem, limits, { typed: amount.text.trim(), readings: amount.readings }) : null;
  const { reading } = amount;
  const readAs =
    error || !amount.text.trim()
      ? null
      : "amount" in reading
        ? `= ${format(reading.amount)}`
        : reading.problem === "ambiguous"
          ? amountMessage("ambiguous", limits, { typed: amount.text.trim(), readings: reading.readings })
          : null;
  return (
    <>
      <Field
        ref={ref}
        className={styles.amountInput}
        label={t("wallet.amount.label")}
        prefix={currency}
        inputMode={limits.decimals > 0 ? "decimal" : "numeric"}
        autoComplete="off"
        dir="ltr"
        value={amount.text}
        error={error}
        onChange={(event) => amount.change(event.target.value)}
        suffix={suffix}
      />
      <p className={styles.readAs} aria-live="polite" data-testid="amount-read-as">
        {readAs}
      </p>
    </>
  );
});
