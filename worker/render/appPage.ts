import type { Context } from "hono";
import { matchAppPage, type ScreenHandle } from "../../client/entry.server";
import { systemManifest } from "#shared/contract";
import { firstScreenNumberShapes } from "#shared/format";
import { INITIAL_STATE_ELEMENT_ID, type InitialState, serializeState } from "#shared/initialState";
import { LANGUAGE_LOCALE, textDirection } from "#shared/languages";
import { merchantName } from "#shared/localText";
import type { MerchantConfig } from "#shared/merchantConfig";
import { pageAssets } from "../assets/assetManifest";
import { loadHomeContent } from "../content/homeContent";
import { executionContext } from "../edge/executionContext";
import { looksSignedIn } from "../gates/guestRedirect";
import { shouldNoIndex } from "../headers/robots";
import { stringsFor } from "#shared/messages";
import { stringsPath } from "#shared/routes";
import { stringsVersion } from "../i18n/stringsVersion";
import type { AppEnv } from "../edge/appEnv";
import { documentHead, documentTail, themeCss, wrapStream } from "./document";
import { earlyTapCapture } from "./earlyTaps";
import { nearScreenImages } from "./earlyImages";
import { guestPageKey, keepGuestPage, keptGuestPage } from "./guestPageCache";
import { contentFirstStart } from "./startScript";

/** The forms the page itself speaks: the renamed paths are the edge's business only. */
function pageForms({ paths: _edgeOnly, ...forms }: MerchantConfig["platformForms"]): Omit<MerchantConfig["platformForms"], "paths"> {
  return forms;
}

/** What the page inlines for the app to start from (shared/initialState.ts): no more of the merchant than the page needs. */
function initialState(
  c: Context<AppEnv>,
  { siteSettings, version, content }: { siteSettings: InitialState["siteSettings"]; version: string | null; content: InitialState["content"] },
): InitialState {
  const { merchant, language } = c.var;
  return {
    merchant: {
      code: merchant.code,
      name: merchant.name,
      ...(merchant.names ? { names: merchant.names } : {}),
      logoUrl: merchant.logoUrl,
      currency: merchant.currency,
      languages: merchant.languages,
      customerServiceUrl: merchant.customerServiceUrl,
      consent: merchant.consent,
      allowedRedirectOrigins: merchant.allowedRedirectOrigins,
      sessionLinkOrigins: merchant.sessionLinkOrigins,
      overlaysPerVisit: merchant.overlaysPerVisit,
      guestBrowsing: merchant.guestBrowsing,
      allowedGameOrigins: merchant.allowedGameOrigins,
      platformForms: pageForms(merchant.platformForms),
      push: merchant.firebase ?? null,
    },
    language,
    stringsVersion: stringsVersion(language),
    siteSettings,
    signedIn: looksSignedIn(c),
    version: { build: version, release: merchant.release },
    numberShapes: firstScreenNumberShapes(language, merchant.currency),
    ...(content ? { content } : {}),
    ...(c.get("handoff") ? { handoff: c.get("handoff") } : {}),
    ...(c.get("config").firebaseAuthEmulator ? { firebaseEmulator: c.get("config").firebaseAuthEmulator } : {}),
  };
}

/**
 * The headers of a page, rendered now or kept (./guestPageCache.ts); `X-Cache` says which, for a page that may be
 * kept, as a CDN's own header would.
 */
function pageResponse(
  body: ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer>,
  status: 200 | 404,
  language: InitialState["language"],
  cache?: "HIT" | "MISS",
): Response {
  return new Response(body, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      // The browser keeps no copy to share: the edge's cache is the only one, and it swaps the nonce on each answer.
      "Cache-Control": "private, no-cache",
      "Content-Language": LANGUAGE_LOCALE[language],
      Vary: "Accept-Language, Cookie",
      ...(cache ? { "X-Cache": cache } : {}),
    },
  });
}

