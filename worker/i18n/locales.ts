import { type LanguageCode, isLanguageCode } from "../../shared/languages";
import type { Strings } from "../../client/lib/i18n";

const modules = import.meta.glob<Strings>("../../locales/*.json", { eager: true, import: "default" });

/** Every locale file, by language code. The worker renders any of them; the client gets one. */
export const LOCALES: Partial<Record<LanguageCode, Strings>> = Object.fromEntries(
  Object.entries(modules)
    .map(([path, strings]) => [path.replace(/^.*\/([^/]+)\.json$/, "$1"), strings] as const)
    .filter(([code]) => isLanguageCode(code)),
);

/** The language's strings; a language whose file is missing is rendered in English rather than as keys. */
export function stringsFor(language: LanguageCode): Strings {
  return LOCALES[language] ?? LOCALES.EN ?? {};
}

export function translate(language: LanguageCode, key: string, values: Record<string, string> = {}): string {
  const template = stringsFor(language)[key] ?? LOCALES.EN?.[key] ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");
}
