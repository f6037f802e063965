import { AFFILIATE_PARAMETERS, ATTRIBUTION_PARAMETERS } from "#shared/attribution";
import type { InitialState } from "#shared/initialState";
import type { MerchantConfig } from "#shared/merchantConfig";

/**
 * Issue #37 item 5, docs/decisions/064: a page rendered for a guest is the same for every guest who asks for it with
 * the same address on the same domain, so the edge keeps it in its cache (the Cache API, per location) and serves the
 * next guest from there: no React render, only a fresh nonce.
 *
 * The key is a digest of everything the page is made of: the address, the merchant's whole config (its release
 * included), the language, the site settings, the content and the build. A change to any of them (`npm run ops`
 * content, config, release, maintenance; the platform's settings) gives a new key, so the old page is never served
 * again from the moment the edge reads the change: a purge by construction, at every location at once, which the
 * Cache API's own delete (one location) could not promise.
 */

/**
 * The address parameters a shared link carries, the same for everyone who follows it (an affiliate's link, a pixel's,
 * a campaign's): a page with only these is kept. A click id is one visitor's (every landing from an ad has its own),
 * a session link's token is one player's, and an unknown parameter may be anything: such a page is rendered each time,
 * as before, and never stored, so addresses nobody shares do not fill the cache.
 */
const SHARED_LINK_PARAMETERS: ReadonlySet<string> = new Set([
  ...AFFILIATE_PARAMETERS.affiliateCode,
  ...AFFILIATE_PARAMETERS.referralCode,
  ...ATTRIBUTION_PARAMETERS.utm_source,
  ...ATTRIBUTION_PARAMETERS.facebookPixelId,
  ...ATTRIBUTION_PARAMETERS.tiktokPixelId,
  ...ATTRIBUTION_PARAMETERS.kwaiPixelCode,
  ...ATTRIBUTION_PARAMETERS.gtagId,
  ...ATTRIBUTION_PARAMETERS.kwai_pixel_id,
  "inApp",
]);

/** A longer address is not a link people share. */
const SHARED_QUERY_MAX = 256;

/** How long a kept page may be served: the key already changes with its content; this bounds what the cache holds. */
export const GUEST_PAGE_MAX_AGE_SECONDS = 600;

/** The nonce a kept page was rendered with, replaced by each answer's own (never sent to the browser). */
const RENDER_NONCE_HEADER = "X-Render-Nonce";

/** The edge's own address space for kept pages: never a path a browser asks for. */
const KEY_PATH = "/m/__guest-page/";

/** The query, sorted, when the page may be kept; null when it carries anything but a shared link's parameters. */
function sharedQuery(url: URL): string | null {
  if (url.search.length > SHARED_QUERY_MAX) return null;
  const params = [...url.searchParams];
  if (params.some(([name]) => !SHARED_LINK_PARAMETERS.has(name))) return null;
  return new URLSearchParams(params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))).toString();
}

const encoder = new TextEncoder();

