/**
 * Language tables of SPEC §3 and §9: the platform's language codes, the
 * BCP 47 locale each one formats and speaks with, and writing direction.
 */
export const LANGUAGE_CODES = [
  "CN",
  "EN",
  "TW",
  "RU",
  "TH",
  "VI",
  "JA",
  "PT",
  "PT-BR",
  "ES",
  "AR",
  "HI",
  "ID",
  "KM",
  "KO",
  "KR",
  "MY",
  "TA",
  "TY",
  "UR",
  "MS",
  "BN",
  "TR",
  "PH",
  "UZ",
  "FA",
  "LO",
  "NE",
  "FR",
] as const;

export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** BCP 47 tag used for Intl formatting, `<html lang>` and Accept-Language matching. */
export const LANGUAGE_LOCALE: Record<LanguageCode, string> = {
  CN: "zh-CN",
  EN: "en",
  TW: "zh-TW",
  RU: "ru",
  TH: "th",
  VI: "vi",
  JA: "ja",
  PT: "pt-PT",
  "PT-BR": "pt-BR",
  ES: "es",
  AR: "ar",
  HI: "hi",
  ID: "id",
  KM: "km",
  KO: "ko",
  KR: "ko",
  MY: "my",
  TA: "ta",
  TY: "te",
  UR: "ur",
  MS: "ms",
  BN: "bn",
  TR: "tr",
  PH: "fil",
  UZ: "uz",
  FA: "fa",
  LO: "lo",
  NE: "ne",
  FR: "fr",
};

/** The language's own name, shown in the language picker. */
export const LANGUAGE_NAME: Record<LanguageCode, string> = {
  CN: "简体中文",
  EN: "English",
  TW: "繁體中文",
  RU: "Русский",
  TH: "ไทย",
  VI: "Tiếng Việt",
  JA: "日本語",
  PT: "Português",
  "PT-BR": "Português (Brasil)",
  ES: "Español",
  AR: "العربية",
  HI: "हिन्दी",
  ID: "Bahasa Indonesia",
  KM: "ខ្មែរ",
  KO: "한국어",
  KR: "한국어",
  MY: "မြန်မာ",
  TA: "தமிழ்",
  TY: "తెలుగు",
  UR: "اردو",
  MS: "Bahasa Melayu",
  BN: "বাংলা",
  TR: "Türkçe",
  PH: "Filipino",
  UZ: "Oʻzbekcha",
  FA: "فارسی",
  LO: "ລາວ",
  NE: "नेपाली",
  FR: "Français",
};

const RIGHT_TO_LEFT = new Set<LanguageCode>(["AR", "UR", "FA"]);

export const DEFAULT_LANGUAGE: LanguageCode = "CN";

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === "string" && (LANGUAGE_CODES as readonly string[]).includes(value);
}

export function textDirection(language: LanguageCode): "rtl" | "ltr" {
  return RIGHT_TO_LEFT.has(language) ? "rtl" : "ltr";
}

/**
 * SPEC §7: the stored language uppercased, any cn variant becomes CN.
 * Unknown values give undefined so callers choose their own fallback.
 */
export function normalizeLanguage(value: string | null | undefined): LanguageCode | undefined {
  if (!value) return undefined;
  const upper = value.trim().toUpperCase().replace("_", "-");
  if (upper === "ZH-TW" || upper === "ZH-HK" || upper === "ZH-HANT") return "TW";
  if (upper === "CN" || upper.startsWith("CN-") || upper === "ZH" || upper.startsWith("ZH-")) return "CN";
  if (isLanguageCode(upper)) return upper;
  return undefined;
}

/** Maps a BCP 47 tag from Accept-Language to a platform code (SPEC §9 language map). */
export function languageFromLocaleTag(tag: string): LanguageCode | undefined {
  const lower = tag.trim().toLowerCase();
  if (!lower) return undefined;
  if (lower === "pt-br") return "PT-BR";
  if (lower === "zh-tw" || lower === "zh-hk" || lower === "zh-hant" || lower.startsWith("zh-hant-")) return "TW";
  const primary = lower.split("-")[0] ?? "";
  const byPrimary: Record<string, LanguageCode> = {
    zh: "CN",
    en: "EN",
    ru: "RU",
    th: "TH",
    vi: "VI",
    ja: "JA",
    pt: "PT",
    es: "ES",
    ar: "AR",
    hi: "HI",
    id: "ID",
    km: "KM",
    ko: "KO",
    my: "MY",
    ta: "TA",
    te: "TY",
    ur: "UR",
    ms: "MS",
    bn: "BN",
    tr: "TR",
    fil: "PH",
    tl: "PH",
    uz: "UZ",
    fa: "FA",
    lo: "LO",
    ne: "NE",
    fr: "FR",
  };
  return byPrimary[primary];
}

/**
 * Picks the best of `offered` for an Accept-Language header, honouring q-values.
 * A header naming pt-BR matches a merchant offering PT-BR before PT.
 */
export function negotiateLanguage(header: string | null | undefined, offered: readonly LanguageCode[]): LanguageCode | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag: tag ?? "", quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    const code = languageFromLocaleTag(tag);
    if (!code) continue;
    if (offered.includes(code)) return code;
    // A plain "pt" speaker is better served by PT-BR than by the merchant default, and vice versa.
    if (code === "PT" && offered.includes("PT-BR")) return "PT-BR";
    if (code === "PT-BR" && offered.includes("PT")) return "PT";
    if (code === "KO" && offered.includes("KR")) return "KR";
  }
  return undefined;
}

/**
 * Languages whose locale would write native digits (or does in some engines: Arabic's default changed between CLDR
 * versions) but whose interface writes Western ones (docs/decisions/057): every string, every input and the BRL format
 * use 0-9, so their numbers do too.
 */
const WESTERN_DIGITS = new Set<LanguageCode>(["AR", "FA", "BN", "NE", "MY"]);

/** SPEC §9: BRL uses the pt-BR number format; other currencies the language's format, always in Western digits (docs/decisions/057). */
export function numberLocale(language: LanguageCode, currency?: string): string {
  if (currency?.toUpperCase() === "BRL") return "pt-BR";
  const locale = LANGUAGE_LOCALE[language];
  return WESTERN_DIGITS.has(language) ? `${locale}-u-nu-latn` : locale;
}
