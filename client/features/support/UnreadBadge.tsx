import { useTranslation } from "react-i18next";
import { formatUnread, type UnreadState } from "../../core/support";
import { VisuallyHidden } from "../../lib/ui/VisuallyHidden";
import styles from "./Chat.module.css";

type Shown = { kind: "loading" } | { kind: "failed" } | { kind: "count"; text: string } | null;

/**
 * SPEC §2 the footer chat button's badge: a pulsing dot while the first count loads, the count up to 9999 (9999+
 * above), nothing at 0, and "!" when the count could not be checked (it is asked again on the next refresh).
 */
function shown(state: UnreadState): Shown {
  if (state.status === "off") return null;
  if (state.status === "loading") return { kind: "loading" };
  const text = state.count === null ? null : formatUnread(state.count);
  if (text !== null) return { kind: "count", text };
  return state.status === "error" ? { kind: "failed" } : null;
}

/** The badge as seen: hidden from screen readers, which get UnreadWords after the button's name instead. */
export function UnreadMark({ state }: { state: UnreadState }) {
  const badge = shown(state);
  if (!badge) return null;
  if (badge.kind === "loading") return <span className={`${styles.badge} ${styles.loading}`} aria-hidden="true" />;
  if (badge.kind === "failed") {
    return (
      <span className={`${styles.badge} ${styles.failed}`} aria-hidden="true">
        !
      </span>
    );
  }
  return (
    <span className={styles.badge} aria-hidden="true" data-unread={badge.text}>
      {badge.text}
    </span>
  );
}

/** What the badge says, in words, for screen readers. */
export function UnreadWords({ state }: { state: UnreadState }) {
  const { t } = useTranslation();
  const badge = shown(state);
  if (!badge) return null;
  const words = badge.kind === "loading" ? t("chat.unreadLoading") : badge.kind === "failed" ? t("chat.unreadFailed") : t("chat.unread", { count: badge.text });
  return <VisuallyHidden> {words}</VisuallyHidden>;
}
