/**
 * Draws the demo merchants' logos (SVG) and home-screen icons (PNG, 192–512 px)
 * into public/sandbox/. Run once after changing a demo brand: `node scripts/make-demo-assets.ts`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { crc32, deflateSync } from "node:zlib";

interface Brand {
  dir: string;
  initials: string;
  background: string;
  primary: string;
  emblem: "ring" | "star" | "shell";
}

const BRANDS: Brand[] = [
  { dir: "demo", initials: "DB", background: "#0b1f14", primary: "#ffc928", emblem: "ring" },
  { dir: "brand-b", initials: "B", background: "#150d22", primary: "#ff4d6d", emblem: "star" },
  // Dana Lotto ("dana": the Gulf's word for a great pearl): a pearl on an apricot scallop shell, on deep teal.
  { dir: "brand-c", initials: "DL", background: "#05202a", primary: "#ff9a5c", emblem: "shell" },
];

const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

function png(size: number, pixel: (x: number, y: number) => [number, number, number]): Buffer {
  const raw = Buffer.alloc(size * (size * 3 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 3 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const [r, g, b] = pixel(x, y);
      const offset = y * (size * 3 + 1) + 1 + x * 3;
      raw[offset] = r;
      raw[offset + 1] = g;
      raw[offset + 2] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function starContains(x: number, y: number): boolean {
  // Five-pointed star of radius 1 centred at the origin, by angle-dependent radius.
  const angle = Math.atan2(y, x) + Math.PI / 2;
  const r = Math.hypot(x, y);
  const sector = ((angle % ((2 * Math.PI) / 5)) + (2 * Math.PI) / 5) % ((2 * Math.PI) / 5);
  const t = Math.abs(sector - Math.PI / 5) / (Math.PI / 5);
  return r <= 0.42 + 0.58 * t ** 2.2;
}

/**
 * The scallop shell and its pearl, in the logo's 64-unit box. One description draws both the SVG and the
 * PNG icons, so the home-screen icon and the header logo are the same mark.
 */
const SHELL = (() => {
  const hinge = { x: 32, y: 40 };
  const radius = 21;
  const lobes = 7;
  const points = Array.from({ length: lobes + 1 }, (_, k) => ({
    x: hinge.x - radius * Math.cos((Math.PI * k) / lobes),
    y: hinge.y - radius * Math.sin((Math.PI * k) / lobes),
  }));
  const lobeRadius = radius * Math.sin(Math.PI / (2 * lobes));
  const pearl = { x: 32, y: 41, r: 6.5, ring: 8.2 };
  const shine = { x: 30, y: 38.5, r: 9.5 };
  const shineStops: [number, string][] = [
    [0, "#ffffff"],
    [0.45, "#f4ebdf"],
    [1, "#cdb8a0"],
  ];
  return { hinge, radius, points, lobeRadius, pearl, shine, shineStops, grooveWidth: 1.6 };
})();

const round = (value: number) => Number(value.toFixed(2));

function shellSvg(brand: Brand): string {
  const { hinge, points, lobeRadius, pearl, shine, shineStops, grooveWidth } = SHELL;
  const [first, ...rest] = points;
  const arcs = rest.map((point) => `A${round(lobeRadius)} ${round(lobeRadius)} 0 0 1 ${round(point.x)} ${round(point.y)}`).join("");
  const outline = `M${hinge.x} ${hinge.y}L${round(first!.x)} ${round(first!.y)}${arcs}Z`;
  const grooves = points
    .slice(1, -1)
    .map((p) => `M${hinge.x} ${hinge.y}L${round(p.x)} ${round(p.y)}`)
    .join("");
  const stops = shineStops.map(([offset, color]) => `<stop offset="${offset}" stop-color="${color}"/>`).join("");
  return (
    `<defs><radialGradient id="pearl" gradientUnits="userSpaceOnUse" cx="${shine.x}" cy="${shine.y}" r="${shine.r}">${stops}</radialGradient></defs>` +
    `<path d="${outline}" fill="${brand.primary}"/>` +
    `<path d="${grooves}" stroke="${brand.background}" stroke-width="${grooveWidth}" stroke-linecap="round" fill="none"/>` +
    `<circle cx="${pearl.x}" cy="${pearl.y}" r="${pearl.ring}" fill="${brand.background}"/>` +
    `<circle cx="${pearl.x}" cy="${pearl.y}" r="${pearl.r}" fill="url(#pearl)"/>`
  );
}

