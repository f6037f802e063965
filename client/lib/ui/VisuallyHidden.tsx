import type { ComponentPropsWithoutRef } from "react";
import styles from "./VisuallyHidden.module.css";

type HiddenTag = "span" | "h1" | "label";

/** Words for screen readers only (a loading status, a screen's title, a search field's label): in the page, not on it. */
export function VisuallyHidden<T extends HiddenTag = "span">({ as, ...props }: { as?: T } & Omit<ComponentPropsWithoutRef<T>, "className">) {
  const Tag: HiddenTag = as ?? "span";
  return <Tag className={styles.visuallyHidden} {...(props as ComponentPropsWithoutRef<"span">)} />;
}
