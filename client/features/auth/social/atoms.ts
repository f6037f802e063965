import { atom } from "jotai";
import type { SocialChannel } from "./channels";
import type { OpenInBrowserStep } from "./inAppSignIn";

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
/** The "open in your browser" step, open while a provider cannot sign in inside this in-app browser (docs/decisions/029). */
export const openInBrowserAtom = atom<OpenInBrowserStep | null>(null);
