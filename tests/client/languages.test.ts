import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES, negotiateLanguage, normalizeLanguage, numberLocale, textDirection } from "#shared/languages";

describe("SPEC §3/§9 language tables", () => {
  it("§3 the language table has the 29 codes", () => {
    expect(LANGUAGE_CODES).toHaveLength(29);
    expect(new Set(LANGUAGE_CODES).size).toBe(29);
  });

  it("§7 the stored language is uppercased and any cn variant becomes CN", () => {
    expect(normalizeLanguage("cn")).toBe("CN");
    expect(normalizeLanguage("zh-CN")).toBe("CN");
    expect(normalizeLanguage("CN-simplified")).toBe("CN");
    expect(normalizeLanguage("pt-br")).toBe("PT-BR");
    expect(normalizeLanguage("zh-TW")).toBe("TW");
    expect(normalizeLanguage("klingon")).toBeUndefined();
    expect(normalizeLanguage(undefined)).toBeUndefined();
  });

  it("§9 Accept-Language maps through the language map, honouring q-values", () => {
    expect(negotiateLanguage("vi-VN,vi;q=0.9,en;q=0.8", ["VI", "EN"])).toBe("VI");
    expect(negotiateLanguage("fr;q=0.1,en;q=0.9", ["FR", "EN"])).toBe("EN");
    expect(negotiateLanguage("zh-HK", ["CN", "TW"])).toBe("TW");
    expect(negotiateLanguage("ko", ["KR"])).toBe("KR");
    expect(negotiateLanguage("de,ja", ["EN"])).toBeUndefined();
    expect(negotiateLanguage("", ["EN"])).toBeUndefined();
  });

  it("§9 Arabic, Urdu and Persian are right to left", () => {
    expect(LANGUAGE_CODES.filter((code) => textDirection(code) === "rtl")).toEqual(["AR", "UR", "FA"]);
  });

  it("§9 BRL uses the pt-BR number format", () => {
    expect(numberLocale("EN", "BRL")).toBe("pt-BR");
    expect(numberLocale("VI", "VND")).toBe("vi");
    expect(new Intl.NumberFormat(numberLocale("EN", "BRL"), { style: "currency", currency: "BRL" }).format(1234.5)).toBe("R$\u00a01.234,50");
  });
});
