import { describe, expect, it } from "vitest";
import { isLanguageCode } from "#shared/languages";
import glossary from "../../locales/glossary.json";

/** locales/glossary.json: one term per concept per language, and the variants a language must not use (issue #35, item 10). */
interface Glossary {
  concepts: Record<string, { meaning: string; keys: string[] }>;
  languages: Record<string, { terms: Record<string, { term: string; forms?: string[] }>; forbidden: { pattern: string; why: string }[] }>;
}

const GLOSSARY = glossary as unknown as Glossary;
const files = import.meta.glob<Record<string, string>>("../../locales/*.json", { eager: true, import: "default" });
const locale = (code: string) => files[`../../locales/${code}.json`];
/** A key's text; a counted text by its general form. */
const textOf = (strings: Record<string, string>, key: string) => strings[key] ?? strings[`${key}_other`];
const CONCEPTS = Object.keys(GLOSSARY.concepts);
const LANGUAGES = Object.keys(GLOSSARY.languages);

describe("issue #35 item 10: one term per concept per language (locales/glossary.json)", () => {
  it("the glossary covers the reviewed languages, each with a term for every concept, and names only keys English has", () => {
    expect(LANGUAGES).toEqual(expect.arrayContaining(["EN", "PT-BR", "VI", "AR", "ES", "TH", "ID", "HI"]));
    const EN = locale("EN")!;
    for (const [concept, { keys }] of Object.entries(GLOSSARY.concepts)) {
      expect(keys.length, concept).toBeGreaterThan(0);
      for (const key of keys) expect(textOf(EN, key), `${concept}: ${key}`).toBeDefined();
    }
    for (const code of LANGUAGES) {
      expect(isLanguageCode(code), code).toBe(true);
      expect(Object.keys(GLOSSARY.languages[code]!.terms).sort(), code).toEqual([...CONCEPTS].sort());
      for (const { pattern } of GLOSSARY.languages[code]!.forbidden) expect(() => new RegExp(pattern, "iu"), `${code} ${pattern}`).not.toThrow();
    }
  });

  it.each(LANGUAGES)("%s: every string about a concept says the concept's term", (code) => {
    const strings = locale(code)!;
    const missing: string[] = [];
    for (const [concept, { keys }] of Object.entries(GLOSSARY.concepts)) {
      const { term, forms = [term] } = GLOSSARY.languages[code]!.terms[concept]!;
      for (const key of keys) {
        const text = (textOf(strings, key) ?? "").toLocaleLowerCase();
        if (!forms.some((form) => text.includes(form.toLocaleLowerCase()))) missing.push(`${key} (${concept}: "${term}"): ${textOf(strings, key)}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)("%s: no string uses a forbidden variant", (code) => {
    const strings = locale(code)!;
    const found: string[] = [];
    for (const { pattern, why } of GLOSSARY.languages[code]!.forbidden) {
      const variant = new RegExp(pattern, "iu");
      for (const [key, text] of Object.entries(strings)) if (variant.test(text)) found.push(`${key}: ${text} (${why})`);
    }
    expect(found).toEqual([]);
  });

  it("a forbidden variant is caught: the old Arabic and Portuguese wordings would fail", () => {
    const forbids = (code: string, text: string) => GLOSSARY.languages[code]!.forbidden.some(({ pattern }) => new RegExp(pattern, "iu").test(text));
    expect(forbids("AR", "نقرة واحدة للفتح بملء الشاشة، ولن يفوتك أي سحب أو عرض.")).toBe(true);
    expect(forbids("AR", "سحب")).toBe(true);
    expect(forbids("AR", "سحب الأموال")).toBe(false);
    expect(forbids("AR", "سيتجاوز هذا السحب حد السحب اليومي.")).toBe(false);
    expect(forbids("PT-BR", "Saque enviado")).toBe(true);
    expect(forbids("ES", "Número de móvil")).toBe(true);
    expect(forbids("VI", "Mã tham chiếu")).toBe(true);
  });
});
