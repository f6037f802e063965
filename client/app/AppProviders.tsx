import type { i18n as I18n } from "i18next";
import { Provider as JotaiProvider, createStore } from "jotai";
import { useHydrateAtoms } from "jotai/utils";
import { type ReactNode, useState } from "react";
import { I18nextProvider } from "react-i18next";
import {
  edgeContentAtom,
  edgeSignedInAtom,
  firebaseEmulatorAtom,
  languageAtom,
  merchantAtom,
  pageHydratedAtom,
  pageVersionAtom,
  siteSettingsAtom,
} from "../core/startup/atoms";
import type { InitialState } from "../core/startup/initialState";
import { handoffOfferAtom } from "../core/session";
import { withTransitionRenders } from "../lib/transitionStore";
import { pageIsHydrated } from "../lib/useHydrated";
import { useMarkPageHydrated } from "../core/startup/pageHydrated";

function HydrateAtoms({ state, children }: { state: InitialState; children: ReactNode }) {
  useHydrateAtoms([
    [merchantAtom, state.merchant],
    [languageAtom, state.language],
    [siteSettingsAtom, state.siteSettings],
    [firebaseEmulatorAtom, state.firebaseEmulator],
    [edgeContentAtom, state.content ?? null],
    [edgeSignedInAtom, state.signedIn],
    [handoffOfferAtom, state.handoff?.offer ?? null],
    // Older inlined states (a page cached across a deploy) carry none: such a page counts as unknown, never as current.
    [pageVersionAtom, state.version ?? { build: null, release: "" }],
    // A page rendered only in the browser (no server markup to match) is hydrated from its first render.
    [pageHydratedAtom, pageIsHydrated()],
  ] as const);
  useMarkPageHydrated();
  return children;
}

/** One jotai store per render tree, so no state is ever shared between requests. */
export function AppProviders({ state, i18n, children }: { state: InitialState; i18n: I18n; children: ReactNode }) {
  const [store] = useState(() => withTransitionRenders(createStore()));
  return (
    <JotaiProvider store={store}>
      <HydrateAtoms state={state}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </HydrateAtoms>
    </JotaiProvider>
  );
}
