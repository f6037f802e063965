import { atom } from "jotai";
import type { SocialChannel } from "./channels";

/** SPEC §4: the stored provider arguments, kept while the player logs in to an existing account to link it. */
export const pendingProviderAtom = atom<{ channel: SocialChannel; token: string } | null>(null);
/** The login-choice dialog (SPEC §2), open with the server's message. */
export const loginChoiceAtom = atom<{ channel: SocialChannel; token: string; message: string } | null>(null);
