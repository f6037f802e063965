import type { ReactNode } from "react";
import { useDocumentTitle } from "./useDocumentTitle";
import styles from "../../lib/ui/Screen.module.css";

/** A member screen: its title, which is the document's too, over what the screen shows; `className` adds the screen's own look. */
export function Screen({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <section className={className ? `${styles.screen} ${className}` : styles.screen} aria-labelledby="screen-title">
      <h1 id="screen-title" className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}
