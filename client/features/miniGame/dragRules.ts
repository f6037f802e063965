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

/** The nearest place inside the screen, margins kept; on a screen too small for it, the top-left margin. */
export function clampToViewport(position: Point, size: Size, viewport: Size): Point {
  const margin = dragMargin(viewport);
  const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(value, Math.max(low, high)));
  return {
    x: clamp(position.x, margin, viewport.width - size.width - margin),
    y: clamp(position.y, margin, viewport.height - size.height - margin),
  };
}

/** Where it starts: at the trailing edge, above the bottom navigation. */
export function startPosition(size: Size, viewport: Size, rtl: boolean): Point {
  const margin = dragMargin(viewport);
  return clampToViewport({ x: rtl ? margin : viewport.width - size.width - margin, y: viewport.height * 0.62 }, size, viewport);
}

/** A pointer that moved under 2 px between down and up clicked. */
export function isClick(start: Point, end: Point): boolean {
  return Math.hypot(end.x - start.x, end.y - start.y) < MINI_GAME.clickThresholdPx;
}

/** A click counts unless another came within 250 ms before it. */
export function clickAllowed(now: number, lastClick: number | null): boolean {
  return lastClick === null || now - lastClick >= TIMING.miniGameClickDebounce;
}
