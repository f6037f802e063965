import styles from "./Spinner.module.css";

/** The one spinner of the app; sizes in px. */
export function Spinner({ size = 24, className }: { size?: number; className?: string }) {
  return <span className={className ? `${styles.spinner} ${className}` : styles.spinner} style={{ inlineSize: size, blockSize: size }} aria-hidden="true" />;
}
