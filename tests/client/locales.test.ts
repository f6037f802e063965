import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES, LANGUAGE_LOCALE, type LanguageCode } from "#shared/languages";

const files = import.meta.glob<Record<string, string>>("../../locales/*.json", { eager: true, import: "default" });
const locale = (code: string) => files[`../../locales/${code}.json`];
const EN = locale("EN")!;
const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
const unique = (names: string[]) => [...new Set(names)].sort();

/** i18next's plural suffixes (docs/decisions/057): a counted text is `key_one`, `key_other`… as the language's plural rules say. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const categories = (code: LanguageCode) => new Intl.PluralRules(LANGUAGE_LOCALE[code]).resolvedOptions().pluralCategories.slice().sort();

/** The counted texts: base keys English has as `_one` and `_other`. */
const PLURAL_BASES = unique(
  Object.keys(EN)
    .filter((key) => key.endsWith("_other") && `${key.slice(0, -6)}_one` in EN)
    .map((key) => key.slice(0, -6)),
);
const isPluralForm = (key: string) => PLURAL_SUFFIX.test(key) && PLURAL_BASES.includes(key.replace(PLURAL_SUFFIX, ""));
const PLAIN_KEYS = Object.keys(EN).filter((key) => !isPluralForm(key));

/** Words a language may share with English: the plain "OK" of a dialog (issue #35, item 6). */
const SAME_AS_ENGLISH = new Set(["OK"]);

describe("SPEC §9 translations", () => {
  it("§9 the counted texts exist: English has its own plural forms for each, and nothing else is suffixed like one", () => {
    expect(PLURAL_BASES.length).toBeGreaterThan(0);
    for (const base of PLURAL_BASES) {
      const forms = Object.keys(EN).filter((key) => key.replace(PLURAL_SUFFIX, "") === base && key !== base);
      expect(forms, base).toEqual(categories("EN").map((category) => `${base}_${category}`));
      expect(EN[base], `${base} is only counted forms`).toBeUndefined();
    }
  });

  it.each(LANGUAGE_CODES.filter((code) => code !== "EN"))("§9 %s has every key, translated, with the same placeholders", (code) => {
    const strings = locale(code);
    expect(strings, `locales/${code}.json`).toBeDefined();
    const plain = Object.keys(strings!).filter((key) => !isPluralForm(key));
    expect(plain.sort()).toEqual([...PLAIN_KEYS].sort());
    for (const key of PLAIN_KEYS) {
      const english = EN[key]!;
      const value = strings![key]!;
      expect(value.trim(), `${code} ${key}`).not.toBe("");
      if (!SAME_AS_ENGLISH.has(value)) expect(value, `${code} ${key} is the English text`).not.toBe(english);
      expect(placeholders(value), `${code} ${key}`).toEqual(placeholders(english));
    }
  });

  it.each(LANGUAGE_CODES.filter((code) => code !== "EN"))("§9 %s says each counted text in exactly its own plural forms", (code) => {
    const strings = locale(code)!;
    const wanted = categories(code);
    for (const base of PLURAL_BASES) {
      const forms = Object.keys(strings)
        .filter((key) => key.replace(PLURAL_SUFFIX, "") === base && key !== base)
        .map((key) => key.slice(base.length + 1))
        .sort();
      expect(forms, `${code} ${base}: the forms Intl.PluralRules("${LANGUAGE_LOCALE[code]}") has`).toEqual(wanted);
      const englishNames = unique(
        Object.keys(EN)
          .filter((key) => isPluralForm(key) && key.startsWith(`${base}_`))
          .flatMap((key) => placeholders(EN[key]!)),
      );
      for (const category of wanted) {
        const value = strings[`${base}_${category}`]!;
        expect(value.trim(), `${code} ${base}_${category}`).not.toBe("");
        // A form may say the number in words ("حرفان" for 2), so it can leave a placeholder out, never bring a new one.
        const foreign = unique(placeholders(value)).filter((name) => !englishNames.includes(name));
        expect(foreign, `${code} ${base}_${category}`).toEqual([]);
      }
      // The general form names what English's does.
      expect(unique(placeholders(strings[`${base}_other`]!)), `${code} ${base}_other`).toEqual(unique(placeholders(EN[`${base}_other`]!)));
      expect(strings[`${base}_other`], `${code} ${base}_other is the English text`).not.toBe(EN[`${base}_other`]);
    }
  });

  it("§9 Arabic counts the way Arabic does: two characters, 3 characters, 11 characters, 100 characters", () => {
    const ar = locale("AR")!;
    const rules = new Intl.PluralRules(LANGUAGE_LOCALE.AR);
    const say = (count: number) => ar[`feedback.error.message.tooLong_${rules.select(count)}`]!.replace("{{max}}", String(count));
    expect(say(2)).toContain("حرفين");
    expect(say(3)).toContain("3 أحرف");
    expect(say(11)).toContain("11 حرفًا");
    expect(say(100)).toContain("100 حرف");
    expect(say(100)).not.toContain("حرفًا");
  });
});
