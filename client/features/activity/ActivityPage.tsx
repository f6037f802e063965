import { useStore } from "jotai";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useSearchParams } from "react-router";
import type { Activity } from "#shared/contract";
import { withKeptQuery } from "#shared/navigation";
import { promotionPath, ROUTES } from "#shared/routes";
import { activities, categories, useRemote } from "../../core/content";
import { useDocumentTitle } from "../../core/screen/useDocumentTitle";
import { ContentPicture } from "../../lib/ui/ContentPicture";
import { LoadError } from "../../core/screen/ScreenState";
import { Tabs } from "../../lib/ui/Tabs";
import { ActivityDetail } from "./ActivityDetail";
import ui from "../../lib/ui/Screen.module.css";
import styles from "./ActivityPage.module.css";

const ALL = "all";

/**
 * /m/activity (SPEC §2): the promotions by category (PROMOFE_getPromotionAnnouncementCategory), and with
 * `?id=` one promotion and its "go" button. An id that names a category opens that category's list.
 */
export function ActivityPage() {
  const { t } = useTranslation();
  const store = useStore();
  const [params, setParams] = useSearchParams();
  const list = useRemote(activities);
  const tabs = useRemote(categories);
  const id = params.get("id");
  const categoryFromId = tabs.status === "ready" && id ? tabs.value.find((category) => category.id === id)?.id : undefined;
  const [category, setCategory] = useState<string>(categoryFromId ?? ALL);
  useDocumentTitle(t("screens.activity.title"));

  if (list.status === "error") {
    return (
      <Screen>
        <LoadError error={list.error} onRetry={() => void activities.load(store, { force: true })} />
      </Screen>
    );
  }
  if (list.status !== "ready") {
    return (
      <Screen>
        <ul className={ui.list} aria-busy="true">
          {[0, 1, 2].map((index) => (
            <li key={index} className={ui.promotionSkeleton} />
          ))}
        </ul>
      </Screen>
    );
  }

  const selected = id ? list.value.find((activity) => activity.id === id) : undefined;
  if (selected) return <ActivityDetail activity={selected} />;
  // Not a promotion: a category, once the categories are known, or a promotion that has ended.
  const categoriesKnown = tabs.status === "ready" || tabs.status === "error";
  if (id && categoriesKnown && !categoryFromId) return <Ended />;

  const current = categoryFromId ?? category;
  const shown = current === ALL ? list.value : list.value.filter((activity) => activity.promoAnnouncementCategoryIds.includes(current));
  return (
    <Screen>
      {tabs.status === "ready" && tabs.value.length > 0 && (
        <Tabs
          label={t("activity.categories")}
          tabs={[{ id: ALL, label: t("activity.all") }, ...tabs.value.map((entry) => ({ id: entry.id, label: entry.name }))]}
          value={current}
          onChange={(next) => {
            setCategory(next);
            if (categoryFromId) setParams((previous) => (previous.delete("id"), previous), { replace: true });
          }}
        />
      )}
      {shown.length === 0 ? <p className={styles.empty}>{t("activity.empty")}</p> : <ActivityList items={shown} />}
    </Screen>
  );
}

function Screen({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className={styles.page} aria-labelledby="screen-title">
      <h1 id="screen-title" className={styles.title}>
        {t("screens.activity.title")}
      </h1>
      {children}
    </section>
  );
}

function ActivityList({ items }: { items: Activity[] }) {
  const { search } = useLocation();
  return (
    <ul className={ui.list}>
      {items.map((activity, index) => (
        <li key={activity.id}>
          <Link className={styles.card} to={withKeptQuery(promotionPath(activity.id, true), search)}>
            <ContentPicture image={activity.image} alt="" loading={index < 2 ? "native" : "observed"} />
            <span className={ui.promotionText}>
              <strong>{activity.title}</strong>
              <span>{activity.summary}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Ended() {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <Screen>
      <div className={styles.error}>
        <p>{t("activity.notFound")}</p>
        <Link className={`${ui.primaryLink} ${styles.retry}`} to={withKeptQuery(ROUTES.activity, search)}>
          {t("activity.allPromotions")}
        </Link>
      </div>
    </Screen>
  );
}
