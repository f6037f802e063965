import type { Motif } from "./motifs.ts";

/**
 * The demo merchants' one game catalogue: the content data builds its lanes from it and
 * scripts/make-content-images.ts draws each game's tile from it, so a card and its picture never disagree.
 * Type-only imports here: the image script reads this file with Node's type stripping.
 */
export type DemoMerchant = "DEMO" | "BRANDB" | "BRANDC";

export interface Theme {
  /** Folder under public/sandbox/ (the logo's, see scripts/make-demo-assets.ts). */
  dir: string;
  /** Prefix of ids, so two merchants' items never share one. */
  prefix: string;
  background: string;
  primary: string;
  /** Where an outside link of this merchant's own goes (an origin the merchant allows). */
  news: string;
  /** First node id of the catalogue; the rest count up in catalogue order. */
  nodeBase: number;
}

export const THEMES: Record<DemoMerchant, Theme> = {
  DEMO: { dir: "demo", prefix: "db", background: "#0b1f14", primary: "#ffc928", news: "https://news.demo.example", nodeBase: 3100 },
  BRANDB: { dir: "brand-b", prefix: "bb", background: "#150d22", primary: "#ff4d6d", news: "https://news.brand-b.example", nodeBase: 5200 },
  BRANDC: { dir: "brand-c", prefix: "dl", background: "#05202a", primary: "#ff9a5c", news: "https://news.brand-c.example", nodeBase: 7300 },
};

/** A tile's colours: its background from light to dark, and the two colours its motif is painted in. */
export interface Tone {
  bg: [string, string];
  main: string;
  alt: string;
}

export const TONES = {
  emerald: { bg: ["#1faa59", "#053d2a"], main: "#ffc928", alt: "#e11d48" },
  jade: { bg: ["#2ec4a0", "#0b4f4a"], main: "#fde68a", alt: "#f97316" },
  gold: { bg: ["#ffcf3d", "#a2560b"], main: "#e11d48", alt: "#7c3aed" },
  amber: { bg: ["#ff9b45", "#8a2a0b"], main: "#ffe066", alt: "#2563eb" },
  ruby: { bg: ["#f43f5e", "#6b0f2a"], main: "#ffd23f", alt: "#22c55e" },
  crimson: { bg: ["#e53935", "#5c0d0d"], main: "#ffd54f", alt: "#1e88e5" },
  magenta: { bg: ["#d946ef", "#581c87"], main: "#fde047", alt: "#22d3ee" },
  violet: { bg: ["#8b5cf6", "#2e1065"], main: "#fbbf24", alt: "#f472b6" },
  indigo: { bg: ["#6366f1", "#1e1b4b"], main: "#facc15", alt: "#34d399" },
  azure: { bg: ["#3b9cff", "#0b2a6b"], main: "#ffd23f", alt: "#ef4444" },
  teal: { bg: ["#14b8a6", "#073b3a"], main: "#ff9a5c", alt: "#fde68a" },
  ocean: { bg: ["#06b6d4", "#082f49"], main: "#f9a8d4", alt: "#fde047" },
  sand: { bg: ["#e9b872", "#6b3f1d"], main: "#0ea5e9", alt: "#dc2626" },
  night: { bg: ["#475569", "#0b1220"], main: "#fbbf24", alt: "#38bdf8" },
  rose: { bg: ["#fb7185", "#831843"], main: "#fef08a", alt: "#a78bfa" },
  lime: { bg: ["#84cc16", "#1a2e05"], main: "#fde047", alt: "#f43f5e" },
  coral: { bg: ["#ff8a5c", "#7a1f3d"], main: "#fff1c1", alt: "#0ea5e9" },
} satisfies Record<string, Tone>;
export type ToneName = keyof typeof TONES;

export interface DemoGame {
  /** Names the tile's file and, upper-cased, the game code. */
  slug: string;
  /** A brand name: the same in every language of the merchant. */
  name: string;
  /** The lane (vendor key) the game belongs to. */
  lane: string;
  /** The vendor, which is also the card's accountTypeName. */
  vendor: string;
  gameType: string;
  tone: ToneName;
  motif: Motif;
  /** Also shown in the merchant's HOT lane. */
  hot?: boolean;
}

/** Lanes in home order; HOT gathers the games marked hot. */
export const LANE_ORDER: Record<DemoMerchant, string[]> = {
  DEMO: ["HOT", "SLOTS", "SPORTS", "CRASH", "LIVE", "LOTTERY"],
  BRANDB: ["HOT", "LOTTERY", "LIVE", "CARDS", "SLOTS", "FISHING"],
  BRANDC: ["HOT", "LOTTO", "INSTANT", "SLOTS", "TABLE"],
};

