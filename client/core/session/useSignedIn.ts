import { atom } from "jotai";
import { useAtomValue } from "../../lib/atomHooks";
import { edgeSignedInAtom, pageHydratedAtom } from "../startup/atoms";
import { tokenAtom, vipBenefitAtom } from "./atoms";

/** One value for every reader: it re-renders only those whose answer changes when the page turns hydrated. */
const signedInAtom = atom((get) => Boolean(get(tokenAtom)) || (!get(pageHydratedAtom) && get(edgeSignedInAtom)));

/**
 * Whether a screen shows its signed-in version. Once the page runs, the session decides. Before that (the
 * server's render, and hydration, which must match it) the edge's "signed in" hint does, so a member's first
 * paint is already theirs and nothing moves under their finger when the tab reads its session (issue #10).
 * A tab without the session (the hint is per browser, the session per tab) turns to the guest's version then.
 */
export function useSignedIn(): boolean {
  return useAtomValue(signedInAtom);
}

/**
 * SPEC §6: the member button is shown to guests, and to members when the VIP benefit is on. Read the way
 * `useSignedIn` reads, so the server's render and hydration agree.
 */
export function useMemberButtonShown(): boolean {
  const signedIn = useSignedIn();
  const benefit = useAtomValue(vipBenefitAtom);
  return !signedIn || benefit;
}
