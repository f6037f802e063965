import { memo, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { MarqueeItem } from "#shared/contract";
import { TIMING } from "#shared/constants";
import { whenPageSettled } from "../../lib/pageSettled";
import styles from "./Marquee.module.css";
import { plainText } from "#shared/plainText";

/**
 * The announcements' marquee (SPEC §9: 60 frames per second, one pixel a frame). The text runs on the
 * compositor (a CSS transform), its duration set from its measured width, so it costs the main thread nothing.
 */
export const Marquee = memo(function Marquee({ items }: { items: MarqueeItem[] }) {
  const { t } = useTranslation();
  const text = useRef<HTMLParagraphElement>(null);
  // How long one pass takes, and how far into the first pass it starts (see below).
  const [motion, setMotion] = useState<{ seconds: number; lead: number } | null>(null);

  // It starts once the page has settled: until then the first items stand still, and the frames a running animation
  // makes do not compete with the page's start-up (docs/decisions/041, 045). Measured in an
  // animation frame, when the browser lays the page out anyway: reading a width in the effect itself would force that
  // layout inside the task that runs every effect of the hydrated page.
  useEffect(() => {
    const element = text.current;
    if (!element) return;
    const measure = () => {
      // A pass brings the text in from the far edge: its leading padding is the window's width, already part of the
      // scroll width once running. The first pass starts that far in, where the text already stands, so nothing jumps.
      const running = element.classList.contains(styles.running!);
      const windowWidth = element.parentElement?.clientWidth ?? 0;
      const distance = element.scrollWidth + (running ? 0 : windowWidth);
      setMotion((current) => ({ seconds: distance / TIMING.marqueeFps, lead: current?.lead ?? windowWidth / TIMING.marqueeFps }));
    };
    let frame = 0;
    let observer: ResizeObserver | null = null;
    const stopWaiting = whenPageSettled(() => {
      frame = requestAnimationFrame(measure);
      observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(() => requestAnimationFrame(measure));
      observer?.observe(element);
    });
    return () => {
      stopWaiting();
      cancelAnimationFrame(frame);
      observer?.disconnect();
    };
  }, [items]);

  if (items.length === 0) return null;
  return (
    <section className={styles.marquee} aria-label={t("home.announcements")}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
        <path d="M3 10v4h4l5 4V6L7 10H3zm13.5 2A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4z" fill="currentColor" />
      </svg>
      <div className={styles.window}>
        <p
          ref={text}
          className={motion ? `${styles.text} ${styles.running}` : styles.text}
          style={motion ? { animationDuration: `${motion.seconds}s`, animationDelay: `${-motion.lead}s` } : undefined}
        >
          {items.map((item) => (
            <span key={item.id} className={styles.item}>
              {plainText(item.content)}
            </span>
          ))}
        </p>
      </div>
    </section>
  );
});
