import { type ButtonHTMLAttributes, type ReactNode, useRef } from "react";
import { createPortal } from "react-dom";
import styles from "./BottomSheet.module.css";
import { useDialogFocus } from "./useDialogFocus";

/**
 * A slide-up sheet over the page (DESIGN §4a: popups overlay, they never push), focus kept
 * inside while it is open. Portalled to <body> so no sticky header or bottom navigation can cover it.
 */
export function BottomSheet({
  title,
  titleId,
  closeLabel,
  onClose,
  closeDisabled,
  children,
}: {
  title: string;
  titleId: string;
  closeLabel: string;
  onClose: () => void;
  /** While set, neither the close button, the backdrop nor Escape closes the sheet. */
  closeDisabled?: boolean;
  children: ReactNode;
}) {
  const sheet = useRef<HTMLDivElement>(null);
  useDialogFocus(sheet, closeDisabled ? undefined : onClose);
  return createPortal(
    <div className={styles.backdrop}>
      {/* The dimmed page behind closes the sheet on a tap; keyboards have Escape and the close button. */}
      <button type="button" className={styles.scrim} tabIndex={-1} aria-hidden="true" onClick={onClose} disabled={closeDisabled} />
      <div ref={sheet} className={styles.sheet} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel} disabled={closeDisabled}>
            ×
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}

/** The list of choices a sheet offers (languages, countries). */
export function SheetList({ children }: { children: ReactNode }) {
  return <ul className={styles.list}>{children}</ul>;
}

export function SheetOption({ selected, children, ...button }: ButtonHTMLAttributes<HTMLButtonElement> & { selected: boolean }) {
  return (
    <li>
      <button type="button" className={styles.option} aria-pressed={selected} {...button}>
        {children}
      </button>
    </li>
  );
}
