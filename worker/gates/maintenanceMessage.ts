import { type LanguageCode, normalizeLanguage } from "#shared/languages";
import type { MerchantConfig } from "#shared/merchantConfig";

/**
 * The operator's maintenance text (issue #14). Only type imports besides languages: the ops CLI reads this file
 * with Node's type stripping.
 */
type Maintenance = MerchantConfig["maintenance"];

/** The operator's text for one language: its own, else the all-languages one; undefined leaves the default text. */
export function operatorMessage(maintenance: Pick<Maintenance, "message" | "messages">, language: LanguageCode): string | undefined {
  return maintenance.messages?.[language] ?? maintenance.message;
}

export interface MaintenanceMessages {
  message?: string;
  messages?: Partial<Record<LanguageCode, string>>;
}

/** `EN=…`, `vi=…`, `PT-BR=…`: a platform language code (any case) and `=` open a language's own text. */
const LANGUAGE_PREFIX = /^([A-Za-z]{2}(?:-[A-Za-z]{2})?)=/;

/**
 * The values of `ops maintenance on --message …`: `--message EN="…" --message VI="…"` gives one text per language;
 * a bare `--message "…"` is the text for every language without its own. A language twice, two bare texts or an
 * empty text is a mistake the operator is told about rather than a guess.
 */
export function parseMessageFlags(values: readonly string[]): MaintenanceMessages | { error: string } {
  const parsed: MaintenanceMessages = {};
  for (const value of values) {
    const prefix = LANGUAGE_PREFIX.exec(value);
    const language = prefix ? normalizeLanguage(prefix[1]) : undefined;
    const text = (language ? value.slice(prefix![0].length) : value).trim();
    if (!language) {
      if (parsed.message !== undefined) return { error: "give one --message without a language at most (the text for every other language)" };
      if (!text) return { error: "--message is empty" };
      parsed.message = text;
      continue;
    }
    parsed.messages ??= {};
    if (parsed.messages[language] !== undefined) return { error: `--message ${language}=… is given twice` };
    if (!text) return { error: `--message ${language}= is empty` };
    parsed.messages[language] = text;
  }
  return parsed;
}
