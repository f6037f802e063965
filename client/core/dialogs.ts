import { atom } from "jotai";

/** The login dialog (SPEC §2 "the login dialog"), opened by features that need a session in place. */
export const loginDialogOpenAtom = atom(false);
