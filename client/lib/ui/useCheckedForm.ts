import { useRef, useState } from "react";

type Problems<F extends string> = Partial<Record<F, unknown>>;
/** An input, select or text area: all a problem needs of it is to take the focus. */
type Focusable = { focus: () => void };

export interface CheckedForm<F extends string, P extends Problems<F>> {
  /** The fields, in the order they stand on the screen. */
  fields: readonly F[];
  values: Record<F, string>;
  problems: P;
  /**
   * Takes a field's new text. Once the player has tried to send, each field says as soon as it is right; before
   * that, a problem already on screen (a platform's refusal, a missing number) is checked again as the field changes,
   * so it goes as soon as the field is corrected (issue #14).
   */
  change: (field: F, value: string) => void;
  /** The submit's check: true when the values may be sent, else the problems show and the first takes the focus. */
  validate: () => boolean;
  /** Shows problems found elsewhere (the platform's refusal), the first one focused. */
  show: (found: P) => void;
  /** Empties a field and forgets its problem, e.g. when what it asks for changes. */
  clear: (field: F) => void;
  /** Forgets every problem and that a send was tried, keeping the values (e.g. another tab of the form). */
  forget: () => void;
  /** Back to empty, as after a successful send. */
  reset: () => void;
  /** The ref of a field's input, so a problem can focus it. */
  ref: (field: F) => (element: Focusable | null) => void;
  /** Focuses a field. */
  focus: (field: F) => void;
  /**
   * What ties a text field to the form, for forms whose problems are the words shown: its ref, its text, its changes
   * (through `clean` first, e.g. a number's digits) and its problem.
   */
  input: (field: F, clean?: (text: string) => string) => FieldBinding;
}

/** The props of a Field that `input` gives. */
export interface FieldBinding {
  ref: (element: Focusable | null) => void;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error: string | undefined;
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
  // The latest values, so two changes in one event (a remembered login filling two fields) both count;
  // every change of the values goes through it.
  const latest = useRef(values);

  const show = (found: P) => {
    setProblems(found);
    const first = fields.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
  };
  const change = (field: F, value: string) => {
    const next = { ...latest.current, [field]: value };
    latest.current = next;
    setValues(next);
    if (checked) setProblems(check(next));
    else if (problems[field]) setProblems((current) => ({ ...current, [field]: check(next)[field] }));
  };
  const ref = (field: F) => (element: Focusable | null) => void (inputs.current[field] = element);
  return {
    fields,
    values,
    problems,
    change,
    validate: () => {
      setChecked(true);
      const found = check(latest.current);
      if (Object.keys(found).filter((field) => found[field as F]).length === 0) return true;
      show(found);
      return false;
    },
    show,
    clear: (field) => {
      latest.current = { ...latest.current, [field]: "" };
      setValues(latest.current);
      setProblems((current) => ({ ...current, [field]: undefined }));
    },
    forget: () => {
      setProblems({} as P);
      setChecked(false);
    },
    reset: () => {
      latest.current = empty();
      setValues(latest.current);
      setProblems({} as P);
      setChecked(false);
    },
    ref,
    focus: (field) => inputs.current[field]?.focus(),
    input: (field, clean = (text) => text) => ({
      ref: ref(field),
      value: values[field],
      onChange: (event) => change(field, clean(event.target.value)),
      error: problems[field] as string | undefined,
    }),
  };
}
