/**
 * The pieces the demo content's motifs (motifs.ts) are drawn from, in their 100-unit box: colours,
 * lit spheres, metal sheens, dice, lotto balls, coins, cards.
 */
export interface Paint {
  main: string;
  alt: string;
  ink: string;
  light: string;
}
/** `id` hands out document-unique ids for gradients and clips, as a picture may repeat a motif. */
export type Draw = (p: Paint, id: () => string) => string;

export const FONT = "DejaVu Sans, sans-serif";

const hex = (color: string) => [1, 3, 5].map((i) => Number.parseInt(color.slice(i, i + 2), 16));
export function mix(from: string, to: string, t: number): string {
  const [a, b] = [hex(from), hex(to)];
  return `#${a
    .map((v, i) =>
      Math.round(v + (b[i]! - v) * t)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}
export const lighten = (color: string, t: number) => mix(color, "#ffffff", t);
export const darken = (color: string, t: number) => mix(color, "#000000", t);

export const r1 = (value: number) => Number(value.toFixed(1));
export const polar = (cx: number, cy: number, r: number, degrees: number): [number, number] => [
  r1(cx + r * Math.cos((degrees * Math.PI) / 180)),
  r1(cy + r * Math.sin((degrees * Math.PI) / 180)),
];
export const ring = (cx: number, cy: number, r: number, count: number, start = -90) =>
  Array.from({ length: count }, (_, k) => polar(cx, cy, r, start + (360 * k) / count));
export const pts = (points: [number, number][]) => points.map((p) => p.join(",")).join(" ");
export const starPoints = (cx: number, cy: number, outer: number, inner: number, count = 5) =>
  pts(Array.from({ length: count * 2 }, (_, k) => polar(cx, cy, k % 2 ? inner : outer, -90 + (180 * k) / count)));

/** A lit sphere: the highlight upper left, the colour darkening to the rim. */
export function sphere(id: () => string, cx: number, cy: number, r: number, color: string, rim = darken(color, 0.45)): string {
  const g = id();
  return (
    `<defs><radialGradient id="${g}" cx=".36" cy=".3" r=".78"><stop offset="0" stop-color="${lighten(color, 0.75)}"/>` +
    `<stop offset=".3" stop-color="${color}"/><stop offset="1" stop-color="${rim}"/></radialGradient></defs>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${g})"/>`
  );
}
/** A top-to-bottom metal sheen of one colour. */
export function sheen(id: () => string, color: string, vertical = true): [string, string] {
  const g = id();
  const axis = vertical ? `x2="0" y2="1"` : `x2="1" y2="0"`;
  return [
    `<defs><linearGradient id="${g}" x1="0" y1="0" ${axis}><stop offset="0" stop-color="${lighten(color, 0.55)}"/><stop offset=".5" stop-color="${color}"/><stop offset="1" stop-color="${darken(color, 0.35)}"/></linearGradient></defs>`,
    `url(#${g})`,
  ];
}
export const text = (x: number, y: number, size: number, fill: string, value: string, extra = "") =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-weight="bold" font-size="${size}" text-anchor="middle" fill="${fill}" ${extra}>${value}</text>`;

const PIPS: Record<number, [number, number][]> = {
  1: [[0.5, 0.5]],
  2: [
    [0.27, 0.27],
    [0.73, 0.73],
  ],
  3: [
    [0.25, 0.25],
    [0.5, 0.5],
    [0.75, 0.75],
  ],
  4: [
    [0.27, 0.27],
    [0.73, 0.27],
    [0.27, 0.73],
    [0.73, 0.73],
  ],
  5: [
    [0.25, 0.25],
    [0.75, 0.25],
    [0.5, 0.5],
    [0.25, 0.75],
    [0.75, 0.75],
  ],
  6: [
    [0.28, 0.22],
    [0.72, 0.22],
    [0.28, 0.5],
    [0.72, 0.5],
    [0.28, 0.78],
    [0.72, 0.78],
  ],
};
export const pips = (x: number, y: number, w: number, h: number, face: number, fill: string, r: number) =>
  PIPS[face]!.map(([u, v]) => `<circle cx="${r1(x + u * w)}" cy="${r1(y + v * h)}" r="${r}" fill="${fill}"/>`).join("");
export function die(p: Paint, x: number, y: number, size: number, turn: number, face: number, fill: string, pip: string): string {
  const c = x + size / 2;
  return `<g transform="rotate(${turn} ${c} ${y + size / 2})"><rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${size * 0.18}" fill="${fill}" stroke="${p.ink}" stroke-width="2.5"/>${pips(x, y, size, size, face, pip, size * 0.09)}</g>`;
}
export function lotto(id: () => string, p: Paint, cx: number, cy: number, r: number, color: string, value: string): string {
  return `${sphere(id, cx, cy, r, color)}<circle cx="${cx}" cy="${cy}" r="${r1(r * 0.55)}" fill="#fff"/>${text(cx, r1(cy + r * 0.22), r1(r * (value.length > 1 ? 0.52 : 0.66)), p.ink, value)}`;
}
export function coin(id: () => string, p: Paint, cx: number, cy: number, r: number): string {
  const gold = p.main;
  return `${sphere(id, cx, cy, r, gold)}<circle cx="${cx}" cy="${cy}" r="${r1(r * 0.76)}" fill="none" stroke="${darken(gold, 0.3)}" stroke-width="${r1(r * 0.07)}"/><polygon points="${starPoints(cx, cy, r * 0.42, r * 0.18)}" fill="${darken(gold, 0.22)}"/>`;
}
export function card(p: Paint, turn: number, suit: string, rank: string, red: boolean): string {
  const color = red ? "#e11d48" : p.ink;
  return `<g transform="rotate(${turn} 50 98)"><rect x="30" y="26" width="40" height="60" rx="5" fill="#fff" stroke="${p.ink}" stroke-width="2"/>${text(37, 39, 11, color, rank)}${text(50, 66, 26, color, suit)}</g>`;
}
export const person = (x: number, fill: string, scale = 1) =>
  `<g transform="translate(${x} 0) scale(${scale})"><circle cx="0" cy="34" r="14" fill="${fill}"/><path d="M-26 86Q-26 56 0 56Q26 56 26 86Z" fill="${fill}"/></g>`;
export function pearlBall(id: () => string, cx: number, cy: number, r: number): string {
  const g = id();
  return `<defs><radialGradient id="${g}" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#ffffff"/><stop offset=".45" stop-color="#f4ebdf"/><stop offset="1" stop-color="#b9a288"/></radialGradient></defs><circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${g})"/>`;
}
/** The two points where circles (a, ra) and (b, rb) cross. */
export function crossings(a: [number, number], ra: number, b: [number, number], rb: number): [[number, number], [number, number]] {
  const d = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const along = (ra * ra - rb * rb + d * d) / (2 * d);
  const h = Math.sqrt(ra * ra - along * along);
  const [ux, uy] = [(b[0] - a[0]) / d, (b[1] - a[1]) / d];
  const [mx, my] = [a[0] + along * ux, a[1] + along * uy];
  return [
    [r1(mx + h * uy), r1(my - h * ux)],
    [r1(mx - h * uy), r1(my + h * ux)],
  ];
}
