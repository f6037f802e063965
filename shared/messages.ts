/// <reference types="vite/client" />
import { type LanguageCode, isLanguageCode, LANGUAGE_LOCALE, normalizeLanguage } from "./languages";
import type { Strings } from "./initialState";

const modules = import.meta.glob<Strings>("../locales/*.json", { eager: true, import: "default" });

/**
 * Keys only the worker reads (docs/decisions/008): the sandbox's own test helpers and its captcha
 * stand-in. `translate` finds them; pages and `/m/i18n/<CODE>.json` never carry them.
 */
export const WORKER_ONLY_PREFIX = "sandbox.";

/** Every key of every locale file, by language code: what `translate` reads. */
const ALL_STRINGS: Partial<Record<LanguageCode, Strings>> = Object.fromEntries(
  Object.entries(modules)
    .map(([path, strings]) => [path.replace(/^.*\/([^/]+)\.json$/, "$1"), strings] as const)
    .filter(([code]) => isLanguageCode(code)),
);

/** Every locale file, by language code, as pages get it: without the worker-only keys. The worker renders any of them; the client gets one. */
export const LOCALES: Partial<Record<LanguageCode, Strings>> = Object.fromEntries(
  Object.entries(ALL_STRINGS).map(([code, strings]) => [
    code,
    Object.fromEntries(Object.entries(strings).filter(([key]) => !key.startsWith(WORKER_ONLY_PREFIX))),
  ]),
);

/** The language's strings for a page; a language whose file is missing is rendered in English rather than as keys. */
export function stringsFor(language: LanguageCode): Strings {
  return LOCALES[language] ?? LOCALES.EN ?? {};
}

/**
 * A key's text; for a counted text (i18next's `key_one`, `key_other`…, docs/decisions/057) the form the language's plural
 * rules give `count`, the general `_other` form without one.
 */
function textOf(language: LanguageCode, key: string, count: number | undefined): string | undefined {
  const strings = ALL_STRINGS[language];
  const form = count === undefined ? undefined : strings?.[`${key}_${new Intl.PluralRules(LANGUAGE_LOCALE[language]).select(count)}`];
  return form ?? strings?.[key] ?? strings?.[`${key}_other`];
}

/**
 * One text in a language, with `{{name}}` placeholders filled; a key the language lacks is said in English. A number
 * `count` picks the form of a counted text ("1 character", "2 characters"), as i18next does on the page.
 */
export function translate(language: LanguageCode, key: string, values: Record<string, string | number> = {}): string {
  const count = typeof values.count === "number" ? values.count : undefined;
  const template = textOf(language, key, count) ?? textOf("EN", key, count) ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
}

/** True when English has the key, or its counted forms (every language has every key: tests/client/locales.test.ts). */
export function hasText(key: string): boolean {
  return ALL_STRINGS.EN?.[key] !== undefined || ALL_STRINGS.EN?.[`${key}_other`] !== undefined;
}

/**
 * The language a message is said in: a request's `Language` header (SPEC §7: a platform code,
 * uppercased, any cn variant CN) or a code the caller already chose; unknown or missing gives English.
 */
export function messageLanguage(value: string | null | undefined): LanguageCode {
  return normalizeLanguage(value) ?? "EN";
}

/** The key of a platform error code's player-facing text (docs/decisions/008), shared with the client. */
export const errorCodeKey = (errorCode: string) => `errors.code.${errorCode}`;

/**
 * A platform error code's text in the player's language (English where the language lacks it). A code
 * without a text of its own gives `fallback`, else the generic "Unknown error".
 */
export function errorMessage(
  language: string | null | undefined,
  errorCode: string,
  options: { values?: Record<string, string>; fallback?: string } = {},
): string {
  const key = errorCodeKey(errorCode);
  if (!hasText(key) && options.fallback !== undefined) return options.fallback;
  return translate(messageLanguage(language), hasText(key) ? key : "errors.unknown", options.values);
}
