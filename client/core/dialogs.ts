import { atom } from "jotai";

/** The login dialog (SPEC §2 "the login dialog"), opened by features that need a session in place. */
export const loginDialogOpenAtom = atom(false);

/** The register dialog (SPEC §2 "register modal"), opened by features that offer sign-up in place. */
export const registerDialogOpenAtom = atom(false);
