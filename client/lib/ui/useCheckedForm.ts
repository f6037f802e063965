import { useRef, useState } from "react";

type Problems<F extends string> = Partial<Record<F, unknown>>;
/** An input, select or text area: all a problem needs of it is to take the focus. */
type Focusable = { focus: () => void };

export interface CheckedForm<F extends string, P extends Problems<F>> {
  /** The fields, in the order they stand on the screen. */
  fields: readonly F[];
  values: Record<F, string>;
  problems: P;
  /** Takes a field's new text; once the player has tried to send, each field says as soon as it is right. */
  change: (field: F, value: string) => void;
  /** The submit's check: true when the values may be sent, else the problems show and the first takes the focus. */
  validate: () => boolean;
  /** Shows problems found elsewhere (the platform's refusal), the first one focused. */
  show: (found: P) => void;
  /** Empties a field and forgets its problem, e.g. when what it asks for changes. */
  clear: (field: F) => void;
  /** Back to empty, as after a successful send. */
  reset: () => void;
  /** The ref of a field's input, so a problem can focus it. */
  ref: (field: F) => (element: Focusable | null) => void;
}

/**
 * A form of text fields checked before it is sent, with the same rules the platform applies: `fields` in
 * the order they stand on the screen (the first with a problem takes the focus), `check` giving each
 * field's problem.
 */
export function useCheckedForm<F extends string, P extends Problems<F>>(fields: readonly F[], check: (values: Record<F, string>) => P): CheckedForm<F, P> {
  const empty = () => Object.fromEntries(fields.map((field) => [field, ""])) as Record<F, string>;
  const [values, setValues] = useState(empty);
  const [problems, setProblems] = useState<P>({} as P);
  const [checked, setChecked] = useState(false);
  const inputs = useRef<Partial<Record<F, Focusable | null>>>({});

  const show = (found: P) => {
    setProblems(found);
    const first = fields.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
  };
  return {
    fields,
    values,
    problems,
    change: (field, value) => {
      const next = { ...values, [field]: value };
      setValues(next);
      if (checked) setProblems(check(next));
    },
    validate: () => {
      setChecked(true);
      const found = check(values);
      if (Object.keys(found).length === 0) return true;
      show(found);
      return false;
    },
    show,
    clear: (field) => {
      setValues((current) => ({ ...current, [field]: "" }));
      setProblems((current) => ({ ...current, [field]: undefined }));
    },
    reset: () => {
      setValues(empty());
      setProblems({} as P);
      setChecked(false);
    },
    ref: (field) => (element) => void (inputs.current[field] = element),
  };
}
