import { MINI_GAME, TIMING } from "#shared/constants";

/** SPEC §9 mini-game container, as rules without React: where it may sit, and what a tap is. */
export interface Point {
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}

/** 2% of the window's width, kept from every edge. */
export function dragMargin(viewport: Size): number {
  return viewport.width * MINI_GAME.dragMarginRatio;
}

/**
 * The nearest place inside the screen, margins kept, and above the bars fixed at its bottom (`bottomInset` px: the
 * navigation, the download bar), so it never sits on their buttons (issue #35, item 7); on a screen too small for it,
 * the top-left margin.
 */
export function clampToViewport(position: Point, size: Size, viewport: Size, bottomInset = 0): Point {
  const margin = dragMargin(viewport);
  const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(value, Math.max(low, high)));
  return {
    x: clamp(position.x, margin, viewport.width - size.width - margin),
    y: clamp(position.y, margin, viewport.height - bottomInset - size.height - margin),
  };
}

/**
 * Where it starts: at the trailing edge, just above the bars at the bottom. There the page's room at its end (see
 * MiniGame.tsx) lets whatever it covers scroll out from under it: no control is ever out of reach.
 */
export function startPosition(size: Size, viewport: Size, rtl: boolean, bottomInset = 0): Point {
  const margin = dragMargin(viewport);
  return clampToViewport({ x: rtl ? margin : viewport.width - size.width - margin, y: viewport.height }, size, viewport, bottomInset);
}

/** The marker of a bar fixed at the bottom of the screen that the mini-game keeps above. */
export const BOTTOM_BAR_ATTRIBUTE = "data-bottom-bar";

/** How far from the screen's bottom the highest bottom bar reaches (0 when there is none). */
export function bottomBarsInset(doc: Document, viewportHeight: number): number {
  let top = viewportHeight;
  for (const bar of doc.querySelectorAll(`[${BOTTOM_BAR_ATTRIBUTE}]`)) {
    const box = bar.getBoundingClientRect();
    if (box.height > 0) top = Math.min(top, box.top);
  }
  return Math.max(0, viewportHeight - top);
}

/** A pointer that moved under 2 px between down and up clicked. */
export function isClick(start: Point, end: Point): boolean {
  return Math.hypot(end.x - start.x, end.y - start.y) < MINI_GAME.clickThresholdPx;
}

/** A click counts unless another came within 250 ms before it. */
export function clickAllowed(now: number, lastClick: number | null): boolean {
  return lastClick === null || now - lastClick >= TIMING.miniGameClickDebounce;
}
