import type { MerchantConfig } from "#shared/merchantConfig";

/**
 * Icons and images of the system pages (issue #14). A page that links no icon makes the browser ask for
 * /favicon.ico, which no merchant serves; and the offline page is shown without a network, so what it shows must
 * travel inside it.
 */

/** A plain rounded square in the merchant's colour (or the default gold): an icon that costs no request. */
export function fallbackIcon(color = "#f5b400"): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${color}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The merchant's smallest icon when it has one, else the fallback in its colour. */
export function systemIcon(merchant: Pick<MerchantConfig, "icons" | "theme"> | undefined): string {
  const smallest = [...(merchant?.icons ?? [])].sort((a, b) => a.size - b.size)[0];
  return smallest?.src ?? fallbackIcon(merchant?.theme.primary);
}

/** Logos and icons are small; anything bigger stays a link rather than bloating the kept page. */
export const INLINE_IMAGE_MAX_BYTES = 64 * 1024;
const INLINE_FETCH_TIMEOUT_MS = 3000;

function base64(bytes: Uint8Array): string {
  let binary = "";
  for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(binary);
}

/**
 * An image as a data: URI, for a page that must show it offline: a path is read from the worker's own static
 * assets, an absolute URL fetched. Undefined (the caller keeps the link) when it is missing, not an image, too big
 * or slow.
 */
export async function inlineImage(src: string, assets: Fetcher, fetcher: typeof fetch = fetch): Promise<string | undefined> {
  try {
    const relative = src.startsWith("/");
    const request = new Request(relative ? `https://assets.invalid${src}` : src, { signal: AbortSignal.timeout(INLINE_FETCH_TIMEOUT_MS) });
    const response = relative ? await assets.fetch(request) : await fetcher(request);
    const type = response.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
    if (!response.ok || !/^image\/[\w.+-]+$/.test(type) || Number(response.headers.get("content-length") ?? 0) > INLINE_IMAGE_MAX_BYTES) {
      await response.body?.cancel();
      return undefined;
    }
    const bytes = new Uint8Array(await response.arrayBuffer());
    return bytes.length > 0 && bytes.length <= INLINE_IMAGE_MAX_BYTES ? `data:${type};base64,${base64(bytes)}` : undefined;
  } catch {
    return undefined;
  }
}
