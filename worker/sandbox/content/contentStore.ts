import { parseStored } from "#shared/parseStored";
import { normalizeLanguage, type LanguageCode } from "#shared/languages";
import { DEMO_CONTENT } from "./demoContent";
import { type ContentDoc, contentKey, type MerchantContent, merchantContentSchema } from "./schema";

export type ContentRead = { ok: true; content: MerchantContent } | { ok: false; problems: string[] };

/** Parses a stored document; never throws (a hand-edited KV value is hostile input). */
export function parseMerchantContent(raw: unknown): ContentRead {
  const parsed = parseStored(merchantContentSchema, raw);
  return parsed.ok ? { ok: true, content: parsed.value } : parsed;
}

/**
 * A merchant's content: what the operator stored in KV (`npm run ops -- content set`), else the
 * built-in demo content of the demo merchants, else none. Read on every call, so a change shows on
 * the next load; the edge's own short cache is the only one (CONTENT_CACHE_TTL_MS).
 */
export async function readMerchantContent(kv: KVNamespace, merchantCode: string): Promise<ContentRead | null> {
  const stored = await kv.get(contentKey(merchantCode));
  if (stored !== null) return parseMerchantContent(stored);
  const demo = (DEMO_CONTENT as Partial<Record<string, MerchantContent>>)[merchantCode];
  return demo ? { ok: true, content: demo } : null;
}

/** The document in the player's language, else the merchant's default language. */
export function contentIn(content: MerchantContent, language: string | undefined): ContentDoc {
  const code = normalizeLanguage(language) as LanguageCode | undefined;
  return (code && content.languages[code]) || content.languages[content.defaultLanguage] || Object.values(content.languages)[0]!;
}
