/**
 * Draws the demo merchants' content pictures (banners, popups, activities, game tiles) into
 * public/sandbox/<dir>/content/: a PNG and a WebP of each, at the sizes the content data declares.
 * Run after changing the catalogue or the artwork: `node scripts/make-content-images.ts`.
 * Same input, same bytes: positions come from a seeded generator, never from Math.random.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import sharp from "sharp";
import {
  ART_SIZE,
  ARTWORK,
  type Art,
  DEMO_CONTENT,
  type DemoGame,
  type DemoMerchant,
  FONT,
  GAMES,
  MOTIFS,
  type Motif,
  type Paint,
  THEMES,
  TONES,
  type Theme,
  darken,
  lighten,
  mix,
  polar,
  tileName,
} from "../worker/sandbox/content/index.ts";

const PUBLIC = new URL("../public", import.meta.url).pathname;
const INK = "#1a1423";
const MERCHANTS = Object.keys(THEMES) as DemoMerchant[];

/** FNV-1a, to seed each picture's generator from its name. */
function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.codePointAt(0)!, 16777619) >>> 0;
  return h;
}
/** mulberry32: small, fast and the same on every machine. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const r1 = (value: number) => Number(value.toFixed(1));
const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/'/g, "&#39;");

/** One SVG document: its ids count from zero, so a picture's markup never depends on what was drawn before. */
function canvas() {
  let next = 0;
  const id = () => `i${next++}`;
  const place = (motif: Motif, paint: Paint, x: number, y: number, size: number, turn = 0, extra = "") =>
    `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(turn)}) scale(${r1(size / 100)}) translate(-50 -50)" ${extra}>${MOTIFS[motif](paint, id)}</g>`;
  return { id, place };
}

const shadowFilter = (id: string, dy: number, blur: number, opacity = 0.5) =>
  `<filter id="${id}" x="-30%" y="-30%" width="160%" height="160%"><feDropShadow dx="0" dy="${dy}" stdDeviation="${blur}" flood-color="#000" flood-opacity="${opacity}"/></filter>`;

/** Light rays fanning from a point, as on a prize draw's poster. */
function rays(cx: number, cy: number, count: number, length: number, opacity: number): string {
  const wedges = Array.from({ length: count }, (_, k) => {
    const [a, b] = [polar(cx, cy, length, (360 * k) / count), polar(cx, cy, length, (360 * (k + 0.5)) / count)];
    return `M${cx} ${cy}L${a.join(" ")}L${b.join(" ")}Z`;
  });
  return `<path d="${wedges.join("")}" fill="#fff" opacity="${opacity}"/>`;
}

const widths = new Map<string, number>();
/** The text's width at 100 px in DejaVu Sans Bold, as librsvg will set it (both go through Pango). */
async function measure(text: string): Promise<number> {
  const known = widths.get(text);
  if (known !== undefined) return known;
  const { width } = await sharp({ text: { text: escape(text), font: "DejaVu Sans Bold 100", dpi: 72 } }).metadata();
  widths.set(text, width);
  return width;
}
const fit = async (text: string, maxWidth: number, maxSize: number) => Math.floor(Math.min(maxSize, (maxWidth * 100) / (await measure(text))));

function headlineText(x: number, y: number, size: number, fill: string, value: string, extra = "") {
  return `<text x="${r1(x)}" y="${r1(y)}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${size}" fill="${fill}" ${extra}>${escape(value)}</text>`;
}

