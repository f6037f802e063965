import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createI18n } from "../../client/lib/i18n";
import type { LanguageCode } from "#shared/languages";
import { translate } from "#shared/messages";
import i18nextPackage from "../../node_modules/i18next/package.json";

const files = import.meta.glob<Record<string, string>>("../../locales/*.json", { eager: true, import: "default" });
const strings = (code: LanguageCode) => files[`../../locales/${code}.json`]!;
const EN = strings("EN");
/** The counted texts (docs/decisions/057): base keys English has as `_one` and `_other`. */
const COUNTED = Object.keys(EN)
  .filter((key) => key.endsWith("_one"))
  .map((key) => key.slice(0, -4))
  .filter((base) => `${base}_other` in EN);

describe("issue #35 item 2: a number meeting a noun goes through the language's plural forms", () => {
  it("i18next is a version with Intl plural rules and _one/_other suffixes, not the v3 JSON format", () => {
    expect(Number(i18nextPackage.version.split(".")[0])).toBeGreaterThanOrEqual(21);
    const instance = createI18n("EN", EN);
    // i18next 27 no longer types the option; a v3 setting would still show in the options.
    expect((instance.options as Record<string, unknown>).compatibilityJSON).not.toBe("v3");
  });

  it("English says 1 point and 2 points, 1 decimal place and 2 decimal places", () => {
    const { t } = createI18n("EN", EN);
    expect(t("mall.cost", { points: "1", count: 1 })).toBe("1 point");
    expect(t("mall.cost", { points: "1.500", count: 1500 })).toBe("1.500 points");
    expect(t("wallet.amount.tooManyDecimals", { decimals: "1", count: 1 })).toBe("Use at most 1 decimal place.");
    expect(t("wallet.amount.tooManyDecimals", { decimals: "2", count: 2 })).toBe("Use at most 2 decimal places.");
  });

  it("Arabic has six forms: حرفين for 2, 3 أحرف, 11 حرفًا, 100 حرف", () => {
    const { t } = createI18n("AR", strings("AR"));
    const tooLong = (max: number) => t("feedback.error.message.tooLong", { max: String(max), count: max });
    expect(tooLong(1)).toBe("يُرجى عدم تجاوز حرف واحد.");
    expect(tooLong(2)).toBe("يُرجى عدم تجاوز حرفين.");
    expect(tooLong(3)).toBe("يُرجى عدم تجاوز 3 أحرف.");
    expect(tooLong(11)).toBe("يُرجى عدم تجاوز 11 حرفًا.");
    expect(tooLong(100)).toBe("يُرجى عدم تجاوز 100 حرف.");
    expect(t("mall.cost", { points: "2", count: 2 })).toBe("نقطتان");
  });

  it("Russian says 1 балл, 3 балла, 5 баллов; Portuguese 1 ponto, 2 pontos", () => {
    const ru = createI18n("RU", strings("RU"));
    expect([1, 3, 5, 21].map((n) => ru.t("mall.cost", { points: String(n), count: n }))).toEqual(["1 балл", "3 балла", "5 баллов", "21 балл"]);
    const pt = createI18n("PT-BR", strings("PT-BR"));
    expect(pt.t("missions.points", { points: "1", count: 1 })).toBe("1 ponto");
    expect(pt.t("missions.points", { points: "2", count: 2 })).toBe("2 pontos");
  });

  it("a key without counted forms is still found when a count is passed (one call for all of a field's problems)", () => {
    const { t } = createI18n("EN", EN);
    expect(t("agent.error.contact.required", { min: "2", max: "60", count: 60 })).toBe(EN["agent.error.contact.required"]);
  });

  it("the worker's translate picks the same forms (the sandbox chat's message limit)", () => {
    expect(translate("EN", "sandbox.chat.error.tooLong", { max: "1", count: 1 })).toBe("Messages can be at most 1 character long.");
    expect(translate("EN", "sandbox.chat.error.tooLong", { max: "500", count: 500 })).toBe("Messages can be at most 500 characters long.");
    expect(translate("AR", "sandbox.chat.error.tooLong", { max: "2", count: 2 })).toBe("يمكن أن تتكوّن الرسائل من حرفين كحد أقصى.");
    expect(translate("RU", "sandbox.chat.error.tooLong", { max: "500", count: 500 })).toBe("Сообщение может содержать не более 500 символов.");
    // Without a count the general form is said.
    expect(translate("EN", "sandbox.chat.error.tooLong", { max: "500" })).toBe("Messages can be at most 500 characters long.");
  });

  it("every call that names a counted text passes a number count", () => {
    const sources: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name)) sources.push(path);
      }
    };
    walk("client");
    walk("worker");
    const missing: string[] = [];
    for (const path of sources) {
      const source = readFileSync(path, "utf8");
      for (const base of COUNTED) {
        for (const match of source.matchAll(new RegExp(`\\b(?:t|translate)\\((?:[^()]*?, )?"${base.replace(/\./g, "\\.")}"`, "g"))) {
          // The options object, to its closing brace.
          const call = source.slice(match.index, source.indexOf("})", match.index) + 2);
          if (!/\bcount\b/.test(call)) missing.push(`${path}: ${call}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
