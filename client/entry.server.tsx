import { renderToReadableStream } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import type { InitialState } from "#shared/initialState";
import { AppProviders } from "./app/AppProviders";
import { routes } from "./app/routes";
import { SystemPage, type SystemPageProps } from "./features/system/SystemPage";
import { createI18n, type Strings } from "./lib/i18n";
import type { ScreenHandle } from "./lib/screen";

/**
 * The one door from the worker into the client (DESIGN §2): what the edge renders.
 * The worker imports nothing else from client/.
 */
export type { ScreenHandle } from "./lib/screen";
export type { SystemPageProps, SystemTexts } from "./features/system/SystemPage";
export { SYSTEM_PAGE_CSS } from "./features/system/systemPageStyles";

const handler = createStaticHandler(routes);

/** A matched app page: what the head needs to know before the body streams, and the body. */
export interface AppPage {
  /** The matched screen's metadata (title key, route module for preloads, 404). */
  handle: ScreenHandle | undefined;
  /** `strings`: the page's language's, which the page itself does not carry (docs/decisions/075). */
  render(state: InitialState, options: { strings: Strings; nonce: string; onError: (error: unknown) => void }): Promise<ReadableStream<Uint8Array>>;
}

/** Matches the request against the app's routes; a Response when the router answers itself (a redirect). */
export async function matchAppPage(request: Request): Promise<AppPage | Response> {
  const context = await handler.query(request);
  if (context instanceof Response) return context;
  const handle = context.matches[context.matches.length - 1]?.route.handle as ScreenHandle | undefined;
  return {
    handle,
    render(state, { strings, nonce, onError }) {
      const router = createStaticRouter(handler.dataRoutes, context);
      return renderToReadableStream(
        <AppProviders state={state} i18n={createI18n(state.language, strings)}>
          <StaticRouterProvider router={router} context={context} hydrate={false} nonce={nonce} />
        </AppProviders>,
        // A finished part stays where it is in the page: never moved out to be put back by a script after the rest,
        // which paints it late and shifts the page (the parts that hydrate on sight are Suspense boundaries).
        { nonce, onError, progressiveChunkSize: Number.POSITIVE_INFINITY },
      );
    },
  };
}

/** A system page (maintenance, access denied, config error, offline): readable without JavaScript. */
export function renderSystemPage(props: SystemPageProps, nonce: string): Promise<ReadableStream<Uint8Array>> {
  return renderToReadableStream(<SystemPage {...props} />, { nonce });
}
