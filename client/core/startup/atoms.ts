import { atom } from "jotai";
import type { SiteSettings } from "#shared/contract";
import type { LanguageCode } from "#shared/languages";
import { merchantName } from "#shared/localText";
import type { PageVersion } from "#shared/assetManifest";
import type { EdgeContent, MerchantBrand } from "./initialState";

/** Start-up atoms, hydrated from the inlined state; never written at module level. */
export const merchantAtom = atom<MerchantBrand | null>(null);
export const languageAtom = atom<LanguageCode>("CN");
/** The merchant's name as the player's language writes it (issue #35, item 9); empty before the state is hydrated. */
export const merchantNameAtom = atom((get) => {
  const merchant = get(merchantAtom);
  return merchant ? merchantName(merchant, get(languageAtom)) : "";
});
export const siteSettingsAtom = atom<SiteSettings | null>(null);
export const firebaseEmulatorAtom = atom<string | undefined>(undefined);
/** The content the edge rendered the first paint with (issue #10); the content atoms start from it. */
export const edgeContentAtom = atom<EdgeContent | null>(null);
/** The edge's "signed in" hint (shared/initialState.ts): lets the server's render of a protected page match hydration. */
export const edgeSignedInAtom = atom(false);
/**
 * Whether the page runs in the browser past its first commit: false on the server and while the page hydrates (so
 * hydration matches the server), true after. An atom, not each reader's own state: a reader whose value does not
 * change with it (a guest's "signed in", false either way) is not rendered again when it flips (issue #37).
 */
export const pageHydratedAtom = atom(false);
/** What this page was built and released as (SPEC §4 update check). */
export const pageVersionAtom = atom<PageVersion>({ build: null, release: "" });
