import { atom } from "jotai";
import type { SocialChannel } from "./channels";

export interface PendingProvider {
  channel: SocialChannel;
  token: string;
}

export interface LoginChoice extends PendingProvider {
  message: string;
}

/** SPEC §4: the stored provider arguments, kept while the player logs in to an existing account to link it. */
export const pendingProviderAtom = atom<PendingProvider | null>(null);
/** The login-choice dialog (SPEC §2), open with the server's message. */
export const loginChoiceAtom = atom<LoginChoice | null>(null);
