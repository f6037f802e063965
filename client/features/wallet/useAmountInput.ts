import { type RefObject, useState } from "react";
import { type AmountInputProblem, type AmountLimits, type AmountReading, checkAmountInput, parseAmount } from "./amountRules";

/**
 * The amount a player types (deposit, withdrawal): read as it is typed, by every convention the page has, so the
 * field can show what it understood ("= R$ 12.345,00"). Checked when the form is sent, then again on every change,
 * so the message goes as soon as the amount is right. A problem focuses `input`.
 */
export type AmountInput = ReturnType<typeof useAmountInput>;

export function useAmountInput(limits: AmountLimits, conventions: readonly string[], input: RefObject<HTMLInputElement | null>) {
  const [text, setText] = useState("");
  const [refusal, setRefusal] = useState<AmountReading | null>(null);
  const [checked, setChecked] = useState(false);
  const recheck = (value: string, against: AmountLimits = limits) => {
    const result = checkAmountInput(value, against, conventions);
    setRefusal("problem" in result ? result : null);
  };

  return {
    text,
    /** What the typed text reads as right now, limits aside: what the field shows under it. */
    reading: parseAmount(text, limits.decimals, conventions),
    /** The problem shown, once the form was sent. */
    problem: refusal && "problem" in refusal ? refusal.problem : null,
    /** The two amounts an ambiguous input could be, for its message. */
    readings: refusal && "problem" in refusal ? refusal.readings : undefined,
    change: (value: string) => {
      setText(value);
      if (checked) recheck(value);
    },
    /** Checks the typed amount again against new limits, e.g. those of the channel the player just chose. */
    recheck: (against: AmountLimits) => {
      if (checked) recheck(text, against);
    },
    /** The submit's check: the amount to send, or null when a problem shows (and the field has the focus). */
    validate: (): number | null => {
      setChecked(true);
      const result = checkAmountInput(text, limits, conventions);
      if ("problem" in result) {
        setRefusal(result);
        input.current?.focus();
        return null;
      }
      setRefusal(null);
      return result.amount;
    },
    /** A problem the platform found (e.g. the balance went down meanwhile). */
    refuse: (problem: AmountInputProblem) => setRefusal({ problem }),
    reset: () => {
      setText("");
      setChecked(false);
      setRefusal(null);
    },
  };
}
