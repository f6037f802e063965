import { type RefObject, useState } from "react";
import { type AmountInputProblem, type AmountLimits, checkAmountInput } from "./amountRules";

/**
 * The amount a player types (deposit, withdrawal): checked when the form is sent, then again on every
 * change, so the message goes as soon as the amount is right. A problem focuses `input`.
 */
export type AmountInput = ReturnType<typeof useAmountInput>;

export function useAmountInput(limits: AmountLimits, locale: string, input: RefObject<HTMLInputElement | null>) {
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<AmountInputProblem | null>(null);
  const [checked, setChecked] = useState(false);
  const recheck = (value: string, against: AmountLimits = limits) => {
    const result = checkAmountInput(value, against, locale);
    setProblem("problem" in result ? result.problem : null);
  };

  return {
    text,
    problem,
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
      const result = checkAmountInput(text, limits, locale);
      if ("problem" in result) {
        setProblem(result.problem);
        input.current?.focus();
        return null;
      }
      setProblem(null);
      return result.amount;
    },
    /** A problem the platform found (e.g. the balance went down meanwhile). */
    refuse: setProblem,
    reset: () => {
      setText("");
      setChecked(false);
    },
  };
}
