import type { z } from "zod";
import { bannerList, type Envelope, gameVendorLanes, HEADERS, HOME_VENDOR_KEY, marqueeList } from "#shared/contract";
import type { EdgeContent } from "#shared/initialState";
import type { LanguageCode } from "#shared/languages";
import type { MerchantConfig } from "#shared/merchantConfig";
import { withinRenderBudget } from "../edge/renderBudget";
import type { PlatformCall } from "../edge/appEnv";
import { banner, gameLane, marqueeItem } from "#shared/contentSchema";

type Listed<T> = T[] | null;

/** Per merchant and language (SPEC §9: the lanes' cache key is vendor key plus language). */
const cache = new Map<string, { value: EdgeContent; expires: number }>();

export function clearHomeContentCache(): void {
  cache.clear();
}

/** Keeps the items that have the contract's shape; a malformed one is dropped and logged, never rendered. */
function validItems<T>(schema: z.ZodType<T>, items: unknown, call: string, merchant: string): Listed<T> {
  if (!Array.isArray(items)) return null;
  const valid = items.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
  if (valid.length < items.length) console.error(JSON.stringify({ event: "content_items_dropped", merchant, call, dropped: items.length - valid.length }));
  return valid;
}

async function fetchValue(
  platform: PlatformCall,
  path: string,
  query: Record<string, string>,
  merchant: MerchantConfig,
  language: LanguageCode,
  origin: string,
) {
  const url = new URL(path, origin);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  try {
    const response = await platform(new Request(url, { headers: { [HEADERS.merchant]: merchant.code, [HEADERS.language]: language } }), merchant);
    const body = (await response.json()) as Envelope<unknown>;
    if (!response.ok || !body.success) throw new Error(body.errorCode ?? `status ${response.status}`);
    return body.value;
  } catch (error) {
    console.error(JSON.stringify({ event: "home_content_failed", merchant: merchant.code, path, error: String(error) }));
    return undefined;
  }
}

async function fetchHomeContent(platform: PlatformCall, merchant: MerchantConfig, language: LanguageCode, origin: string): Promise<EdgeContent> {
  const [banners, lanes, marquee] = await Promise.all([
    fetchValue(platform, bannerList.path, { platform: "M" }, merchant, language, origin),
    fetchValue(platform, gameVendorLanes.path, { vendorKey: HOME_VENDOR_KEY }, merchant, language, origin),
    fetchValue(platform, marqueeList.path, { types: "MARQUEE", platform: "M" }, merchant, language, origin),
  ]);
  const laneList = (lanes as { data?: { lanes?: unknown } } | undefined)?.data?.lanes;
  return {
    language,
    banners: validItems(banner, banners, "banners", merchant.code),
    lanes: validItems(gameLane, laneList, "lanes", merchant.code),
    marquee: validItems(marqueeItem, marquee, "marquee", merchant.code),
  };
}

/**
 * The home's banners, lanes and marquee for the first paint (issue #10), from the platform through a
 * short edge cache in the player's language. No token is needed (SPEC §6). A slow platform never holds
 * the page past the render budget: what is missing is null and the client fetches it.
 */
export async function loadHomeContent(
  platform: PlatformCall,
  merchant: MerchantConfig,
  language: LanguageCode,
  origin: string,
  ttlMs: number,
  ctx?: ExecutionContext,
): Promise<EdgeContent> {
  const key = `${merchant.code}:${language}`;
  const cached = cache.get(key);
  if (cached && cached.expires > Date.now()) return cached.value;
  const pending = fetchHomeContent(platform, merchant, language, origin).then((value) => {
    // Only a complete answer is reused; a partial one is tried again on the next page.
    if (ttlMs > 0 && value.banners && value.lanes && value.marquee) cache.set(key, { value, expires: Date.now() + ttlMs });
    return value;
  });
  const result = await withinRenderBudget(pending, ctx);
  return result ?? cached?.value ?? { language, banners: null, lanes: null, marquee: null };
}