async function digest(text: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The digest of a config, settings or content object, once per object: the edge's own caches hand out the same object
 * until they read a new one, so a guest served from the cache costs no re-reading of what did not change.
 */
const fingerprints = new WeakMap<object, Promise<string>>();
function fingerprint(value: object | null | undefined): Promise<string> | null {
  if (!value) return null;
  let known = fingerprints.get(value);
  if (!known) fingerprints.set(value, (known = digest(JSON.stringify(value))));
  return known;
}

/**
 * The cache key of a guest's page, or null when the page is not kept: a player with a session (the page carries what
 * the edge knows of them), a hand-off landing (one player's offer), an address nobody shares.
 */
export async function guestPageKey(url: URL, merchant: MerchantConfig, state: InitialState, noIndex: boolean): Promise<Request | null> {
  if (state.signedIn || state.handoff) return null;
  const query = sharedQuery(url);
  if (query === null) return null;
  const [config, siteSettings, content] = await Promise.all([fingerprint(merchant), fingerprint(state.siteSettings), fingerprint(state.content)]);
  // The whole merchant config stands for the state's part of it (the theme, icons and name are the head's); the
  // page's words are its language's strings, whose digest is in the state (docs/decisions/075).
  const made = JSON.stringify([url.host, url.pathname, query, noIndex, config, { ...state, merchant: undefined, siteSettings, content }]);
  return new Request(`${url.origin}${KEY_PATH}${await digest(made)}`);
}

/**
 * The edge's cache (Cloudflare's per-location cache; workerd's own in development and tests). The worker's types
 * include the DOM's (it renders React), whose `CacheStorage` has no `default`.
 */
const edgeCache = () => (caches as unknown as { default: Cache }).default;

/**
 * The pages this isolate served last, in front of the edge's cache: a merchant's few guest pages per language are asked
 * for again and again, and a read from memory costs less than the cache's. Kept as bytes cut where the nonce goes, so
 * an answer copies them around its own nonce instead of searching and encoding the whole page again. Bounded, the
 * oldest read first out.
 */
const ISOLATE_PAGES_MAX = 48;
interface KeptPage {
  /** The page's bytes between the places its nonce goes. */
  parts: Uint8Array[];
  /** When it stops being served: set once, when it was rendered or read from the edge's cache; a read does not extend it. */
  expires: number;
}
const isolatePages = new Map<string, KeptPage>();

/** A page as kept: its bytes cut at every place the nonce it was rendered with appears. */
function cutAtNonce(html: string, renderedWith: string): KeptPage {
  // A nonce is 18 random bytes: its text appears nowhere but in the attributes the page was rendered with.
  return { parts: html.split(renderedWith).map((part) => encoder.encode(part)), expires: Date.now() + GUEST_PAGE_MAX_AGE_SECONDS * 1000 };
}

/** Remembers a page, or moves it to the newest end when it is read again. */
function remember(key: Request, page: KeptPage): void {
  isolatePages.delete(key.url);
  isolatePages.set(key.url, page);
  if (isolatePages.size > ISOLATE_PAGES_MAX) isolatePages.delete(isolatePages.keys().next().value!);
}

/** Tests start with nothing kept in this isolate. */
export function forgetIsolatePages(): void {
  isolatePages.clear();
}

/** A kept page: from this isolate's memory, else from the edge's cache. */
async function keptPage(key: Request): Promise<KeptPage | null> {
  const inMemory = isolatePages.get(key.url);
  if (inMemory && inMemory.expires > Date.now()) return inMemory;
  const kept = await edgeCache().match(key);
  const renderedWith = kept?.headers.get(RENDER_NONCE_HEADER);
  return kept && renderedWith ? cutAtNonce(await kept.text(), renderedWith) : null;
}

/** A kept page's bytes with this answer's nonce in place of the one it was rendered with; null when none is kept. */
export async function keptGuestPage(key: Request, nonce: string): Promise<Uint8Array<ArrayBuffer> | null> {
  const kept = await keptPage(key);
  if (!kept) return null;
  remember(key, kept);
  const nonceBytes = encoder.encode(nonce);
  const page = new Uint8Array(kept.parts.reduce((size, part) => size + part.byteLength, nonceBytes.byteLength * (kept.parts.length - 1)));
  let at = 0;
  kept.parts.forEach((part, index) => {
    if (index > 0) {
      page.set(nonceBytes, at);
      at += nonceBytes.byteLength;
    }
    page.set(part, at);
    at += part.byteLength;
  });
  return page;
}

/**
 * The page as it streams to the guest, kept once it has streamed whole. A render that reported an error is not
 * kept: the next guest gets a render of its own.
 */
export function keepGuestPage(
  key: Request,
  page: ReadableStream<Uint8Array>,
  nonce: string,
  ctx: ExecutionContext | undefined,
  failed: () => boolean,
): ReadableStream<Uint8Array> {
  if (!ctx) return page;
  const [toGuest, toCache] = page.tee();
  ctx.waitUntil(
    new Response(toCache)
      .text()
      .then((html) => {
        if (failed()) return;
        remember(key, cutAtNonce(html, nonce));
        const headers = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": `max-age=${GUEST_PAGE_MAX_AGE_SECONDS}`, [RENDER_NONCE_HEADER]: nonce };
        return edgeCache().put(key, new Response(html, { headers }));
      })
      .catch((error: unknown) => console.warn(JSON.stringify({ event: "guest_page_not_kept", error: String(error) }))),
  );
  return toGuest;
}
