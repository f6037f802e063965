import type { ButtonHTMLAttributes, ReactNode } from "react";
import styles from "./Button.module.css";
import { Spinner } from "./Spinner";

/** The primary action of a form: shows a spinner and its busy text while busy (DESIGN §4a). The spinner takes the icon's place. */
export function Button({
  busy,
  busyLabel,
  variant = "primary",
  icon,
  children,
  disabled,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { busy?: boolean; busyLabel?: string; variant?: "primary" | "secondary" | "text"; icon?: ReactNode }) {
  return (
    <button {...rest} className={styles[variant]} disabled={disabled || busy} aria-busy={busy || undefined}>
      {busy ? <Spinner size={18} /> : icon}
      <span>{busy && busyLabel ? busyLabel : children}</span>
    </button>
  );
}
