import { atom } from "jotai";

/**
 * SPEC §8 first row: the status call answered domain_not_available. Set by the request bridge, read by the
 * domain-failure modal (docs/decisions/027); `message` is the server's, in the player's language when it sent one.
 */
export const domainFailureAtom = atom<{ message?: string } | null>(null);
