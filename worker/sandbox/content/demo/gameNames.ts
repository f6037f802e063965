import type { LanguageCode } from "#shared/languages";

/**
 * The demo games' and providers' names in the merchants' other languages (issue #35, items 4 and 7): a game keeps its
 * catalogue name (games.ts) where this table has none, as a brand name would. Type-only imports: the image script
 * reads this file with Node's type stripping.
 */
type Names = Partial<Record<LanguageCode, string>>;

export const GAME_NAMES: Record<string, Names> = {
  // Demo Bet: Portuguese by default, English and Spanish beside it.
  "carnaval-dourado": { EN: "Golden Carnival", ES: "Carnaval Dorado" },
  "frutas-tropicais": { EN: "Tropical Fruits", ES: "Frutas Tropicales" },
  "tesouro-amazonico": { EN: "Amazon Treasure", ES: "Tesoro Amazónico" },
  "coroa-real": { EN: "Royal Crown", ES: "Corona Real" },
  "sol-de-ipanema": { EN: "Ipanema Sun" },
  "estrela-da-sorte": { EN: "Lucky Star", ES: "Estrella de la Suerte" },
  "moedas-da-fortuna": { EN: "Fortune Coins", ES: "Monedas de la Fortuna" },
  "penalti-rei": { EN: "Penalty King", ES: "Rey del Penal" },
  "gol-de-placa": { EN: "Wonder Goal", ES: "Golazo" },
  "copa-virtual": { EN: "Virtual Cup" },
  "futebol-turbo": { EN: "Turbo Football", ES: "Fútbol Turbo" },
  "cesta-de-3": { EN: "Three-Pointer", ES: "Triple" },
  "corrida-virtual": { EN: "Virtual Racing", ES: "Carrera Virtual" },
  "foguete-turbo": { EN: "Turbo Rocket", ES: "Cohete Turbo" },
  "minas-de-ouro": { EN: "Gold Mines", ES: "Minas de Oro" },
  "plinko-praia": { EN: "Beach Plinko", ES: "Plinko Playa" },
  "dado-duplo": { EN: "Double Dice", ES: "Dado Doble" },
  "domino-brasil": { EN: "Brazil Dominoes" },
  "roleta-brasileira": { EN: "Brazilian Roulette", ES: "Ruleta Brasileña" },
  "bacara-rio": { EN: "Rio Baccarat", ES: "Baccarat Río" },
  "dados-ao-vivo": { EN: "Live Dice", ES: "Dados en Vivo" },
  "roda-da-fortuna": { EN: "Wheel of Fortune", ES: "Rueda de la Fortuna" },
  "mesa-vip": { EN: "VIP Table" },
  "bolao-da-rodada": { EN: "Matchday Pool", ES: "Quiniela de la Jornada" },
  "sorte-rapida-5": { EN: "Quick Luck 5", ES: "Suerte Rápida 5" },
  "loteria-relampago": { EN: "Lightning Lottery", ES: "Lotería Relámpago" },
  "lotinha-1-min": { EN: "1-Minute Lotto", ES: "Lotería 1 Min" },
  "raspadinha-premiada": { EN: "Prize Scratchcard", ES: "Raspadita Premiada" },
  "bingo-brasil": { EN: "Brazil Bingo" },
  // Brand B: Vietnamese by default, English beside it.
  "xo-so-mien-bac": { EN: "Northern Lottery" },
  "xo-so-mien-nam": { EN: "Southern Lottery" },
  "xo-so-mien-trung": { EN: "Central Lottery" },
  "sieu-toc-45-giay": { EN: "45-Second Express" },
  "keno-sao-bang": { EN: "Shooting Star Keno" },
  "loc-phat-6-45": { EN: "Fortune 6/45" },
  "dua-xe-pk10": { EN: "PK10 Racing" },
  "tai-xiu-nhanh": { EN: "Quick Sic Bo" },
  "baccarat-hoang-kim": { EN: "Golden Baccarat" },
  "rong-ho-live": { EN: "Dragon Tiger Live" },
  "tai-xiu-live": { EN: "Sic Bo Live" },
  "roulette-anh-trang": { EN: "Moonlight Roulette" },
  "xoc-dia-live": { EN: "Xoc Dia Live" },
  "baccarat-toc-do": { EN: "Speed Baccarat" },
  "tien-len-mien-nam": { EN: "Tien Len South" },
  "phom-online": { EN: "Phom Online" },
  "mau-binh": { EN: "Mau Binh" },
  "xi-dach": { EN: "Vietnamese Blackjack" },
  "poker-sai-gon": { EN: "Saigon Poker" },
  "ba-cay": { EN: "Three Cards" },
  "kho-bau-rong": { EN: "Dragon's Treasure" },
  "sen-vang": { EN: "Golden Lotus" },
  "den-long-hoi-an": { EN: "Hoi An Lanterns" },
  "than-tai-den": { EN: "God of Wealth" },
  "ca-chep-hoa-rong": { EN: "Carp to Dragon" },
  "no-hu-777": { EN: "Jackpot 777" },
  "ban-ca-dai-duong": { EN: "Ocean Fishing" },
  "san-ca-rong": { EN: "Dragon Fish Hunt" },
  "vua-ban-ca": { EN: "Fishing King" },
  "kho-bau-day-bien": { EN: "Deep Sea Treasure" },
  "ban-ca-ngu-long": { EN: "Five Dragons Fishing" },
  "ca-map-vang": { EN: "Golden Shark" },
  // Dana Lotto: Arabic by default; the catalogue's names are its English ones.
  "dana-6-42": { AR: "دانة 6/42" },
  "pearl-pick-3": { AR: "لؤلؤة 3" },
  "pearl-pick-4": { AR: "لؤلؤة 4" },
  "gulf-millions": { AR: "ملايين الخليج" },
  "falcon-keno": { AR: "كينو الصقر" },
  "sunset-5-35": { AR: "الغروب 5/35" },
  "friday-grand-draw": { AR: "قرعة الجمعة الكبرى" },
  "pearl-scratch": { AR: "بطاقة اللؤلؤ" },
  "oasis-scratch": { AR: "بطاقة الواحة" },
  "golden-dune": { AR: "الكثيب الذهبي" },
  "lantern-lucky-7s": { AR: "فانوس السبعات" },
  "falcon-match-3": { AR: "ثلاثية الصقر" },
  "dates-of-fortune": { AR: "تمور الحظ" },
  "desert-falcon": { AR: "صقر الصحراء" },
  "dhow-voyage": { AR: "رحلة الداو" },
  "oasis-gold": { AR: "ذهب الواحة" },
  "pearl-diver": { AR: "غوّاص اللؤلؤ" },
  "sultans-lamp": { AR: "مصباح السلطان" },
  "crescent-nights": { AR: "ليالي الهلال" },
  "majlis-baloot": { AR: "بلوت المجلس" },
  "tarneeb-royale": { AR: "طرنيب رويال" },
  "gulf-domino": { AR: "دومينو الخليج" },
  "tawla-backgammon": { AR: "طاولة الزهر" },
  "pearl-roulette": { AR: "روليت اللؤلؤ" },
  "marina-blackjack": { AR: "بلاك جاك المارينا" },
};

/**
 * The providers' display names (SPEC §3 vendors; RNG and PVP shown as TCG): what the game page's and the lanes'
 * provider chips read, never the code. English is the fallback for a language the table lacks.
 */
export const VENDOR_NAMES: Record<string, Names & { EN: string }> = {
  TCG: { EN: "TCG Gaming" },
  SOLAR: { EN: "Solar Games" },
  KICKOFF: { EN: "Kickoff Sports" },
  OCEAN: { EN: "Ocean Games" },
  LIVE: { EN: "Live Casino", "PT-BR": "Cassino ao vivo", ES: "Casino en vivo", VI: "Casino trực tiếp", AR: "الكازينو المباشر" },
  LOTT: { EN: "Lotteries", "PT-BR": "Loterias", ES: "Loterías", VI: "Xổ số", AR: "اليانصيب" },
  INSTANT: { EN: "Instant Win", AR: "الفوز الفوري" },
};

export function gameName(slug: string, catalogueName: string, language: LanguageCode): string {
  return GAME_NAMES[slug]?.[language] ?? catalogueName;
}

export function vendorName(code: string, language: LanguageCode): string {
  const names = VENDOR_NAMES[code];
  return names ? (names[language] ?? names.EN) : code;
}
