import { isLanguageCode, type LanguageCode } from "./languages.ts";

/**
 * Operator text in more than one language (issue #35, item 4; docs/decisions/055). The platform's fields keep their
 * one text (the merchant's default language, SPEC §3), and may carry the same text per language beside it.
 */
export type LocalTexts = Partial<Record<LanguageCode, string>>;

const TEXT_MAX = 2_000;

/** The well-formed part of a per-language map from the platform: language codes to non-empty text; anything else dropped. */
export function readLocalTexts(value: unknown): LocalTexts | undefined {
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  const texts: LocalTexts = {};
  for (const [code, text] of Object.entries(value)) {
    if (isLanguageCode(code) && typeof text === "string" && text.trim() && text.length <= TEXT_MAX) texts[code] = text.trim();
  }
  return Object.keys(texts).length ? texts : undefined;
}

/** The merchant's name in the player's language (shared/merchantConfig.ts `names`), else its one `name`. */
export function merchantName(merchant: { name: string; names?: LocalTexts }, language: LanguageCode): string {
  return localText(merchant.name, merchant.names, language);
}

/**
 * The text a player reads: in the player's language, else the field's own text (the merchant's default language),
 * else any language the operator wrote. Empty only when the operator wrote nothing.
 */
export function localText(text: string | null | undefined, texts: LocalTexts | undefined, language: LanguageCode): string {
  return texts?.[language] ?? (text?.trim() || Object.values(texts ?? {}).find(Boolean) || "");
}
