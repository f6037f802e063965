import type { i18n as I18n } from "i18next";
import { memberLanguage } from "#shared/contract";
import { LANGUAGE_LOCALE, type LanguageCode, textDirection } from "#shared/languages";
import { COOKIES, LOCAL_STORAGE } from "#shared/storageKeys";
import { writeCookie } from "../../lib/cookies";
import { applyLanguage, loadStrings } from "../../lib/i18n";
import { call } from "../../lib/request";
import { localStore } from "../../lib/storage";
import { partsHydrated } from "../../lib/hydrationHolds";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Stores the choice where the request layer (local storage) and the server (cookie) read it. */
export function storeLanguageChoice(language: LanguageCode, doc: Document = document): void {
  localStore.set(LOCAL_STORAGE.language, language);
  writeCookie(doc, COOKIES.language, language, { maxAgeSeconds: ONE_YEAR_SECONDS });
}

export function applyDocumentLanguage(language: LanguageCode, doc: Document = document): void {
  doc.documentElement.lang = LANGUAGE_LOCALE[language];
  doc.documentElement.dir = textDirection(language);
}

/**
 * SPEC §9 language switch: the new strings are fetched, the choice stored, the
 * whole page re-rendered in place (direction included), and for a logged-in
 * player the choice is sent to the platform, except for type 4 (SPEC §3).
 */
export async function switchLanguage(options: { language: LanguageCode; i18n: I18n; loggedIn: boolean; memberType: number }): Promise<void> {
  const strings = await loadStrings(options.language);
  storeLanguageChoice(options.language);
  if (options.loggedIn && options.memberType !== 4) {
    void call(memberLanguage, { body: { language: options.language } }).catch(() => {});
  }
  // The parts still to hydrate do so in the language the server rendered them in, before it changes under them.
  await partsHydrated();
  await applyLanguage(options.i18n, options.language, strings);
  applyDocumentLanguage(options.language);
}
