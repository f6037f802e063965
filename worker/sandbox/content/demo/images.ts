import type { ContentImage } from "#shared/contract/content";
import { ART_SIZE, ARTWORK } from "./artwork.ts";
import { THEMES, type DemoMerchant } from "./games.ts";

/**
 * Where the demo content's pictures are: every one a PNG for any browser and a smaller WebP beside it,
 * drawn by scripts/make-content-images.ts under public/sandbox/<dir>/content/.
 */
export const contentUrl = (merchant: DemoMerchant, name: string, ext: "png" | "webp") => `/sandbox/${THEMES[merchant].dir}/content/${name}.${ext}`;

export function image(merchant: DemoMerchant, name: string, width: number, height: number): ContentImage {
  return { url: contentUrl(merchant, name, "png"), width, height, sources: [{ type: "image/webp", url: contentUrl(merchant, name, "webp") }] };
}

/** A banner, popup or activity picture of artwork.ts, at the size its kind is drawn in. */
export function art(merchant: DemoMerchant, name: string): ContentImage {
  const piece = ARTWORK[merchant][name];
  if (!piece) throw new Error(`${merchant} has no artwork ${name}`);
  const { width, height } = ART_SIZE[piece.kind];
  return image(merchant, name, width, height);
}

export const tileName = (slug: string) => `game-${slug}`;

export function tileImage(merchant: DemoMerchant, slug: string): ContentImage {
  const { width, height } = ART_SIZE.tile;
  return image(merchant, tileName(slug), width, height);
}
