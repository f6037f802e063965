import styles from "./Tabs.module.css";

/** A row of tabs; the panel is the caller's. */
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
  return (
    <div className={styles.tabs} role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          aria-selected={tab.id === value}
          className={tab.id === value ? `${styles.tab} ${styles.selected}` : styles.tab}
          onClick={() => onChange(tab.id)}
        >
          {/* A narrow tab wraps between words, never inside one at its hyphen ("E-mail"). */}
          {tab.label.replace(/-/g, "\u2011")}
        </button>
      ))}
    </div>
  );
}
