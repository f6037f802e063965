import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "#shared/languages";

const files = import.meta.glob<Record<string, string>>("../../locales/*.json", { eager: true, import: "default" });
const locale = (code: string) => files[`../../locales/${code}.json`];
const EN = locale("EN")!;
const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();

describe("SPEC §9 translations", () => {
  it.each(LANGUAGE_CODES.filter((code) => code !== "EN"))("§9 %s has every key, translated, with the same placeholders", (code) => {
    const strings = locale(code);
    expect(strings, `locales/${code}.json`).toBeDefined();
    expect(Object.keys(strings!).sort()).toEqual(Object.keys(EN).sort());
    for (const [key, english] of Object.entries(EN)) {
      const value = strings![key]!;
      expect(value.trim(), `${code} ${key}`).not.toBe("");
      expect(value, `${code} ${key} is the English text`).not.toBe(english);
      expect(placeholders(value), `${code} ${key}`).toEqual(placeholders(english));
    }
  });
});
