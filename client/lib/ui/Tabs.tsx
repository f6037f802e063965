import { useEffect, useRef } from "react";
import styles from "./Tabs.module.css";

/**
 * A row of tabs; the panel is the caller's. A label never wraps and never breaks inside a word ("E-mail"):
 * when the labels do not fit the screen (four second-factor methods in Vietnamese), the row scrolls sideways
 * and keeps the chosen tab in view.
 */
export function Tabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
}: {
  tabs: { id: T; label: string }[];
  value: T;
  onChange: (id: T) => void;
  label: string;
}) {
  const row = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = row.current;
    const tab = box?.querySelector('[aria-selected="true"]');
    if (!box || !tab) return;
    // Only the row scrolls: scrollIntoView would move the page (or a sheet) as well.
    const [outer, inner] = [box.getBoundingClientRect(), tab.getBoundingClientRect()];
    box.scrollLeft += Math.min(0, inner.left - outer.left) + Math.max(0, inner.right - outer.right);
  }, [value]);
  return (
    <div ref={row} className={styles.tabs} role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          aria-selected={tab.id === value}
          className={tab.id === value ? `${styles.tab} ${styles.selected}` : styles.tab}
          onClick={() => onChange(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
