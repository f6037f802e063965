import { lazyPart } from "./lazyPart";
import type { Activity } from "#shared/contract";
import { ContentPicture } from "./ContentPicture";
import styles from "./PromotionDetail.module.css";
import { OptionalPart } from "./OptionalPart";

// The sanitizer arrives with the first promotion's text, never in the first paint (issue #10).
const SafeHtml = lazyPart(() => import("../sanitize/SafeHtml").then((module) => ({ default: module.SafeHtml })));

/**
 * One promotion's art, its text (sanitized, DESIGN §5) and its "go" button. Where the button leads is
 * the caller's: the activity page and the entry page's sheet both route it by SPEC §2's table.
 */
export function PromotionDetail({ activity, goLabel, onGo }: { activity: Activity; goLabel: string | null; onGo: () => void }) {
  return (
    <div className={styles.detail}>
      <ContentPicture image={activity.image} alt="" loading="priority" className={styles.art} />
      <OptionalPart fallback={<div className={styles.contentSkeleton} aria-busy="true" />}>
        <SafeHtml className={styles.content} html={activity.content} />
      </OptionalPart>
      {goLabel !== null && (
        <button type="button" className={styles.go} onClick={onGo}>
          {goLabel}
        </button>
      )}
    </div>
  );
}
