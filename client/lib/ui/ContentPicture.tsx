import type { SyntheticEvent } from "react";
import { FIRST_PAINT_IMAGE } from "#shared/constants";
import type { ContentImage } from "#shared/contract";
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
  // The first paint's image is fetched first, and the browser reports when it is on the screen: the app's code waits
  // for that report (worker/render/startScript.ts, docs/decisions/069).
  const priority = loading === "eager" ? { fetchPriority: "high" as const, elementtiming: FIRST_PAINT_IMAGE } : {};
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
  return (
    <span className={`${frame} ${styles.skeleton}`} style={ratio}>
      {/* Keyed by address: a new image is a new element, so the observer sees it again. */}
      <picture key={image.url}>
        {image.sources?.map((source) => (
          <source key={source.url} type={source.type} data-srcset={source.url} />
        ))}
        <img
          ref={observeImage}
          className={styles.image}
          data-src={image.url}
          alt={alt}
          width={image.width}
          height={image.height}
          decoding="async"
          onLoad={markLoaded}
        />
      </picture>
    </span>
  );
}

/*
 * The SPEC §9 lazy image without a hook: a page of tiles hydrates as plain markup, and the address is set
 * straight on the element when it has been near the screen for the delay. React never renders `src`, so it
 * never takes it back.
 */
function observeImage(img: HTMLImageElement | null): (() => void) | undefined {
  if (!img || img.getAttribute("src")) return undefined;
  return whenNearScreen(img, () => revealImage(img));
}

function revealImage(img: HTMLImageElement): void {
  img.parentElement?.querySelectorAll<HTMLSourceElement>("source[data-srcset]").forEach((source) => {
    source.srcset = source.dataset.srcset ?? "";
  });
  img.src = img.dataset.src ?? "";
}

function markLoaded(event: SyntheticEvent<HTMLImageElement>): void {
  event.currentTarget.dataset.loaded = "";
}
