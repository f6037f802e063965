import { describe, expect, it } from "vitest";
import { formatMoney, formatNumber, formatPercent } from "#shared/format";
import { DEMO_MERCHANTS } from "../../worker/merchant/demoMerchants";

/** The marks a number is written with: its digits' script and its grouping and decimal separators. */
function marks(text: string): string {
  return [...text.replace(/[^\d\p{Nd}.,\u066b\u066c\u00a0\u202f ]/gu, "")]
    .map((char) => (/\p{Nd}/u.test(char) ? (/\d/.test(char) ? "0" : "٠") : char))
    .join("")
    .replace(/0+|٠+/g, (run) => run[0]!)
    .trim();
}

describe("issue #35 item 5: one money and number format per screen, for every demo merchant in each of its languages", () => {
  for (const merchant of DEMO_MERCHANTS) {
    for (const language of merchant.languages) {
      it(`§9 ${merchant.code} in ${language}: counts, points and percentages are written like its ${merchant.currency}`, () => {
        const money = formatMoney(1_234_567, merchant.currency, language);
        const points = formatNumber(1_234_567, language, merchant.currency);
        // Grouped the same way, in the same digits: "1.234.567 points" beside "R$ 1.234.567,00", never "1,234,567".
        expect(marks(points)).toBe(marks(money).slice(0, marks(points).length));
        const percent = formatPercent(0.5, language, merchant.currency);
        expect(/\d/.test(percent)).toBe(/\d/.test(money));
      });
    }
  }

  it("§9 Demo Bet's points in English read like its reais: 1.500, not 1,500", () => {
    expect(formatMoney(24_786, "BRL", "EN")).toMatch(/^R\$\s24\.786,00$/);
    expect(formatNumber(1_500, "EN", "BRL")).toBe("1.500");
  });
});
