import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import type { Activity } from "#shared/contract";
import { withKeptQuery } from "#shared/navigation";
import { ROUTES } from "#shared/routes";
import { usePromotionGo } from "../../core/links";
import { track } from "../../core/tracking";
import { PromotionDetail } from "../../lib/ui/PromotionDetail";
import styles from "./ActivityPage.module.css";

/** /m/activity?id=: one promotion, with the "go" button routed by redirect type (SPEC §2). */
export function ActivityDetail({ activity }: { activity: Activity }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { label, go } = usePromotionGo(activity);
  // SPEC §3 viewContent: a promotion was read (docs/decisions/026); the event cache drops re-reads within 10 minutes.
  useEffect(() => {
    track("viewContent", { contentType: "activity", contentId: String(activity.id) });
  }, [activity.id]);
  return (
    <article className={styles.page} aria-labelledby="screen-title">
      <Link className={styles.back} to={withKeptQuery(ROUTES.activity, search)}>
        {t("activity.allPromotions")}
      </Link>
      <h1 id="screen-title" className={styles.title}>
        {activity.title}
      </h1>
      <PromotionDetail activity={activity} goLabel={label} onGo={go} />
    </article>
  );
}
