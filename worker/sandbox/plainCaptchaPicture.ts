/**
 * The plain captcha's picture: characters drawn at a slant over noise lines, as an
 * SVG the login form shows through a data: URL. The sandbox's stand-in for a
 * platform's image captcha; it keeps people honest, not machines.
 */

/** No 0/O, 1/I/L: characters a player cannot confuse on a phone screen. */
export const PLAIN_CAPTCHA_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

const WIDTH = 120;
const HEIGHT = 44;

function randomInts(count: number): number[] {
  return [...crypto.getRandomValues(new Uint8Array(count))];
}

export function plainCaptchaAnswer(length: number): string {
  return randomInts(length)
    .map((byte) => PLAIN_CAPTCHA_ALPHABET[byte % PLAIN_CAPTCHA_ALPHABET.length])
    .join("");
}

export function plainCaptchaSvg(answer: string): string {
  const noise = randomInts(answer.length * 8);
  const step = WIDTH / (answer.length + 1);
  const glyphs = [...answer].map((char, index) => {
    const x = Math.round(step * (index + 1));
    const y = 30 + (noise[index]! % 7) - 3;
    const angle = (noise[index + answer.length]! % 41) - 20;
    const hue = (noise[index + 2 * answer.length]! * 3) % 360;
    return `<text x="${x}" y="${y}" transform="rotate(${angle} ${x} ${y})" fill="hsl(${hue} 55% 32%)">${char}</text>`;
  });
  const lines = [0, 1, 2, 3].map((line) => {
    const [a, b, c, d] = noise.slice(4 * answer.length + 4 * line, 4 * answer.length + 4 * line + 4) as [number, number, number, number];
    return `<line x1="${a % WIDTH}" y1="${b % HEIGHT}" x2="${c % WIDTH}" y2="${d % HEIGHT}" stroke="hsl(${(a * 7) % 360} 40% 45%)" stroke-width="1.5"/>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f4f1ea"/>`,
    `<g font-family="DejaVu Sans Mono, Menlo, monospace" font-size="26" font-weight="700" text-anchor="middle">${glyphs.join("")}</g>`,
    ...lines,
    "</svg>",
  ].join("");
}

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}
