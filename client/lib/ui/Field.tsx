import { forwardRef, type InputHTMLAttributes, type ReactNode, useId, useState } from "react";
import styles from "./Field.module.css";

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "prefix"> {
  label: string;
  error?: string | null;
  /** Shown before the input, e.g. a dialling code. */
  prefix?: ReactNode;
  /** Shown after the input, e.g. a send-code button. */
  suffix?: ReactNode;
}

/** A labelled input whose error is announced and tied to it (aria-invalid, aria-describedby). */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field({ label, error, prefix, suffix, className, ...input }, ref) {
  const id = useId();
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={error ? `${styles.control} ${styles.invalid}` : styles.control}>
        {prefix && <span className={styles.prefix}>{prefix}</span>}
        <input
          ref={ref}
          id={id}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        {suffix}
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
});

/** A password field with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, FieldProps & { showLabel: string; hideLabel: string }>(function PasswordField(
  { showLabel, hideLabel, ...props },
  ref,
) {
  const [visible, setVisible] = useState(false);
  return (
    <Field
      ref={ref}
      {...props}
      type={visible ? "text" : "password"}
      suffix={
        <button
          type="button"
          className={styles.toggle}
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? hideLabel : showLabel}
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
