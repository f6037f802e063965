import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import type { Activity } from "../../../shared/contract";
import { withKeptQuery } from "../../../shared/navigation";
import { ROUTES } from "../../../shared/routes";
import { activityAction, showsGoButton, useLinkAction, useLinkContext } from "../../core/links";
import { ContentPicture } from "../../lib/ui/ContentPicture";
import styles from "./ActivityPage.module.css";

// The sanitizer arrives with the first promotion's text, never in the first paint (issue #10).
const SafeHtml = lazy(() => import("../../lib/sanitize/SafeHtml").then((module) => ({ default: module.SafeHtml })));

/** One promotion: its art, its text (sanitized, DESIGN §5) and the "go" button routed by redirect type (SPEC §2). */
export function ActivityDetail({ activity }: { activity: Activity }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const context = useLinkContext();
  const run = useLinkAction();
  const label = activity.buttonText || t(`activity.go.${activity.redirectType}`, { defaultValue: t("activity.go.default") });

  return (
    <article className={styles.page} aria-labelledby="screen-title">
      <Link className={styles.back} to={withKeptQuery(ROUTES.activity, search)}>
        {t("activity.allPromotions")}
      </Link>
      <ContentPicture image={activity.image} alt="" loading="priority" className={styles.detailArt} />
      <h1 id="screen-title" className={styles.title}>
        {activity.title}
      </h1>
      <Suspense fallback={<div className={styles.contentSkeleton} aria-busy="true" />}>
        <SafeHtml className={styles.content} html={activity.content} />
      </Suspense>
      {showsGoButton(activity, context) && (
        <button type="button" className={styles.go} onClick={() => run(activityAction(activity, context))}>
          {label}
        </button>
      )}
    </article>
  );
}