/** A game's tile: its motif on its colours. */
async function tile(game: DemoGame): Promise<string> {
  const { width: W, height: H } = ART_SIZE.tile;
  const { id, place } = canvas();
  const tone = TONES[game.tone];
  const paint: Paint = { main: tone.main, alt: tone.alt, ink: INK, light: "#fff7d6" };
  const next = random(hash(game.slug));

  // No name in the art (issue #35, item 7): the lobby writes it below, in the player's language, so it is never twice.
  const heroSize = Math.min(170, H - 44);
  const [hx, hy] = [W / 2, H / 2];

  const pattern = ["rays", "dots", "rings", "stripes"][hash(game.slug) % 4];
  const texture =
    pattern === "rays"
      ? rays(hx, hy, 20, 260, 0.08)
      : pattern === "dots"
        ? `<g fill="#fff" opacity=".13">${Array.from({ length: 225 }, (_, k) => `<circle cx="${(k % 15) * 17 + ((Math.floor(k / 15) % 2) * 8 + 4)}" cy="${Math.floor(k / 15) * 17 + 4}" r="${r1(1.5 + (Math.floor(k / 15) / 15) * 2.5)}"/>`).join("")}</g>`
        : pattern === "rings"
          ? `<g fill="none" stroke="#fff" stroke-width="9" opacity=".09">${[40, 80, 120, 160, 200].map((r) => `<circle cx="${hx}" cy="${hy}" r="${r}"/>`).join("")}</g>`
          : `<g stroke="#fff" stroke-width="14" opacity=".08">${Array.from({ length: 12 }, (_, k) => `<path d="M${k * 40 - 240} 0L${k * 40} 240"/>`).join("")}</g>`;
  const sparkles = [0, 1, 2]
    .map(() => place("sparkle", paint, 16 + next() * 208, 12 + next() * (H - 40), 14 + next() * 14, next() * 40, `opacity="${r1(0.55 + next() * 0.4)}"`))
    .join("");
  const [bg, glow, shadow] = [id(), id(), id()];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>` +
    `<linearGradient id="${bg}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tone.bg[0]}"/><stop offset="1" stop-color="${tone.bg[1]}"/></linearGradient>` +
    `<radialGradient id="${glow}" cx="${hx / W}" cy="${hy / H}" r=".45"><stop offset="0" stop-color="#fff" stop-opacity=".5"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `${shadowFilter(shadow, 4, 4)}</defs>` +
    `<rect width="${W}" height="${H}" fill="url(#${bg})"/>${texture}<rect width="${W}" height="${H}" fill="url(#${glow})"/>${sparkles}` +
    place(game.motif, paint, hx, hy, heroSize, 0, `filter="url(#${shadow})"`) +
    `<rect x="3" y="3" width="${W - 6}" height="${H - 6}" rx="18" fill="none" stroke="#fff" stroke-opacity=".22" stroke-width="3"/></svg>`
  );
}

/** Where a kind's hero and headline go. */
const LAYOUT = {
  banner: { hero: [565, 150, 260], head: [205, 330, 124], count: 11 },
  activity: { hero: [520, 138, 232], head: [190, 300, 112], count: 10 },
  popup: { hero: [565, 150, 260], head: [205, 330, 124], count: 11 },
} as const;

