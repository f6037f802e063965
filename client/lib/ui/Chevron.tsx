/** Which way a chevron points, in the page's own terms: "forward" is the reading way once its parent mirrors it. */
const POINTS = { back: "15 5 8 12 15 19", forward: "9 5 16 12 9 19" } as const;

/**
 * A drawn arrow. The characters ‹ and › are mirrored by Unicode in right-to-left text, and by some fonts and not
 * others, so an arrow that a stylesheet mirrors for right to left is drawn instead.
 */
export function Chevron({ direction, size, className }: { direction: keyof typeof POINTS; size: number; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <polyline points={POINTS[direction]} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