/**
 * Streamed SSR of the app (DESIGN §1): head first, then React's stream, with the state inlined under the nonce. A
 * guest's page comes from the edge's cache when it is kept there (issue #37).
 */
export async function renderAppPage(c: Context<AppEnv>): Promise<Response> {
  const { merchant, language, nonce } = c.var;
  const url = new URL(c.req.url);
  const page = await matchAppPage(new Request(url, { headers: c.req.raw.headers }));
  if (page instanceof Response) return page;

  const handle: ScreenHandle | undefined = page.handle;
  const strings = stringsFor(language);
  const ctx = executionContext(c);
  const [siteSettings, assets, content] = await Promise.all([
    c.get("siteSettings")(),
    pageAssets(c.env, handle?.module),
    handle?.edgeContent ? loadHomeContent(c.get("platform"), merchant, language, url.origin, c.get("config").contentCacheTtlMs, ctx) : undefined,
  ]);
  const state = initialState(c, { siteSettings, version: assets.version, content });

  const noIndex = shouldNoIndex(c.get("host"), url.pathname);
  const cacheKey = __VITE_DEV_SERVER__ || handle?.notFound ? null : await guestPageKey(url, merchant, state, noIndex);
  const kept = cacheKey && (await keptGuestPage(cacheKey, nonce));
  if (kept) return pageResponse(kept, 200, language, "HIT");

  // Development builds only: `?__render=client` leaves the root empty, the way a client-only app loads, so the bench can compare (issue #10).
  const clientOnly = __DEV_TOOLS__ && url.searchParams.get("__render") === "client";
  let renderFailed = false;
  const body = clientOnly
    ? new Response("").body!
    : await page.render(state, {
        strings,
        nonce,
        onError(error) {
          renderFailed = true;
          console.error(JSON.stringify({ event: "render_error", path: url.pathname, error: String(error) }));
        },
      });

  // The built app has one entry and no inline modules; the dev server (Vite's client, its preamble) starts as Vite expects.
  const contentFirst = assets.scripts.length === 1 && assets.inlineModules.length === 0;
  const name = merchantName(merchant, language);
  const screenTitle = strings[`screens.${handle?.screen ?? "notFound"}.title`] ?? name;
  const head = documentHead({
    lang: LANGUAGE_LOCALE[language],
    dir: textDirection(language),
    title: `${screenTitle} · ${name}`,
    nonce,
    noIndex,
    themeColor: merchant.theme.background,
    css: themeCss(merchant),
    stylesheets: assets.stylesheets,
    // A built page preloads its modules once its largest image is in (contentFirstStart); the dev server's in the head.
    modulePreloads: contentFirst ? [] : assets.modulePreloads,
    manifestHref: `${systemManifest.path}?merchantCode=${encodeURIComponent(merchant.code)}`,
    appleTouchIcon: siteSettings?.mobileTemplate.apple_touch_icon || merchant.icons[0]?.src,
    icon: merchant.icons[0]?.src,
    extraHead:
      `<script nonce="${nonce}">${earlyTapCapture()}</script>` +
      `<script id="${INITIAL_STATE_ELEMENT_ID}" type="application/json" nonce="${nonce}">${serializeState(state)}</script>`,
  });
  const tail = contentFirst
    ? documentTail({
        nonce,
        inlineModules: [
          contentFirstStart(assets.scripts[0]!, assets.modulePreloads, {
            stages: assets.entryImports,
            atStart: [nearScreenImages()],
            strings: stringsPath(language, state.stringsVersion),
            onceHydrated: assets.startPartsPreloads,
          }),
        ],
      })
    : documentTail({ nonce, modules: assets.scripts, inlineModules: assets.inlineModules });
  const html = wrapStream(head, body, tail);
  if (handle?.notFound) return pageResponse(html, 404, language);
  if (!cacheKey) return pageResponse(html, 200, language);
  return pageResponse(
    keepGuestPage(cacheKey, html, nonce, ctx, () => renderFailed),
    200,
    language,
    "MISS",
  );
}
