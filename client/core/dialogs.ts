import { atom } from "jotai";

/** The login dialog (SPEC §2 "the login dialog"), opened by features that need a session in place. */
export const loginDialogOpenAtom = atom(false);

/** The language sheet the header's language button opens; the member hub's Language tile opens it too (issue #35). */
export const languageSheetOpenAtom = atom(false);

/** The register dialog (SPEC §2 "register modal"), opened by features that offer sign-up in place. */
export const registerDialogOpenAtom = atom(false);

type Opener = () => void;
let customerServiceOpener: Opener | null = null;

/**
 * Customer service is opened by the Support item's code, which arrives after hydration in its own chunk. It
 * registers here, so a page's link (the referral entry) can open it without carrying that code, and within the
 * player's tap (a vendor's link must open in the tap's own gesture). Returns the way to unregister.
 */
export function provideCustomerService(open: Opener): () => void {
  customerServiceOpener = open;
  return () => {
    if (customerServiceOpener === open) customerServiceOpener = null;
  };
}

/** Opens customer service the way the footer's Support does; false when its code has not arrived yet. */
export function requestCustomerService(): boolean {
  if (!customerServiceOpener) return false;
  customerServiceOpener();
  return true;
}
