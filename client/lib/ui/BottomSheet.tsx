import type { ButtonHTMLAttributes, ReactNode } from "react";
import { createPortal } from "react-dom";
import styles from "./BottomSheet.module.css";

/**
 * A slide-up sheet over the page (DESIGN §4a: popups overlay, they never push).
 * Portalled to <body> so no sticky header or bottom navigation can cover it.
 */
export function BottomSheet({ title, titleId, closeLabel, onClose, closeDisabled, children }: { title: string; titleId: string; closeLabel: string; onClose: () => void; closeDisabled?: boolean; children: ReactNode }) {
  return createPortal(
    <div className={styles.backdrop} onClick={closeDisabled ? undefined : onClose}>
      <div className={styles.sheet} role="dialog" aria-modal="true" aria-labelledby={titleId} onClick={(event) => event.stopPropagation()}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>{title}</h2>
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