const g = (lane: string, vendor: string, gameType: string, slug: string, name: string, motif: Motif, tone: ToneName, hot = false): DemoGame => ({
  slug,
  name,
  lane,
  vendor,
  gameType,
  tone,
  motif,
  ...(hot ? { hot } : {}),
});

export const GAMES: Record<DemoMerchant, DemoGame[]> = {
  // Demo Bet, Brazil: football and slots first, with the quick games and lotteries Brazilians play.
  DEMO: [
    g("SLOTS", "RNG", "SLOT", "samba-777", "Samba 777", "reels", "ruby", true),
    g("SLOTS", "SOLAR", "SLOT", "carnaval-dourado", "Carnaval Dourado", "mask", "magenta", true),
    g("SLOTS", "SOLAR", "SLOT", "frutas-tropicais", "Frutas Tropicais", "cherry", "lime"),
    g("SLOTS", "RNG", "SLOT", "tesouro-amazonico", "Tesouro Amazônico", "gem", "emerald"),
    g("SLOTS", "SOLAR", "SLOT", "coroa-real", "Coroa Real", "crown", "violet"),
    g("SLOTS", "RNG", "SLOT", "sol-de-ipanema", "Sol de Ipanema", "sun", "amber"),
    g("SLOTS", "SOLAR", "SLOT", "estrela-da-sorte", "Estrela da Sorte", "star", "azure"),
    g("SLOTS", "RNG", "SLOT", "moedas-da-fortuna", "Moedas da Fortuna", "coins", "gold", true),
    g("SPORTS", "KICKOFF", "SPORTS", "penalti-rei", "Pênalti Rei", "target", "crimson", true),
    g("SPORTS", "KICKOFF", "SPORTS", "gol-de-placa", "Gol de Placa", "ball", "emerald"),
    g("SPORTS", "KICKOFF", "SPORTS", "copa-virtual", "Copa Virtual", "trophy", "indigo"),
    g("SPORTS", "KICKOFF", "SPORTS", "futebol-turbo", "Futebol Turbo", "clock", "teal"),
    g("SPORTS", "KICKOFF", "SPORTS", "cesta-de-3", "Cesta de 3", "basketball", "amber"),
    g("SPORTS", "KICKOFF", "SPORTS", "corrida-virtual", "Corrida Virtual", "flag", "night"),
    g("CRASH", "RNG", "CRASH", "foguete-turbo", "Foguete Turbo", "rocket", "indigo", true),
    g("CRASH", "RNG", "CRASH", "minas-de-ouro", "Minas de Ouro", "bomb", "sand"),
    g("CRASH", "RNG", "CRASH", "plinko-praia", "Plinko Praia", "plinko", "ocean"),
    g("CRASH", "RNG", "CRASH", "dado-duplo", "Dado Duplo", "dice", "crimson"),
    g("CRASH", "PVP", "CARD", "truco-online", "Truco Online", "cards", "jade", true),
    g("CRASH", "PVP", "CARD", "domino-brasil", "Dominó Brasil", "domino", "azure"),
    g("LIVE", "LIVE", "LIVE", "roleta-brasileira", "Roleta Brasileira", "wheel", "emerald", true),
    g("LIVE", "LIVE", "LIVE", "blackjack-copacabana", "Blackjack Copacabana", "cards", "night"),
    g("LIVE", "LIVE", "LIVE", "bacara-rio", "Bacará Rio", "chip", "ruby"),
    g("LIVE", "LIVE", "LIVE", "dados-ao-vivo", "Dados ao Vivo", "dice", "violet"),
    g("LIVE", "LIVE", "LIVE", "roda-da-fortuna", "Roda da Fortuna", "wheel", "gold"),
    g("LIVE", "LIVE", "LIVE", "mesa-vip", "Mesa VIP", "crown", "night"),
    g("LOTTERY", "LOTT", "LOTT", "bolao-da-rodada", "Bolão da Rodada", "ball", "gold", true),
    g("LOTTERY", "LOTT", "LOTT", "sorte-rapida-5", "Sorte Rápida 5", "balls", "azure"),
    g("LOTTERY", "LOTT", "LOTT", "loteria-relampago", "Loteria Relâmpago", "lottoball", "violet"),
    g("LOTTERY", "LOTT", "LOTT", "lotinha-1-min", "Lotinha 1 Min", "clock", "jade"),
    g("LOTTERY", "LOTT", "LOTT", "raspadinha-premiada", "Raspadinha Premiada", "ticket", "amber"),
    g("LOTTERY", "LOTT", "LOTT", "bingo-brasil", "Bingo Brasil", "grid", "ruby"),
  ],
  // Brand B, Vietnam: the three regions' lotteries and live tables first.
  BRANDB: [
    g("LOTTERY", "LOTT", "LOTT", "xo-so-mien-bac", "Xổ Số Miền Bắc", "balls", "crimson", true),
    g("LOTTERY", "LOTT", "LOTT", "xo-so-mien-nam", "Xổ Số Miền Nam", "lottoball", "gold"),
    g("LOTTERY", "LOTT", "LOTT", "xo-so-mien-trung", "Xổ Số Miền Trung", "ticket", "azure"),
    g("LOTTERY", "LOTT", "LOTT", "sieu-toc-45-giay", "Siêu Tốc 45 Giây", "clock", "violet", true),
    g("LOTTERY", "LOTT", "LOTT", "keno-sao-bang", "Keno Sao Băng", "grid", "indigo", true),
    g("LOTTERY", "LOTT", "LOTT", "loc-phat-6-45", "Lộc Phát 6/45", "balls", "emerald"),
    g("LOTTERY", "LOTT", "LOTT", "dua-xe-pk10", "Đua Xe PK10", "flag", "night"),
    g("LOTTERY", "LOTT", "LOTT", "tai-xiu-nhanh", "Tài Xỉu Nhanh", "dice", "ruby"),
    g("LIVE", "LIVE", "LIVE", "baccarat-hoang-kim", "Baccarat Hoàng Kim", "cards", "gold", true),
    g("LIVE", "LIVE", "LIVE", "rong-ho-live", "Rồng Hổ Live", "chip", "crimson"),
    g("LIVE", "LIVE", "LIVE", "tai-xiu-live", "Tài Xỉu Live", "dice", "violet"),
    g("LIVE", "LIVE", "LIVE", "roulette-anh-trang", "Roulette Ánh Trăng", "wheel", "indigo"),
    g("LIVE", "LIVE", "LIVE", "xoc-dia-live", "Xóc Đĩa Live", "coins", "amber", true),
    g("LIVE", "LIVE", "LIVE", "blackjack-vip", "Blackjack VIP", "cards", "night"),
    g("LIVE", "LIVE", "LIVE", "baccarat-toc-do", "Baccarat Tốc Độ", "sparkle", "ruby"),
    g("CARDS", "PVP", "CARD", "tien-len-mien-nam", "Tiến Lên Miền Nam", "cards", "emerald", true),
    g("CARDS", "PVP", "CARD", "phom-online", "Phỏm Online", "cards", "violet"),
    g("CARDS", "PVP", "CARD", "mau-binh", "Mậu Binh", "crown", "teal"),
    g("CARDS", "RNG", "CARD", "xi-dach", "Xì Dách", "cards", "rose"),
    g("CARDS", "PVP", "CARD", "poker-sai-gon", "Poker Sài Gòn", "chip", "indigo"),
    g("CARDS", "RNG", "CARD", "ba-cay", "Ba Cây", "star", "amber"),
    g("SLOTS", "RNG", "SLOT", "kho-bau-rong", "Kho Báu Rồng", "gem", "crimson", true),
    g("SLOTS", "RNG", "SLOT", "sen-vang", "Sen Vàng", "lotus", "gold"),
    g("SLOTS", "RNG", "SLOT", "den-long-hoi-an", "Đèn Lồng Hội An", "lantern", "teal"),
    g("SLOTS", "RNG", "SLOT", "than-tai-den", "Thần Tài Đến", "coins", "crimson"),
    g("SLOTS", "RNG", "SLOT", "ca-chep-hoa-rong", "Cá Chép Hóa Rồng", "fish", "amber"),
    g("SLOTS", "RNG", "SLOT", "no-hu-777", "Nổ Hũ 777", "reels", "violet"),
    g("FISHING", "OCEAN", "FISH", "ban-ca-dai-duong", "Bắn Cá Đại Dương", "fish", "ocean", true),
    g("FISHING", "OCEAN", "FISH", "san-ca-rong", "Săn Cá Rồng", "fish", "ruby"),
    g("FISHING", "OCEAN", "FISH", "vua-ban-ca", "Vua Bắn Cá", "crown", "azure"),
    g("FISHING", "OCEAN", "FISH", "kho-bau-day-bien", "Kho Báu Đáy Biển", "shell", "teal"),
    g("FISHING", "OCEAN", "FISH", "ban-ca-ngu-long", "Bắn Cá Ngũ Long", "target", "jade"),
    g("FISHING", "OCEAN", "FISH", "ca-map-vang", "Cá Mập Vàng", "fish", "gold"),
  ],
  // Dana Lotto, UAE: draws and scratch cards under a pearl-diving, Gulf theme.
  BRANDC: [
    g("LOTTO", "LOTT", "LOTT", "dana-6-42", "Dana 6/42", "balls", "teal", true),
    g("LOTTO", "LOTT", "LOTT", "pearl-pick-3", "Pearl Pick 3", "pearl", "ocean", true),
    g("LOTTO", "LOTT", "LOTT", "pearl-pick-4", "Pearl Pick 4", "lottoball", "coral"),
    g("LOTTO", "LOTT", "LOTT", "gulf-millions", "Gulf Millions", "dhow", "azure", true),
    g("LOTTO", "LOTT", "LOTT", "falcon-keno", "Falcon Keno", "bird", "sand"),
    g("LOTTO", "LOTT", "LOTT", "sunset-5-35", "Sunset 5/35", "sun", "amber"),
    g("LOTTO", "LOTT", "LOTT", "friday-grand-draw", "Friday Grand Draw", "crescent", "indigo"),
    g("INSTANT", "INSTANT", "SCRATCH", "pearl-scratch", "Pearl Scratch", "ticket", "teal", true),
    g("INSTANT", "INSTANT", "SCRATCH", "oasis-scratch", "Oasis Scratch", "palm", "jade", true),
    g("INSTANT", "INSTANT", "SCRATCH", "golden-dune", "Golden Dune", "ticket", "sand"),
    g("INSTANT", "INSTANT", "SCRATCH", "lantern-lucky-7s", "Lantern Lucky 7s", "seven", "violet"),
    g("INSTANT", "INSTANT", "SCRATCH", "falcon-match-3", "Falcon Match 3", "bird", "crimson"),
    g("INSTANT", "INSTANT", "SCRATCH", "dates-of-fortune", "Dates of Fortune", "coins", "amber"),
    g("SLOTS", "RNG", "SLOT", "desert-falcon", "Desert Falcon", "bird", "gold", true),
    g("SLOTS", "RNG", "SLOT", "dhow-voyage", "Dhow Voyage", "dhow", "ocean"),
    g("SLOTS", "RNG", "SLOT", "oasis-gold", "Oasis Gold", "palm", "emerald"),
    g("SLOTS", "RNG", "SLOT", "pearl-diver", "Pearl Diver", "shell", "azure", true),
    g("SLOTS", "RNG", "SLOT", "sultans-lamp", "Sultan's Lamp", "lamp", "violet"),
    g("SLOTS", "RNG", "SLOT", "crescent-nights", "Crescent Nights", "crescent", "night"),
    g("TABLE", "PVP", "CARD", "majlis-baloot", "Majlis Baloot", "cards", "coral", true),
    g("TABLE", "PVP", "CARD", "tarneeb-royale", "Tarneeb Royale", "crown", "teal"),
    g("TABLE", "PVP", "CARD", "gulf-domino", "Gulf Domino", "domino", "sand"),
    g("TABLE", "PVP", "TABLE", "tawla-backgammon", "Tawla Backgammon", "dice", "crimson"),
    g("TABLE", "RNG", "TABLE", "pearl-roulette", "Pearl Roulette", "wheel", "ocean"),
    g("TABLE", "RNG", "TABLE", "marina-blackjack", "Marina Blackjack", "chip", "indigo"),
  ],
};

/** The launch fields of a catalogue game, as its card and a game banner name them. */
export function gameLaunch(merchant: DemoMerchant, slug: string) {
  const games = GAMES[merchant];
  const index = games.findIndex((game) => game.slug === slug);
  const game = games[index];
  if (!game) throw new Error(`${merchant} has no game ${slug}`);
  return {
    game,
    gameCode: slug.toUpperCase().replaceAll("-", "_"),
    nodeId: String(THEMES[merchant].nodeBase + index),
  };
}

/** Live tables and sports are filmed or drawn wide: their cards ask for a landscape screen. */
export function demoOrientation(game: DemoGame): "landscape" | undefined {
  return game.gameType === "LIVE" || game.gameType === "SPORTS" ? "landscape" : undefined;
}

/** The catalogue game a launch names by its game code, with its node id; null when there is none. */
export function findDemoGame(merchant: DemoMerchant, gameCode: string): { game: DemoGame; nodeId: string } | null {
  const games = GAMES[merchant];
  const index = games.findIndex((game) => game.slug.toUpperCase().replaceAll("-", "_") === gameCode);
  const game = games[index];
  return game ? { game, nodeId: String(THEMES[merchant].nodeBase + index) } : null;
}