/** A promotion's picture: the merchant's dark ground, a glowing hero, strewn pieces, confetti and a figure. */
async function artwork(merchant: DemoMerchant, name: string, art: Art): Promise<string> {
  const theme: Theme = THEMES[merchant];
  const { width: W, height: H } = ART_SIZE[art.kind];
  const layout = LAYOUT[art.kind];
  const { id, place } = canvas();
  const tone = TONES[art.tone];
  const paint: Paint = { main: tone.main, alt: tone.alt, ink: INK, light: "#fff7d6" };
  const next = random(hash(`${merchant}/${name}`));
  // Every kind is landscape: popups too are banner-shaped (issue #35).
  const [hx, hy, heroSize] = art.headline ? layout.hero : ([W / 2, H / 2, layout.hero[2]] as const);
  const [tx, textWidth, maxSize] = layout.head;

  const headSize = art.headline ? await fit(art.headline, textWidth, maxSize) : 0;
  const subSize = art.sub ? await fit(art.sub, textWidth * 0.62, maxSize * 0.38) : 0;
  const block = headSize * 0.74 + (art.sub ? subSize * 1.9 : 0);
  const top = (H - block) / 2;
  const headBase = top + headSize * 0.74;
  const textBox = { x0: tx - textWidth / 2, x1: tx + textWidth / 2, y0: top, y1: top + block };

  const pieces: string[] = [];
  for (let tries = 0; pieces.length < layout.count && tries < 400; tries++) {
    const [x, y, size] = [next() * W, next() * H, 22 + next() * 36];
    const nearHero = Math.hypot(x - hx, y - hy) < heroSize * 0.55 + size * 0.2;
    const margin = size / 2 + 8;
    const onText = art.headline && x > textBox.x0 - margin && x < textBox.x1 + margin && y > textBox.y0 - margin && y < textBox.y1 + margin;
    if (nearHero || onText) continue;
    const far = size < 34;
    pieces.push(place(art.scatter, paint, x, y, size, next() * 60 - 30, far ? `opacity=".55" filter="url(#blur)"` : `filter="url(#lift)"`));
  }
  const colours = [theme.primary, tone.bg[0], "#ffffff", tone.alt];
  const confetti = Array.from({ length: 22 }, (_, k) => {
    const [x, y, turn] = [next() * W, next() * H, next() * 180];
    const [w, h] = k % 3 ? [4 + next() * 6, 9 + next() * 8] : [5, 5];
    return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="1.5" transform="rotate(${r1(turn)} ${r1(x)} ${r1(y)})" fill="${colours[k % 4]}" opacity=".8"/>`;
  });

  const [bg, glow, gold, pill] = [id(), id(), id(), id()];
  const side = `x1="0" y1="0" x2="1" y2="0"`;
  const headline = art.headline
    ? headlineText(
        tx,
        headBase,
        headSize,
        `url(#${gold})`,
        art.headline,
        `stroke="${INK}" stroke-width="${r1(headSize * 0.09)}" stroke-linejoin="round" paint-order="stroke" filter="url(#lift)"`,
      )
    : "";
  let sub = "";
  if (art.sub) {
    const subWidth = ((await measure(art.sub)) * subSize) / 100 + subSize * 1.2;
    const subTop = headBase + subSize * 0.45;
    sub =
      `<rect x="${r1(tx - subWidth / 2)}" y="${r1(subTop)}" width="${r1(subWidth)}" height="${r1(subSize * 1.4)}" rx="${r1(subSize * 0.7)}" fill="url(#${pill})" stroke="${INK}" stroke-width="3" filter="url(#lift)"/>` +
      headlineText(tx, subTop + subSize * 1.07, subSize, INK, art.sub);
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>` +
    `<linearGradient id="${bg}" ${side}><stop offset="0" stop-color="${theme.background}"/><stop offset=".55" stop-color="${mix(theme.background, tone.bg[1], 0.6)}"/><stop offset="1" stop-color="${mix(tone.bg[0], theme.background, 0.45)}"/></linearGradient>` +
    `<radialGradient id="${glow}" gradientUnits="userSpaceOnUse" cx="${hx}" cy="${hy}" r="${heroSize * 0.95}"><stop offset="0" stop-color="${theme.primary}" stop-opacity=".75"/><stop offset=".5" stop-color="${theme.primary}" stop-opacity=".2"/><stop offset="1" stop-color="${theme.primary}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="${gold}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(theme.primary, 0.65)}"/><stop offset=".5" stop-color="${theme.primary}"/><stop offset="1" stop-color="${darken(theme.primary, 0.2)}"/></linearGradient>` +
    `<linearGradient id="${pill}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${lighten(theme.primary, 0.35)}"/></linearGradient>` +
    `${shadowFilter("lift", 6, 6, 0.55)}<filter id="blur"><feGaussianBlur stdDeviation="1.6"/></filter></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#${bg})"/>${rays(hx, hy, 28, Math.hypot(W, H), 0.06)}<rect width="${W}" height="${H}" fill="url(#${glow})"/>` +
    `${confetti.join("")}${pieces.join("")}${place(art.hero, paint, hx, hy, heroSize, 0, `filter="url(#lift)"`)}${headline}${sub}` +
    `</svg>`
  );
}

interface Written {
  file: string;
  bytes: number;
}

/** The PNG is every browser's fallback: a 256-colour palette keeps it small without visible banding. */
async function render(svg: string, dir: string, name: string): Promise<Written[]> {
  const picture = sharp(Buffer.from(svg));
  const png = await picture.clone().png({ palette: true, quality: 95, effort: 10, compressionLevel: 9, dither: 0.8 }).toBuffer();
  const webp = await picture.clone().webp({ quality: 70, effort: 6 }).toBuffer();
  const out: Written[] = [];
  for (const [ext, bytes] of [
    ["png", png],
    ["webp", webp],
  ] as const) {
    const file = `${dir}/${name}.${ext}`;
    writeFileSync(file, bytes);
    out.push({ file, bytes: bytes.length });
  }
  return out;
}

const written: Written[] = [];
for (const merchant of MERCHANTS) {
  const dir = `${PUBLIC}/sandbox/${THEMES[merchant].dir}/content`;
  mkdirSync(dir, { recursive: true });
  const jobs: [string, () => Promise<string>][] = [
    ...Object.entries(ARTWORK[merchant]).map(([name, art]): [string, () => Promise<string>] => [name, () => artwork(merchant, name, art)]),
    ...GAMES[merchant].map((game): [string, () => Promise<string>] => [tileName(game.slug), () => tile(game)]),
  ];
  for (const [name, draw] of jobs) written.push(...(await render(await draw(), dir, name)));
  // Pictures of games or artwork since removed would otherwise linger and be deployed.
  const kept = new Set(jobs.flatMap(([name]) => [`${name}.png`, `${name}.webp`]));
  for (const file of readdirSync(dir)) if (!kept.has(file)) rmSync(`${dir}/${file}`);
}

/** Every picture the content data names must exist, at the size the data gives the layout. */
type Picture = { url: string; width: number; height: number; sources?: { url: string }[] };
function pictures(value: unknown, found: Picture[] = []): Picture[] {
  if (Array.isArray(value)) for (const item of value) pictures(item, found);
  else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.url === "string" && typeof record.width === "number") found.push(record as unknown as Picture);
    for (const child of Object.values(record)) pictures(child, found);
  }
  return found;
}
const problems: string[] = [];
const named = pictures(DEMO_CONTENT);
for (const picture of named) {
  for (const url of [picture.url, ...(picture.sources ?? []).map((source) => source.url)]) {
    const file = `${PUBLIC}${url}`;
    if (!existsSync(file)) {
      problems.push(`missing: ${url}`);
      continue;
    }
    const { width, height } = await sharp(file).metadata();
    if (width !== picture.width || height !== picture.height) problems.push(`${url} is ${width}x${height}, the data says ${picture.width}x${picture.height}`);
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
for (const merchant of MERCHANTS) {
  const mine = written.filter((item) => item.file.includes(`/sandbox/${THEMES[merchant].dir}/`));
  const sum = (ext: string) => mine.filter((item) => item.file.endsWith(ext)).reduce((total, item) => total + item.bytes, 0);
  console.log(`${merchant}: ${mine.length / 2} pictures, PNG ${kb(sum(".png"))}, WebP ${kb(sum(".webp"))}`);
}
const total = written.reduce((sum, item) => sum + item.bytes, 0);
const largest = [...written].sort((a, b) => b.bytes - a.bytes).slice(0, 3);
console.log(
  `total ${written.length} files, ${total} bytes (${kb(total)}); largest: ${largest.map((item) => `${item.file.slice(PUBLIC.length)} ${kb(item.bytes)}`).join(", ")}`,
);
console.log(
  `checked ${new Set(named.map((picture) => picture.url)).size} pictures the content names: ${problems.length ? "PROBLEMS" : "all present at their sizes"}`,
);
if (problems.length) {
  for (const problem of problems) console.error(problem);
  process.exitCode = 1;
}