type Point = { x: number; y: number };
const cross = (a: Point, b: Point, p: Point) => (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);

function insidePolygon(polygon: Point[], p: Point): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

function distanceToSegment(a: Point, b: Point, p: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(p.x - a.x - t * dx, p.y - a.y - t * dy);
}

function mix(from: [number, number, number], to: [number, number, number], t: number): [number, number, number] {
  return [0, 1, 2].map((i) => from[i]! + (to[i]! - from[i]!) * t) as [number, number, number];
}

/** The colour of the shell mark at a point of the 64-unit box, exactly as the SVG paints it. */
function shellColor(brand: Brand, p: Point): [number, number, number] {
  const { hinge, points, lobeRadius, pearl, shine, shineStops, grooveWidth } = SHELL;
  const dPearl = Math.hypot(p.x - pearl.x, p.y - pearl.y);
  if (dPearl <= pearl.r) {
    const t = Math.min(1, Math.hypot(p.x - shine.x, p.y - shine.y) / shine.r);
    for (let i = 1; i < shineStops.length; i++) {
      const [start, from] = shineStops[i - 1]!;
      const [end, to] = shineStops[i]!;
      if (t <= end) return mix(rgb(from), rgb(to), (t - start) / (end - start));
    }
  }
  if (dPearl <= pearl.ring) return rgb(brand.background);
  const inShell =
    insidePolygon([hinge, ...points], p) ||
    points.slice(0, -1).some((a, k) => {
      const b = points[k + 1]!;
      const centre = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      return Math.hypot(p.x - centre.x, p.y - centre.y) <= lobeRadius && cross(a, b, p) <= 0;
    });
  if (!inShell) return rgb(brand.background);
  const inGroove = points.slice(1, -1).some((point) => distanceToSegment(hinge, point, p) <= grooveWidth / 2);
  return rgb(inGroove ? brand.background : brand.primary);
}

/** Anti-aliased: each pixel averages 4×4 samples. The mark fills 85% of the icon, clear of maskable crops' edge. */
function shellIcon(brand: Brand, size: number): Buffer {
  const samples = 4;
  const scale = 0.85;
  return png(size, (px, py) => {
    const sum = [0, 0, 0];
    for (let sy = 0; sy < samples; sy++) {
      for (let sx = 0; sx < samples; sx++) {
        const u = ((px + (sx + 0.5) / samples) / size) * 64;
        const v = ((py + (sy + 0.5) / samples) / size) * 64;
        const color = shellColor(brand, { x: 32 + (u - 32) / scale, y: 32 + (v - 32) / scale });
        for (let i = 0; i < 3; i++) sum[i] = (sum[i] ?? 0) + color[i]!;
      }
    }
    return sum.map((value) => Math.round(value / (samples * samples))) as [number, number, number];
  });
}

function icon(brand: Brand, size: number): Buffer {
  if (brand.emblem === "shell") return shellIcon(brand, size);
  const background = rgb(brand.background);
  const primary = rgb(brand.primary);
  return png(size, (px, py) => {
    const x = ((px + 0.5) / size) * 2 - 1;
    const y = ((py + 0.5) / size) * 2 - 1;
    const r = Math.hypot(x, y);
    if (brand.emblem === "ring") {
      if (r < 0.62 && r > 0.44) return primary;
      if (r < 0.28) return primary;
      return background;
    }
    return starContains(x / 0.62, y / 0.62) ? primary : background;
  });
}

function logo(brand: Brand): string {
  const emblem =
    brand.emblem === "shell"
      ? shellSvg(brand)
      : brand.emblem === "ring"
        ? `<circle cx="32" cy="32" r="17" fill="none" stroke="${brand.primary}" stroke-width="6"/><circle cx="32" cy="32" r="8" fill="${brand.primary}"/>`
        : `<path d="M32 12l5.9 12.1 13.3 1.9-9.6 9.3 2.3 13.2L32 42.3l-11.9 6.2 2.3-13.2-9.6-9.3 13.3-1.9z" fill="${brand.primary}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${brand.background}"/>${emblem}</svg>\n`;
}

for (const brand of BRANDS) {
  const dir = `public/sandbox/${brand.dir}`;
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}/logo.svg`, logo(brand));
  for (const size of [192, 256, 384, 512]) writeFileSync(`${dir}/icon-${size}.png`, icon(brand, size));
}
console.log("demo assets written");
