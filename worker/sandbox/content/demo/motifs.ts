import {
  card,
  coin,
  crossings,
  darken,
  die,
  lighten,
  lotto,
  pearlBall,
  person,
  pips,
  polar,
  pts,
  r1,
  ring,
  sheen,
  sphere,
  starPoints,
  text,
  type Draw,
} from "./svg.ts";

/**
 * The demo content's pictures, each drawn as SVG in a 100-unit box. Kept beside the game catalogue so a
 * game's motif is a checked name (the worker imports only the type; scripts/make-content-images.ts draws).
 * Shapes only: nothing here is a word, so one picture serves every language.
 */
export const MOTIFS = {
  ball: (p, id) => {
    const clip = id();
    const pentagon = (cx: number, cy: number, r: number, start: number) => `<polygon points="${pts(ring(cx, cy, r, 5, start))}"/>`;
    const patches = [0, 1, 2, 3, 4].map((k) => pentagon(...polar(50, 50, 40, -90 + 72 * k), 11, 90 + 72 * k)).join("");
    const seams = [0, 1, 2, 3, 4].map((k) => `M${polar(50, 50, 14, -90 + 72 * k).join(" ")}L${polar(50, 50, 31, -90 + 72 * k).join(" ")}`).join("");
    return (
      `${sphere(id, 50, 50, 44, "#ffffff", "#8d99a6")}<clipPath id="${clip}"><circle cx="50" cy="50" r="44"/></clipPath>` +
      `<g clip-path="url(#${clip})" fill="${p.ink}">${pentagon(50, 50, 15, -90)}${patches}<path d="${seams}" stroke="${p.ink}" stroke-width="2.5"/></g>` +
      `<circle cx="50" cy="50" r="44" fill="none" stroke="${p.ink}" stroke-width="2.5"/>`
    );
  },
  basketball: (p, id) =>
    `${sphere(id, 50, 50, 44, "#f28c28")}<g fill="none" stroke="${p.ink}" stroke-width="3"><circle cx="50" cy="50" r="44"/><path d="M50 6V94M6 50H94M20 18Q44 50 20 82M80 18Q56 50 80 82"/></g>`,
  trophy: (p, id) => {
    const [defs, gold] = sheen(id, p.main, false);
    return (
      `${defs}<path d="M30 22H16Q14 46 38 50M70 22H84Q86 46 62 50" fill="none" stroke="${gold}" stroke-width="6" stroke-linecap="round"/>` +
      `<path d="M28 10H72V34Q72 60 50 64Q28 60 28 34Z" fill="${gold}" stroke="${p.ink}" stroke-width="2"/><rect x="44" y="62" width="12" height="14" fill="${gold}"/>` +
      `<rect x="28" y="76" width="44" height="13" rx="3" fill="${p.alt}" stroke="${p.ink}" stroke-width="2"/><polygon points="${starPoints(50, 33, 12, 5)}" fill="${p.light}"/>`
    );
  },
  seven: (p, id) => {
    const [defs, fill] = sheen(id, p.main);
    return `${defs}${text(50, 90, 104, fill, "7", `stroke="${p.ink}" stroke-width="5" stroke-linejoin="round" paint-order="stroke"`)}`;
  },
  reels: (p) => {
    const windows = [0, 1, 2]
      .map((k) => `<rect x="${14 + k * 22}" y="32" width="18" height="36" rx="3" fill="#fff"/>${text(23 + k * 22, 60, 26, "#e11d48", "7")}`)
      .join("");
    return (
      `<rect x="22" y="8" width="52" height="14" rx="7" fill="${p.alt}" stroke="${p.ink}" stroke-width="2"/><rect x="6" y="18" width="84" height="64" rx="10" fill="${p.main}" stroke="${p.ink}" stroke-width="3"/>` +
      `${windows}<rect x="26" y="84" width="44" height="8" rx="3" fill="${darken(p.main, 0.3)}"/><path d="M90 56H96V24" fill="none" stroke="${p.ink}" stroke-width="3"/><circle cx="96" cy="20" r="5" fill="#e11d48"/>`
    );
  },
  cherry: (_p, id) =>
    `<path d="M34 60Q40 32 66 14M66 60Q62 36 66 14" fill="none" stroke="#2f7d32" stroke-width="4" stroke-linecap="round"/><ellipse cx="77" cy="18" rx="13" ry="6" transform="rotate(-25 77 18)" fill="#43a047"/>` +
    `${sphere(id, 32, 68, 19, "#e11d48")}${sphere(id, 67, 68, 19, "#e11d48")}`,
  gem: (p) => {
    const [a, ink] = [p.main, p.ink];
    const facets: [string, string][] = [
      ["16,40 32,18 42,40", lighten(a, 0.5)],
      ["32,18 68,18 58,40 42,40", lighten(a, 0.3)],
      ["68,18 84,40 58,40", lighten(a, 0.12)],
      ["16,40 42,40 50,88", a],
      ["42,40 58,40 50,88", lighten(a, 0.22)],
      ["58,40 84,40 50,88", darken(a, 0.3)],
    ];
    return `${facets.map(([at, fill]) => `<polygon points="${at}" fill="${fill}"/>`).join("")}<polygon points="16,40 32,18 68,18 84,40 50,88" fill="none" stroke="${ink}" stroke-width="2.5" stroke-linejoin="round"/><polygon points="${starPoints(76, 16, 9, 2.5, 4)}" fill="#fff"/>`;
  },
  crown: (p, id) => {
    const [defs, gold] = sheen(id, p.main);
    const jewels = ["#e11d48", "#22c55e", "#3b82f6"].map((fill, k) => `<circle cx="${32 + k * 18}" cy="76" r="4.5" fill="${fill}"/>`).join("");
    return (
      `${defs}<path d="M12 72L16 28L34 50L50 18L66 50L84 28L88 72Z" fill="${gold}" stroke="${p.ink}" stroke-width="2.5" stroke-linejoin="round"/>` +
      `<rect x="12" y="68" width="76" height="16" rx="3" fill="${p.alt}" stroke="${p.ink}" stroke-width="2.5"/>${jewels}` +
      `${[
        [16, 28],
        [50, 18],
        [84, 28],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5" fill="${p.light}" stroke="${p.ink}" stroke-width="2"/>`)
        .join("")}`
    );
  },
  sun: (p, id) =>
    `${Array.from({ length: 12 }, (_, k) => `<polygon points="${pts([polar(50, 50, 30, k * 30 - 9), polar(50, 50, 48, k * 30), polar(50, 50, 30, k * 30 + 9)])}" fill="${p.alt}"/>`).join("")}${sphere(id, 50, 50, 30, p.main)}`,
  star: (p, id) => {
    const [defs, fill] = sheen(id, p.main);
    return `${defs}<polygon points="${starPoints(50, 54, 46, 20)}" fill="${fill}" stroke="${p.ink}" stroke-width="3" stroke-linejoin="round"/><polygon points="${starPoints(50, 54, 24, 10)}" fill="${p.light}" opacity=".55"/>`;
  },
  sparkle: (p) =>
    `<polygon points="${starPoints(50, 50, 46, 11, 4)}" fill="${p.light}"/><polygon points="${starPoints(50, 50, 24, 6, 4)}" fill="#fff" transform="rotate(45 50 50)"/>`,
  rocket: (p) =>
    `<g transform="rotate(35 50 50)"><path d="M40 64Q50 100 60 64Z" fill="#f97316"/><path d="M44 64Q50 88 56 64Z" fill="#fde047"/>` +
    `<path d="M34 48L18 70L36 64ZM66 48L82 70L64 64Z" fill="${p.alt}" stroke="${p.ink}" stroke-width="2"/>` +
    `<path d="M50 4Q72 26 66 66H34Q28 26 50 4Z" fill="#f1f5f9" stroke="${p.ink}" stroke-width="2.5"/><path d="M50 4Q60 14 64 24H36Q40 14 50 4Z" fill="${p.main}"/>` +
    `<circle cx="50" cy="40" r="9" fill="${p.alt}" stroke="${p.ink}" stroke-width="2.5"/></g>`,
  bomb: (p, id) =>
    `<path d="M66 30Q76 12 88 18" fill="none" stroke="#d6b46a" stroke-width="3"/><rect x="58" y="24" width="14" height="12" rx="2" transform="rotate(40 65 30)" fill="#4b5563"/>` +
    `${sphere(id, 44, 58, 32, "#374151", "#0b0f17")}<polygon points="${starPoints(88, 17, 10, 3.5, 8)}" fill="#fde047"/><circle cx="88" cy="17" r="3" fill="#fff"/>`,
  plinko: (p, id) => {
    const pegs = [0, 1, 2, 3, 4].flatMap((row) =>
      Array.from({ length: row + 3 }, (_, k) => `<circle cx="${r1(50 + (k - (row + 2) / 2) * 14)}" cy="${14 + row * 14}" r="3.5" fill="${p.light}"/>`),
    );
    const slots = Array.from(
      { length: 7 },
      (_, k) => `<rect x="${50 + (k - 3) * 13 - 5.5}" y="82" width="11" height="12" rx="2" fill="${k % 2 ? p.alt : p.main}"/>`,
    );
    return `${pegs.join("")}${slots.join("")}${sphere(id, 57, 35, 7.5, p.main)}`;
  },
  dice: (p) => `${die(p, 8, 36, 46, -14, 5, "#ffffff", p.ink)}${die(p, 46, 24, 44, 12, 3, p.alt, "#ffffff")}`,
  domino: (p) =>
    `<g transform="rotate(18 50 50)"><rect x="31" y="6" width="38" height="88" rx="7" fill="#fff" stroke="${p.ink}" stroke-width="3"/><path d="M36 50H64" stroke="${p.ink}" stroke-width="2.5"/>` +
    `${pips(31, 8, 38, 40, 3, p.ink, 3.6)}${pips(31, 52, 38, 40, 6, p.ink, 3.6)}</g>`,
  cards: (p) => `${card(p, -22, "♣", "K", false)}${card(p, 0, "♦", "Q", true)}${card(p, 22, "♠", "A", false)}`,
  chip: (p) =>
    `<circle cx="50" cy="50" r="44" fill="${p.main}" stroke="${p.ink}" stroke-width="2"/><circle cx="50" cy="50" r="37" fill="none" stroke="#fff" stroke-width="10" stroke-dasharray="14.53 14.53"/>` +
    `<circle cx="50" cy="50" r="27" fill="${p.alt}" stroke="#fff" stroke-width="2" stroke-dasharray="4 3"/><polygon points="${starPoints(50, 51, 16, 7)}" fill="#fff"/>`,
  wheel: (p, id) => {
    const sectors = Array.from({ length: 16 }, (_, k) => {
      const [a, b] = [polar(50, 50, 40, -90 + k * 22.5), polar(50, 50, 40, -90 + (k + 1) * 22.5)];
      const fill = k === 0 ? "#16a34a" : k % 2 ? "#1f2937" : p.alt;
      return `<path d="M50 50L${a.join(" ")}A40 40 0 0 1 ${b.join(" ")}Z" fill="${fill}"/>`;
    });
    const studs = ring(50, 50, 44, 16).map(([x, y]) => `<circle cx="${x}" cy="${y}" r="1.8" fill="${p.light}"/>`);
    return `<circle cx="50" cy="50" r="46" fill="${darken(p.main, 0.35)}"/>${sectors.join("")}<circle cx="50" cy="50" r="44" fill="none" stroke="${p.main}" stroke-width="5"/>${studs.join("")}${sphere(id, 50, 50, 11, p.main)}<polygon points="43,0 57,0 50,15" fill="${p.light}" stroke="${p.ink}" stroke-width="2"/>`;
  },
  balls: (p, id) => `${lotto(id, p, 27, 64, 23, "#2563eb", "8")}${lotto(id, p, 73, 64, 23, "#16a34a", "36")}${lotto(id, p, 50, 36, 26, p.alt, "17")}`,
  lottoball: (p, id) => lotto(id, p, 50, 50, 44, p.alt, "7"),
  coin: (p, id) => coin(id, p, 50, 50, 44),
  coins: (p, id) => {
    const stack = [0, 1, 2, 3].map((k) => {
      const y = 80 - k * 9;
      return `<path d="M10 ${y}v8a24 8 0 0 0 48 0v-8" fill="${darken(p.main, 0.35)}"/><ellipse cx="34" cy="${y}" rx="24" ry="8" fill="${p.main}" stroke="${darken(p.main, 0.3)}" stroke-width="1.5"/>`;
    });
    return `${stack.join("")}${coin(id, p, 66, 50, 28)}`;
  },
  ticket: (p, id) =>
    `<rect x="6" y="18" width="88" height="62" rx="8" fill="${p.main}" stroke="${p.ink}" stroke-width="2.5"/><rect x="16" y="30" width="68" height="38" rx="4" fill="#cbd5e1"/>` +
    `${[30, 50, 70].map((x) => `<circle cx="${x}" cy="49" r="9" fill="#fff"/><polygon points="${starPoints(x, 50, 7, 3)}" fill="${p.alt}"/>`).join("")}` +
    `<path d="M62 34L80 44M58 40L80 56M64 58L80 64" stroke="#94a3b8" stroke-width="3" stroke-linecap="round"/>${coin(id, { ...p, main: "#fbbf24" }, 82, 78, 13)}`,
  fish: (p) =>
    `<path d="M72 50L94 30Q88 50 94 70Z" fill="${p.alt}" stroke="${p.ink}" stroke-width="2"/><path d="M42 30Q52 14 64 32Z" fill="${p.alt}"/>` +
    `<ellipse cx="44" cy="50" rx="32" ry="22" fill="${p.main}" stroke="${p.ink}" stroke-width="2.5"/>` +
    `<path d="M46 38Q40 50 46 62M56 38Q50 50 56 62" fill="none" stroke="${darken(p.main, 0.25)}" stroke-width="2.5"/><circle cx="26" cy="46" r="5" fill="#fff"/><circle cx="25" cy="46" r="2.5" fill="${p.ink}"/>` +
    `<circle cx="10" cy="28" r="3" fill="none" stroke="#fff" stroke-width="1.5"/><circle cx="16" cy="16" r="2" fill="none" stroke="#fff" stroke-width="1.5"/>`,
  shell: (p, id) => {
    const [hx, hy, radius, lobes] = [50, 76, 42, 7];
    const rim = Array.from({ length: lobes + 1 }, (_, k) => [
      r1(hx - radius * Math.cos((Math.PI * k) / lobes)),
      r1(hy - radius * Math.sin((Math.PI * k) / lobes)),
    ]);
    const lobe = r1(radius * Math.sin(Math.PI / (2 * lobes)));
    const outline = `M${hx} ${hy}L${rim[0]!.join(" ")}${rim
      .slice(1)
      .map((q) => `A${lobe} ${lobe} 0 0 1 ${q.join(" ")}`)
      .join("")}Z`;
    const grooves = rim
      .slice(1, -1)
      .map((q) => `M${hx} ${hy}L${q.join(" ")}`)
      .join("");
    return `<path d="${outline}" fill="${p.main}" stroke="${p.ink}" stroke-width="2"/><path d="${grooves}" stroke="${darken(p.main, 0.35)}" stroke-width="2.5" stroke-linecap="round"/><circle cx="50" cy="74" r="15" fill="${p.ink}"/>${pearlBall(id, 50, 74, 12)}`;
  },
  bead: (_p, id) => pearlBall(id, 50, 50, 44),
  pearl: (_p, id) => `${pearlBall(id, 30, 66, 20)}${pearlBall(id, 72, 64, 17)}${pearlBall(id, 50, 38, 27)}`,
  bird: (p, id) => {
    // A falcon seen from below: one silhouette outlined once, so wings, body and head read as one bird.
    const wing = "M44 38C34 28 18 22 2 22L14 32L8 36L20 40L16 45L30 47L28 52L44 56Z";
    const mirrored = wing.replace(/(\d+) (\d+)/g, (_, x: string, y: string) => `${100 - Number(x)} ${y}`);
    const shape = `<path d="M45 62L36 88L44 86L50 92L56 86L64 88L55 62Z"/><path d="${wing}"/><path d="${mirrored}"/><ellipse cx="50" cy="50" rx="10" ry="19"/><circle cx="50" cy="28" r="9"/>`;
    const [defs, fill] = sheen(id, "#a86b2d");
    return (
      `${defs}<g fill="${p.ink}" stroke="${p.ink}" stroke-width="5" stroke-linejoin="round">${shape}</g><g fill="${fill}">${shape}</g>` +
      `<path d="M14 28C24 30 34 36 42 44M86 28C76 30 66 36 58 44" fill="none" stroke="#f3d9a4" stroke-width="2.5" stroke-linecap="round"/><ellipse cx="50" cy="52" rx="6" ry="12" fill="#f3d9a4"/>` +
      `<path d="M46 31L50 38L54 31Z" fill="${p.main}" stroke="${p.ink}" stroke-width="1.2"/><circle cx="46" cy="27" r="1.8" fill="${p.ink}"/><circle cx="54" cy="27" r="1.8" fill="${p.ink}"/>`
    );
  },
  dhow: (p) =>
    `<path d="M50 10V68" stroke="${p.ink}" stroke-width="3"/><path d="M30 14L88 60Q70 66 52 64Z" fill="#f8fafc" stroke="${p.ink}" stroke-width="2" stroke-linejoin="round"/>` +
    `<path d="M46 24L20 60H46Z" fill="${p.alt}" stroke="${p.ink}" stroke-width="2"/><path d="M8 66H92L80 82H22Z" fill="#8b5a2b" stroke="${p.ink}" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="M2 90Q14 84 26 90T50 90T74 90T98 90" fill="none" stroke="${p.main}" stroke-width="4" stroke-linecap="round"/>`,
  lamp: (p, id) => {
    const [defs, gold] = sheen(id, p.main);
    return (
      `${defs}<path d="M82 36Q86 24 80 16Q90 26 84 38Z" fill="#f97316"/><path d="M20 62Q18 46 40 46H60L86 38Q82 50 70 56Q66 72 42 72Q24 72 20 62Z" fill="${gold}" stroke="${p.ink}" stroke-width="2.5" stroke-linejoin="round"/>` +
      `<path d="M22 56Q6 52 10 40Q14 32 24 40" fill="none" stroke="${gold}" stroke-width="5"/><ellipse cx="48" cy="44" rx="14" ry="5" fill="${darken(p.main, 0.2)}" stroke="${p.ink}" stroke-width="2"/>` +
      `<circle cx="48" cy="36" r="4" fill="${gold}"/><ellipse cx="44" cy="80" rx="20" ry="5" fill="${darken(p.main, 0.3)}"/><circle cx="48" cy="60" r="4" fill="${p.alt}"/>`
    );
  },
  crescent: (p, id) => {
    const [outer, inner]: [[number, number], [number, number]] = [
      [46, 52],
      [62, 42],
    ];
    const [a, b] = crossings(outer, 40, inner, 34);
    const [defs, fill] = sheen(id, p.main);
    return `${defs}<path d="M${a.join(" ")}A40 40 0 1 0 ${b.join(" ")}A34 34 0 0 1 ${a.join(" ")}Z" fill="${fill}" stroke="${p.ink}" stroke-width="2"/><polygon points="${starPoints(74, 40, 13, 5.5)}" fill="${p.light}"/>`;
  },
  palm: (p) => {
    const leaves = [-160, -120, -70, -30, 10].map((a) => {
      const [x, y] = polar(58, 30, 40, a);
      const [cx, cy] = polar(58, 30, 26, a - 22);
      return `<path d="M58 30Q${cx} ${cy} ${x} ${y}Q${r1((cx + x) / 2 + 4)} ${r1((cy + y) / 2 + 8)} 58 30Z" fill="#22a559" stroke="#0f5132" stroke-width="1.5"/>`;
    });
    return `<ellipse cx="50" cy="92" rx="34" ry="6" fill="${p.main}"/><path d="M48 92Q46 60 58 32" fill="none" stroke="#8b5a2b" stroke-width="8" stroke-linecap="round"/>${leaves.join("")}<circle cx="54" cy="36" r="5" fill="#6b3f1d"/><circle cx="62" cy="37" r="5" fill="#6b3f1d"/>`;
  },
  lotus: (p, id) => {
    const [defs, fill] = sheen(id, "#f472b6");
    const petal = (turn: number, shade: string) =>
      `<ellipse cx="50" cy="46" rx="12" ry="30" transform="rotate(${turn} 50 74)" fill="${shade}" stroke="#9d174d" stroke-width="1.5"/>`;
    return `${defs}<ellipse cx="50" cy="82" rx="44" ry="9" fill="#15803d"/>${petal(-64, "#f9a8d4")}${petal(64, "#f9a8d4")}${petal(-32, fill)}${petal(32, fill)}${petal(0, fill)}<circle cx="50" cy="72" r="6" fill="${p.main}"/>`;
  },
  lantern: (p) =>
    `<path d="M50 2V14M44 88V98M50 88V98M56 88V98" stroke="${p.main}" stroke-width="2.5"/><rect x="36" y="12" width="28" height="8" rx="2" fill="${p.main}"/><rect x="36" y="80" width="28" height="8" rx="2" fill="${p.main}"/>` +
    `<ellipse cx="50" cy="50" rx="34" ry="32" fill="#dc2626" stroke="${p.ink}" stroke-width="2"/><g fill="none" stroke="${p.main}" stroke-width="2"><ellipse cx="50" cy="50" rx="20" ry="32"/><ellipse cx="50" cy="50" rx="6" ry="32"/></g>`,
  gift: (p) =>
    `<rect x="16" y="44" width="68" height="48" rx="4" fill="${p.main}" stroke="${p.ink}" stroke-width="2.5"/><rect x="10" y="32" width="80" height="16" rx="4" fill="${lighten(p.main, 0.2)}" stroke="${p.ink}" stroke-width="2.5"/>` +
    `<rect x="44" y="32" width="12" height="60" fill="${p.alt}"/><path d="M50 32Q30 6 22 22Q20 32 50 32Q80 32 78 22Q70 6 50 32Z" fill="${p.alt}" stroke="${p.ink}" stroke-width="2"/>`,
  phone: (p) =>
    `<rect x="26" y="4" width="48" height="92" rx="9" fill="${p.ink}" stroke="${p.light}" stroke-width="3"/><rect x="31" y="14" width="38" height="68" rx="3" fill="${p.main}"/>` +
    `<path d="M50 26V58M38 46L50 58L62 46M38 68H62" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><circle cx="50" cy="89" r="3" fill="${p.light}"/>`,
  userplus: (p) =>
    `${person(42, p.main)}<circle cx="74" cy="68" r="18" fill="${p.alt}" stroke="${p.ink}" stroke-width="2.5"/><path d="M74 58V78M64 68H84" stroke="#fff" stroke-width="5" stroke-linecap="round"/>`,
  target: (p) =>
    `${[44, 34, 24, 13].map((r, k) => `<circle cx="46" cy="54" r="${r}" fill="${k % 2 ? "#fff" : p.alt}" stroke="${p.ink}" stroke-width="1.5"/>`).join("")}` +
    `<path d="M46 54L88 12" stroke="${p.ink}" stroke-width="4"/><path d="M80 10L92 2L90 14L98 20L86 20L80 10Z" fill="${p.main}" stroke="${p.ink}" stroke-width="1.5"/>`,
  bag: (p) =>
    `<path d="M34 36V26Q34 10 50 10Q66 10 66 26V36" fill="none" stroke="${p.alt}" stroke-width="6"/><path d="M14 34H86L80 92H20Z" fill="${p.main}" stroke="${p.ink}" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<polygon points="${starPoints(50, 62, 18, 8)}" fill="#fff"/>`,
  people: (p) => `${person(66, p.alt, 0.9)}${person(38, p.main)}<path d="M78 20l4-4 4 4-4 4z" fill="${p.light}"/>`,
  megaphone: (p) =>
    `<path d="M14 40H24V60H14Z" fill="${p.alt}" stroke="${p.ink}" stroke-width="2"/><path d="M24 40L62 20V80L24 60Z" fill="${p.main}" stroke="${p.ink}" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<ellipse cx="62" cy="50" rx="6" ry="30" fill="${p.alt}" stroke="${p.ink}" stroke-width="2"/><path d="M28 60L34 80H44L40 62" fill="${p.alt}" stroke="${p.ink}" stroke-width="2"/>` +
    `<path d="M76 36Q84 50 76 64M84 26Q98 50 84 74" fill="none" stroke="${p.light}" stroke-width="4" stroke-linecap="round"/>`,
  clock: (p) =>
    `<path d="M4 40H18M2 54H16M6 68H20" stroke="${p.light}" stroke-width="4" stroke-linecap="round"/><circle cx="56" cy="54" r="40" fill="#fff" stroke="${p.main}" stroke-width="7"/>` +
    `${ring(56, 54, 31, 12)
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2.4" fill="${p.ink}"/>`)
      .join("")}<path d="M56 54V30M56 54L72 62" stroke="${p.ink}" stroke-width="5" stroke-linecap="round"/>` +
    `<circle cx="56" cy="54" r="4" fill="${p.alt}"/><rect x="50" y="4" width="12" height="8" rx="2" fill="${p.main}"/>`,
  flag: (p) => {
    const cells = [0, 1, 2, 3].flatMap((row) =>
      [0, 1, 2, 3, 4].map((col) => `<rect x="${22 + col * 14}" y="${12 + row * 12}" width="14" height="12" fill="${(row + col) % 2 ? "#fff" : p.ink}"/>`),
    );
    return `<path d="M20 8V96" stroke="${p.main}" stroke-width="5" stroke-linecap="round"/><g transform="skewY(8) translate(0 -4)">${cells.join("")}<rect x="22" y="12" width="70" height="48" fill="none" stroke="${p.ink}" stroke-width="2"/></g>`;
  },
  mask: (p) =>
    `${[-40, -15, 10].map((turn, k) => `<ellipse cx="26" cy="22" rx="7" ry="22" transform="rotate(${turn} 30 44)" fill="${[p.alt, "#22d3ee", "#fde047"][k]}"/>`).join("")}` +
    `<path d="M6 44Q50 30 94 44Q96 76 68 74Q56 74 50 62Q44 74 32 74Q4 76 6 44Z" fill="${p.main}" stroke="${p.ink}" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<ellipse cx="32" cy="54" rx="11" ry="7" fill="${p.ink}"/><ellipse cx="68" cy="54" rx="11" ry="7" fill="${p.ink}"/>` +
    `${[18, 50, 82].map((x) => `<circle cx="${x}" cy="${x === 50 ? 42 : 46}" r="2.5" fill="#fff"/>`).join("")}`,
  grid: (p) => {
    const marked = new Set([1, 6, 8, 13, 15]);
    const cells = Array.from({ length: 16 }, (_, k) => {
      const [x, y] = [22 + (k % 4) * 19, 28 + Math.floor(k / 4) * 17];
      const hit = marked.has(k);
      return `<circle cx="${x}" cy="${y}" r="7.5" fill="${hit ? p.alt : "#fff"}" stroke="${p.ink}" stroke-width="1"/>${text(x, y + 3.5, 9, hit ? "#fff" : p.ink, String(((k * 7) % 80) + 1))}`;
    });
    return `<rect x="8" y="8" width="84" height="84" rx="8" fill="${p.main}" stroke="${p.ink}" stroke-width="2.5"/><rect x="8" y="8" width="84" height="10" rx="4" fill="${darken(p.main, 0.25)}"/>${cells.join("")}`;
  },
} satisfies Record<string, Draw>;

export type Motif = keyof typeof MOTIFS;
