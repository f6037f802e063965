/** WCAG 2 relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((index) => {
    const channel = Number.parseInt(hex.slice(index, index + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** WCAG 2 contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

const NEAR_BLACK = "#111111";
const WHITE = "#ffffff";
const BLACK = "#000000";

/**
 * The text colour for a background, chosen by contrast ratio (DESIGN §4a), never by a brightness
 * threshold: near-black or white, whichever contrasts more; pure black on the few mid-tones where
 * neither reaches 4.5:1 (black or white always does).
 */
export function readableTextOn(background: string): string {
  const best = contrastRatio(NEAR_BLACK, background) >= contrastRatio(WHITE, background) ? NEAR_BLACK : WHITE;
  return contrastRatio(best, background) >= MIN_TEXT_CONTRAST ? best : BLACK;
}
