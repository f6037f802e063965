import { forwardRef, type InputHTMLAttributes, useId } from "react";
import { useTranslation } from "react-i18next";
import { taggedText } from "../../lib/taggedText";
import { VisuallyHidden } from "../../lib/ui/VisuallyHidden";
import styles from "./ConsentField.module.css";

export interface ConsentFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type" | "children"> {
  minimumAge: number;
  termsUrl?: string;
  privacyUrl?: string;
  error?: string | null;
}

/**
 * The consent box at registration (issue #14): age and the merchant's terms and privacy policy in one sentence,
 * the documents linked in a new tab so the form keeps what was typed; the error under it, announced and tied to it.
 * A link inside the label opens without ticking the box.
 */
export const ConsentField = forwardRef<HTMLInputElement, ConsentFieldProps>(function ConsentField({ minimumAge, termsUrl, privacyUrl, error, ...input }, ref) {
  const { t } = useTranslation();
  const id = useId();
  const link = (href: string | undefined) => (words: string) =>
    href ? (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {words}
        <VisuallyHidden> {t("auth.opensInNewTab")}</VisuallyHidden>
      </a>
    ) : (
      words
    );
  return (
    <div className={styles.field}>
      <div className={styles.row}>
        <input
          ref={ref}
          id={id}
          type="checkbox"
          className={error ? `${styles.box} ${styles.invalid}` : styles.box}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        <label htmlFor={id} className={styles.label}>
          {taggedText(t("auth.consent", { age: minimumAge }), { terms: link(termsUrl), privacy: link(privacyUrl) })}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
});
