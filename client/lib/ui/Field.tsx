import {
  forwardRef,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { PASSWORD_RULE } from "#shared/auth";
import { isConnectionFailure, type RequestError } from "../request";
import styles from "./Field.module.css";

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "prefix"> {
  label: string;
  error?: string | null;
  /** Shown before the input, e.g. a dialling code. */
  prefix?: ReactNode;
  /** Shown after the input, e.g. a send-code button. */
  suffix?: ReactNode;
}

/** The frame every field shares: its label over the control, and under it the error, announced. */
function FieldFrame({ id, label, error, className, children }: { id: string; label: string; error?: string | null; className?: string; children: ReactNode }) {
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** Ties a control to its error, and to a note under it (e.g. a counter) when it has one. */
function described(id: string, error: string | null | undefined, noteId?: string) {
  const ids = [noteId, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return { "aria-invalid": error ? true : undefined, "aria-describedby": ids || undefined };
}

const TEXT_TYPES = new Set(["text", "password", "email", "tel", "number", "search", "url"]);

/**
 * The key labelled "Next" (enterkeyhint="next") moves to the form's next text field, as players expect; without
 * this, Enter sends the form half filled. The last text field's Enter sends it, whatever its label.
 */
function goToNextField(event: KeyboardEvent<HTMLInputElement>): void {
  const input = event.currentTarget;
  if (event.key !== "Enter" || event.nativeEvent.isComposing || input.getAttribute("enterkeyhint") !== "next" || !input.form) return;
  const fields = [...input.form.elements].filter(
    (element): element is HTMLInputElement => element instanceof HTMLInputElement && TEXT_TYPES.has(element.type) && !element.disabled,
  );
  const next = fields[fields.indexOf(input) + 1];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/** A labelled input whose error is announced and tied to it (aria-invalid, aria-describedby). */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field({ label, error, prefix, suffix, className, onKeyDown, ...input }, ref) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} className={className}>
      <div className={error ? `${styles.control} ${styles.invalid}` : styles.control}>
        {prefix && <span className={styles.prefix}>{prefix}</span>}
        <input
          ref={ref}
          id={id}
          className={styles.input}
          {...described(id, error)}
          {...input}
          onKeyDown={(event) => {
            onKeyDown?.(event);
            if (!event.defaultPrevented) goToNextField(event);
          }}
        />
        {suffix}
      </div>
    </FieldFrame>
  );
});

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> {
  label: string;
  error?: string | null;
}

/** A labelled select (its options as children), with its error tied to it like a Field's. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField({ label, error, children, ...select }, ref) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error}>
      <select ref={ref} id={id} className={error ? `${styles.select} ${styles.invalid}` : styles.select} {...described(id, error)} {...select}>
        {children}
      </select>
    </FieldFrame>
  );
});

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "value" | "maxLength"> {
  label: string;
  value: string;
  maxLength: number;
  /** The counter's words for the text's length (trimmed, as the rules count it) and the limit. */
  counter: (length: number, max: number) => string;
  error?: string | null;
}

/** A labelled text area with a character counter under it; the counter and the error are tied to it. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, value, maxLength, counter, error, ...textarea },
  ref,
) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error}>
      <textarea
        ref={ref}
        id={id}
        className={error ? `${styles.textarea} ${styles.invalid}` : styles.textarea}
        value={value}
        maxLength={maxLength}
        {...described(id, error, `${id}-count`)}
        {...textarea}
      />
      <p id={`${id}-count`} className={styles.count}>
        {counter(value.trim().length, maxLength)}
      </p>
    </FieldFrame>
  );
});

/** A password field with a show/hide toggle, as long as the password rule allows unless told otherwise. */
export const PasswordField = forwardRef<HTMLInputElement, FieldProps & { showLabel?: string; hideLabel?: string }>(function PasswordField(
  { showLabel, hideLabel, ...props },
  ref,
) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <Field
      ref={ref}
      maxLength={PASSWORD_RULE.max}
      {...props}
      type={visible ? "text" : "password"}
      suffix={
        <button
          type="button"
          className={styles.toggle}
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? (hideLabel ?? t("auth.hidePassword")) : (showLabel ?? t("auth.showPassword"))}
          aria-pressed={visible}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zm10-3a3 3 0 1 0 0 6 3 3 0 0 0 0-6z" fill="none" stroke="currentColor" strokeWidth="1.6" />
            {visible && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.6" />}
          </svg>
        </button>
      }
    />
  );
});

/** A problem with the whole form rather than one field (no connection): announced, next to the send button. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className={styles.formError} role="alert">
      {message}
    </p>
  );
}

/**
 * The failure of a whole form that FormError says (no connection); what was typed stays. `offline` says it before
 * anything is sent, and answers whether it did; `connection` says an offline, unreachable or timed-out send (a
 * cancelled one says nothing) and answers whether the error was one: anything else is the platform's answer.
 */
export function useFormFailure() {
  const { t } = useTranslation();
  const [message, setMessage] = useState<string | null>(null);
  const offlineNow = () => globalThis.navigator?.onLine === false;
  return {
    message,
    clear: () => setMessage(null),
    offline: (): boolean => {
      if (!offlineNow()) return false;
      setMessage(t("auth.offline"));
      return true;
    },
    connection: (error: unknown): error is RequestError => {
      if (!isConnectionFailure(error)) return false;
      if (error.kind !== "cancelled") setMessage(offlineNow() ? t("auth.offline") : error.kind === "timeout" ? t("errors.timeout") : t("auth.unreachable"));
      return true;
    },
  };
}
