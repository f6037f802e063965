import { describe, expect, it } from "vitest";
import { formatMoney, formatNumber, formatPercent } from "#shared/format";
import { LANGUAGE_CODES, type LanguageCode, numberLocale } from "#shared/languages";
import { DEMO_MERCHANTS } from "../../worker/merchant/demoMerchants";

const files = import.meta.glob<Record<string, string>>("../../locales/*.json", { eager: true, import: "default" });

/** The zero of each digit system a locale might write in: Western, Arabic-Indic, Persian, Devanagari, Bengali, Myanmar, Thai, Lao, Khmer, Tamil, Telugu. */
const ZEROS: Record<string, number> = {
  latn: 0x30,
  arab: 0x660,
  arabext: 0x6f0,
  deva: 0x966,
  beng: 0x9e6,
  mymr: 0x1040,
  thai: 0xe50,
  laoo: 0xed0,
  khmr: 0x17e0,
  tamldec: 0xbe6,
  telu: 0xc66,
};

/** The digit systems a text writes its digits in. */
function digitSystems(text: string): string[] {
  const found = new Set<string>();
  for (const char of text.match(/\p{Nd}/gu) ?? []) {
    const point = char.codePointAt(0)!;
    const system = Object.entries(ZEROS).find(([, zero]) => point >= zero && point <= zero + 9)?.[0] ?? `U+${point.toString(16)}`;
    found.add(system);
  }
  return [...found].sort();
}

/** Currencies a language's numbers are formatted with: a neutral one, and those of the demo merchants offering it. */
const currenciesOf = (language: LanguageCode) => [
  "USD",
  ...DEMO_MERCHANTS.filter((merchant) => merchant.languages.includes(language)).map((merchant) => merchant.currency),
];

describe("issue #35 item 9: one digit system per language (docs/decisions/057)", () => {
  it.each(LANGUAGE_CODES)("%s: the strings write their digits as the number formatter does", (code) => {
    const formatted = currenciesOf(code).flatMap((currency) => [
      formatMoney(1_234_567.89, currency, code),
      formatNumber(9_876_543, code, currency),
      formatPercent(0.5, code, currency),
    ]);
    const formatter = digitSystems(formatted.join(" "));
    expect(formatter, `${code} formats in one digit system`).toHaveLength(1);
    const strings = Object.values(files[`../../locales/${code}.json`]!).join(" ");
    for (const system of digitSystems(strings)) expect(system, `${code}: a digit in locales/${code}.json is not in ${formatter[0]}`).toBe(formatter[0]);
  });

  it.each(["AR", "FA", "BN", "NE", "MY"] as const)("%s formats in Western digits, as its strings and inputs are written", (code) => {
    expect(numberLocale(code, "USD")).toMatch(/-u-nu-latn$/);
    expect(digitSystems(formatNumber(1_234, code, "USD"))).toEqual(["latn"]);
    expect(digitSystems(formatMoney(1_234, "USD", code))).toEqual(["latn"]);
  });
});
