import { memo, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Banner } from "#shared/contract";
import { TIMING } from "#shared/constants";
import { ContentPicture } from "../../lib/ui/ContentPicture";
import styles from "./BannerCarousel.module.css";

interface BannerCarouselProps {
  banners: Banner[];
  onOpen: (banner: Banner) => void;
}

/**
 * SPEC §3 Banner carousel: the first slide is the first paint's largest element, so it is an `<img>` in the
 * server's HTML with its size and fetchpriority high; later slides load lazily. Slides snap; it moves on by
 * itself while visible unless the player prefers reduced motion or is touching it.
 */
export const BannerCarousel = memo(function BannerCarousel({ banners, onOpen }: BannerCarouselProps) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [held, setHeld] = useState(false);

  useEffect(() => {
    const element = track.current;
    if (!element || banners.length < 2 || held) return;
    if (globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    const timer = setInterval(() => {
      if (document.hidden) return;
      const width = element.clientWidth;
      const index = Math.round(Math.abs(element.scrollLeft) / width);
      const next = (index + 1) % banners.length;
      // Right to left scrolls toward negative offsets (every current engine), so the sign follows the direction.
      const sign = getComputedStyle(element).direction === "rtl" ? -1 : 1;
      element.scrollTo({ left: sign * next * width, behavior: "smooth" });
    }, TIMING.bannerAutoPlay);
    return () => clearInterval(timer);
  }, [banners.length, held]);

  // The current slide by observation, not by reading scroll offsets on every scroll event (each read forces a layout).
  useEffect(() => {
    const element = track.current;
    if (!element || banners.length < 2 || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) setCurrent([...element.children].indexOf(entry.target));
      },
      { root: element, threshold: 0.6 },
    );
    for (const slide of element.children) observer.observe(slide);
    return () => observer.disconnect();
  }, [banners.length]);

  if (banners.length === 0) return null;
  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={t("home.banners")}>
      <div ref={track} className={styles.track} onPointerDown={() => setHeld(true)} onPointerUp={() => setHeld(false)} onPointerCancel={() => setHeld(false)}>
        {banners.map((banner, index) => (
          <button
            key={banner.id}
            type="button"
            className={styles.slide}
            aria-roledescription="slide"
            aria-label={t("home.bannerOf", { title: banner.title, index: index + 1, count: banners.length })}
            onClick={() => onOpen(banner)}
          >
            <ContentPicture image={banner} alt={banner.title} loading={index === 0 ? "priority" : "native"} className={styles.picture} />
          </button>
        ))}
      </div>
      {banners.length > 1 && (
        <div className={styles.dots} aria-hidden="true">
          {banners.map((banner, index) => (
            <span key={banner.id} className={index === current ? `${styles.dot} ${styles.dotCurrent}` : styles.dot} />
          ))}
        </div>
      )}
    </section>
  );
});

/** Reserves the carousel's box while its content loads (no layout shift). */
export function BannerCarouselSkeleton() {
  return <div className={styles.skeleton} aria-hidden="true" />;
}
