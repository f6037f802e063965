import { atom } from "jotai";

/** The register dialog (SPEC §2 "register modal"), opened by features that offer sign-up in place. */
export const registerDialogOpenAtom = atom(false);
