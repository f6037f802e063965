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
  emblem: "ring" | "star";
}

const BRANDS: Brand[] = [
  { dir: "demo", initials: "DB", background: "#0b1f14", primary: "#ffc928", emblem: "ring" },
  { dir: "brand-b", initials: "B", background: "#150d22", primary: "#ff4d6d", emblem: "star" },
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
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk("IHDR", header), chunk("IDAT", deflateSync(raw, { level: 9 })), chunk("IEND", Buffer.alloc(0))]);
}

function starContains(x: number, y: number): boolean {
  // Five-pointed star of radius 1 centred at the origin, by angle-dependent radius.
  const angle = Math.atan2(y, x) + Math.PI / 2;
  const r = Math.hypot(x, y);
  const sector = ((angle % (2 * Math.PI / 5)) + 2 * Math.PI / 5) % (2 * Math.PI / 5);
  const t = Math.abs(sector - Math.PI / 5) / (Math.PI / 5);
  return r <= 0.42 + 0.58 * t ** 2.2;
}

function icon(brand: Brand, size: number): Buffer {
  const background = rgb(brand.background);
  const primary = rgb(brand.primary);
  return png(size, (px, py) => {
    const x = (px + 0.5) / size * 2 - 1;
    const y = (py + 0.5) / size * 2 - 1;
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
    brand.emblem === "ring"
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
