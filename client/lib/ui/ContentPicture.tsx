import { useEffect, useRef, useState } from "react";
import type { ContentImage } from "../../../shared/contract";
import { whenNearScreen } from "../nearScreen";
import styles from "./ContentPicture.module.css";

interface ContentPictureProps {
  image: ContentImage;
  alt: string;
  className?: string;
  /**
   * "priority": the first paint's largest element, in the server's HTML, fetched first, never faded in.
   * "native": the browser's own lazy loading (later carousel slides).
   * "observed": SPEC §9 lazy image, loaded 150 ms after it comes within 100 px of the screen, over a skeleton.
   */
  loading: "priority" | "native" | "observed";
}

function Picture({ image, alt, loading, onLoad }: Pick<ContentPictureProps, "image" | "alt"> & { loading: "eager" | "lazy"; onLoad?: () => void }) {
  const priority = loading === "eager" ? { fetchPriority: "high" as const } : {};
  return (
    <picture>
      {image.sources?.map((source) => (
        <source key={source.url} type={source.type} srcSet={source.url} />
      ))}
      <img
        className={styles.image}
        src={image.url}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={loading}
        decoding="async"
        onLoad={onLoad}
        {...priority}
      />
    </picture>
  );
}

/** A platform image in its declared size: its box is reserved before it loads, so nothing shifts (DESIGN §4a). */
export function ContentPicture({ image, alt, className, loading }: ContentPictureProps) {
  const frame = `${styles.frame} ${className ?? ""}`;
  const ratio = { aspectRatio: `${image.width} / ${image.height}` };
  if (loading !== "observed") {
    return (
      <span className={frame} style={ratio}>
        <Picture image={image} alt={alt} loading={loading === "priority" ? "eager" : "lazy"} />
      </span>
    );
  }
  return <ObservedPicture image={image} alt={alt} frame={frame} ratio={ratio} />;
}

function ObservedPicture({ image, alt, frame, ratio }: { image: ContentImage; alt: string; frame: string; ratio: { aspectRatio: string } }) {
  const box = useRef<HTMLSpanElement>(null);
  const [near, setNear] = useState(false);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element || near) return;
    return whenNearScreen(element, () => setNear(true));
  }, [near]);

  return (
    <span ref={box} className={`${frame} ${loaded ? "" : styles.skeleton}`} style={ratio} aria-busy={!loaded}>
      {near && <Picture image={image} alt={alt} loading="lazy" onLoad={() => setLoaded(true)} />}
    </span>
  );
}
