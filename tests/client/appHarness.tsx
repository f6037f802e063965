import { cleanup, render } from "@testing-library/react";
import { type createStore, Provider } from "jotai";
import { isValidElement, type ReactElement } from "react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { afterEach, beforeEach, vi } from "vitest";
import { sessionAtom } from "../../client/core/session";
import { createI18n } from "../../client/lib/i18n";
import type { SessionInfo } from "../../client/lib/session";
import type { MemberInfo } from "#shared/contract";
import type { MerchantBrand } from "#shared/initialState";
import { SESSION_STORAGE } from "#shared/storageKeys";
import EN from "../../locales/EN.json";
import { recordEffects } from "./requestHarness";

type Store = ReturnType<typeof createStore>;

/** The demo merchant as the edge inlines it: BRL, English, no origins beyond its own. */
export const DEMO_BRAND: MerchantBrand = {
  code: "DEMO",
  name: "Demo",
  logoUrl: "/l.svg",
  currency: "BRL",
  languages: ["EN"],
  allowedRedirectOrigins: [],
  allowedGameOrigins: [],
};

/** A member as /wps/member/info answers: ana, a Gold (L2) player of the demo merchant; a test changes what it is about. */
export function memberInfo(changes: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: 7,
    customerId: 7,
    account: "ana",
    userName: "ana",
    type: 0,
    regDate: 1,
    language: "EN",
    clubLabel: { labelId: "L2", labelName: "Gold", type: "AUTO", rankLevel: 2 },
    token: "tok",
    merchantCode: "DEMO",
    firstTimeLogin: false,
    ...changes,
  };
}

/** A signed-in tab: the session where the request layer reads its token (sessionStorage) and in the store. */
export function signIn(store: Store, session: SessionInfo = { token: "tok" }): void {
  sessionStorage.setItem(SESSION_STORAGE.sessionInfo, JSON.stringify(session));
  store.set(sessionAtom, session);
}

/**
 * Renders as the app does: the store, the English strings and a memory router that starts at `path`.
 * One element is shown at every path; routes give each path its own.
 */
export function renderInApp(store: Store, screen: ReactElement | RouteObject[], path = "/m/home") {
  const routes = isValidElement(screen) ? [{ path: "*", element: screen }] : screen;
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n("EN", EN)}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>,
  );
  return router;
}

/** Each test of the block starts signed out with a fresh effects log, and ends unmounted with its mocks restored. */
export function startEachTestSignedOut(): void {
  beforeEach(() => {
    sessionStorage.clear();
    recordEffects();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
}
