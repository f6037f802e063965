import i18next, { type i18n as I18n } from "i18next";
import type { Strings } from "#shared/initialState";
import { EARLY_STRINGS, TIMING } from "#shared/constants";
import { LANGUAGE_LOCALE, type LanguageCode } from "#shared/languages";
import { stringsPath } from "#shared/routes";

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

/** One language's strings, from the worker (SPEC §9: the page holds only the active language); at `version`, kept for good. */
export async function loadStrings(language: LanguageCode, version?: string): Promise<Strings> {
  const response = await fetch(stringsPath(language, version), { credentials: "same-origin" });
  if (!response.ok) throw new Error(`strings for ${language}: HTTP ${response.status}`);
  return (await response.json()) as Strings;
}

type EarlyStrings = Promise<Strings | null> | undefined;

/** Until the browser is back online, or `TIMING.stringsRetry` has passed. */
function pauseBeforeRetry(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener("online", done);
      resolve();
    };
    const timer = setTimeout(done, TIMING.stringsRetry);
    window.addEventListener("online", done);
  });
}

/**
 * The page's strings, which the page does not inline (docs/decisions/075): those the start script asked for as the code
 * started (`window[EARLY_STRINGS]`), or, when it could not get them, asked again until they come. Nothing of the app
 * can run without its words, and the server's page stays on the screen meanwhile.
 */
export async function pageStrings(language: LanguageCode, version: string): Promise<Strings> {
  const early = (window as unknown as Record<string, EarlyStrings>)[EARLY_STRINGS];
  const strings = early ? await early : null;
  if (strings) return strings;
  for (;;) {
    try {
      return await loadStrings(language, version);
    } catch {
      await pauseBeforeRetry();
    }
  }
}

/** Adds a language's strings to a running instance and switches to it. */
export async function applyLanguage(instance: I18n, language: LanguageCode, strings: Strings): Promise<void> {
  const lng = LANGUAGE_LOCALE[language];
  instance.addResourceBundle(lng, "translation", strings, true, true);
  await instance.changeLanguage(lng);
}
