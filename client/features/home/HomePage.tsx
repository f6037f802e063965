import { useTranslation } from "react-i18next";
import { VisuallyHidden } from "../../lib/ui/VisuallyHidden";
import { useDocumentTitle } from "../../core/screen/useDocumentTitle";
import { BannerCarousel, BannerCarouselSkeleton } from "./BannerCarousel";
import { ContentError } from "./ContentError";
import { GameLanes, GameLanesSkeleton } from "./GameLanes";
import { Marquee } from "./Marquee";
import { useLandingContent } from "./useLandingContent";
import { VipCard } from "./VipCard";
import styles from "./HomePage.module.css";

/** /m/home (issue #10): banners, the announcements' marquee, VIP progress and the game lanes, rendered at the edge. */
export function HomePage() {
  const { t } = useTranslation();
  const title = t("screens.home.title");
  useDocumentTitle(title);
  const content = useLandingContent();

  return (
    <section className={styles.page} aria-labelledby="screen-title">
      <VisuallyHidden as="h1" id="screen-title">
        {title}
      </VisuallyHidden>
      {content.banners.status === "ready" ? (
        <BannerCarousel banners={content.banners.value} onOpen={content.openBanner} />
      ) : content.banners.status === "error" ? (
        <ContentError className={styles.bannerBox} message={t("home.bannersFailed")} onRetry={content.retry.banners} />
      ) : (
        <BannerCarouselSkeleton />
      )}
      {content.marquee.status === "ready" ? <Marquee items={content.marquee.value} /> : <div className={styles.marqueeBox} aria-hidden="true" />}
      <VipCard />
      {content.lanes.status === "ready" ? (
        <GameLanes lanes={content.lanes.value} onOpenGame={content.openGame} />
      ) : content.lanes.status === "error" ? (
        <ContentError message={t("home.lanesFailed")} onRetry={content.retry.lanes} />
      ) : (
        <GameLanesSkeleton />
      )}
    </section>
  );
}
