import { type LanguageCode, numberLocale } from "./languages.ts";
import { applyNumberShape, deriveNumberShape, isNumberShape, type NumberShape } from "./numberShape.ts";

export type { NumberShape } from "./numberShape.ts";

/** Building a formatter costs far more than using one (milliseconds on a slow phone): one per locale and style. */
const formatters = new Map<string, Intl.NumberFormat>();
/** Each format's shape (null: one a shape cannot say), given by the edge or read from a formatter once. */
const shapes = new Map<string, NumberShape | null>();

type Format = { locale: string; options: Intl.NumberFormatOptions };
const keyOf = ({ locale, options }: Format) => `${locale}|${JSON.stringify(options)}`;

function formatter(format: Format): Intl.NumberFormat {
  const key = keyOf(format);
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(format.locale, format.options);
    formatters.set(key, cached);
  }
  return cached;
}

function shapeOf(format: Format): NumberShape | null {
  const key = keyOf(format);
  let shape = shapes.get(key);
  if (shape === undefined) {
    shape = deriveNumberShape(formatter(format));
    shapes.set(key, shape);
  }
  return shape;
}

function formatWith(format: Format, value: number): string {
  const shape = shapeOf(format);
  return (shape && applyNumberShape(shape, value)) ?? formatter(format).format(value);
}

const money = (currency: string, language: LanguageCode): Format => ({
  locale: numberLocale(language, currency),
  options: { style: "currency", currency },
});
/**
 * Every number on a screen is written one way (issue #35, item 5): in the locale the merchant's money is written in for
 * the player's language, so "1.500 points" sits beside "R$ 24.786,00", never "1,500".
 */
const plain = (language: LanguageCode, currency: string): Format => ({ locale: numberLocale(language, currency), options: {} });
const percent = (language: LanguageCode, currency: string): Format => ({ locale: numberLocale(language, currency), options: { style: "percent" } });

/** SPEC §9 currency format: BRL in pt-BR's format, other currencies in the player's language's format. */
export function formatMoney(amount: number, currency: string, language: LanguageCode): string {
  return formatWith(money(currency, language), amount);
}

/** A count or points, written like the merchant's money in this language. */
export function formatNumber(value: number, language: LanguageCode, currency: string): string {
  return formatWith(plain(language, currency), value);
}

/** A ratio (0–1) as a percentage in the player's language. */
export function formatPercent(ratio: number, language: LanguageCode, currency: string): string {
  return formatWith(percent(language, currency), ratio);
}

/** The shapes a page in this language and currency formats its first screen with, for the edge to inline. */
export function firstScreenNumberShapes(language: LanguageCode, currency: string): Record<string, NumberShape> {
  const record: Record<string, NumberShape> = {};
  for (const format of [money(currency, language), plain(language, currency), percent(language, currency)]) {
    const shape = shapeOf(format);
    if (shape) record[keyOf(format)] = shape;
  }
  return record;
}

/** The page takes the edge's shapes, so its text matches the server's and it builds no formatter for them. */
export function adoptNumberShapes(record: unknown): void {
  if (typeof record !== "object" || record === null) return;
  for (const [key, shape] of Object.entries(record)) if (isNumberShape(shape)) shapes.set(key, shape);
}
