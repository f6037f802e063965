import i18next, { type i18n as I18n } from "i18next";
import type { Strings } from "#shared/initialState";
import { LANGUAGE_LOCALE, type LanguageCode } from "#shared/languages";
import { EDGE_PATHS } from "#shared/routes";

export type { Strings } from "#shared/initialState";

/**
 * One i18next instance per render: the server makes one per request, the
 * client one for the page, each holding only the active language's strings.
 */
export function createI18n(language: LanguageCode, strings: Strings): I18n {
  const instance = i18next.createInstance();
  // i18next rewrites codes like "PT-BR"; the BCP 47 tag is what it expects, and what plural rules use.
  const lng = LANGUAGE_LOCALE[language];
  void instance.init({
    lng,
    resources: { [lng]: { translation: strings } },
    fallbackLng: false,
    load: "currentOnly",
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
    returnNull: false,
  } as Parameters<I18n["init"]>[0]);
  return instance;
}

/** Where the worker serves one language's strings (SPEC §9: the page holds only the active language). */
export const stringsUrl = (language: LanguageCode) => `${EDGE_PATHS.strings}/${encodeURIComponent(language)}.json`;

export async function loadStrings(language: LanguageCode): Promise<Strings> {
  const response = await fetch(stringsUrl(language), { credentials: "same-origin" });
  if (!response.ok) throw new Error(`strings for ${language}: HTTP ${response.status}`);
  return (await response.json()) as Strings;
}

/** Adds a language's strings to a running instance and switches to it. */
export async function applyLanguage(instance: I18n, language: LanguageCode, strings: Strings): Promise<void> {
  const lng = LANGUAGE_LOCALE[language];
  instance.addResourceBundle(lng, "translation", strings, true, true);
  await instance.changeLanguage(lng);
}
