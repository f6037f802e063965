import { useAtomValue } from "../../lib/atomHooks";
import { edgeSignedInAtom } from "../startup/atoms";
import { useHydrated } from "../../lib/useHydrated";
import { tokenAtom, vipBenefitAtom } from "./atoms";

/**
 * Whether a screen shows its signed-in version. Once the page runs, the session decides. Before that (the
 * server's render, and hydration, which must match it) the edge's "signed in" hint does, so a member's first
 * paint is already theirs and nothing moves under their finger when the tab reads its session (issue #10).
 * A tab without the session (the hint is per browser, the session per tab) turns to the guest's version then.
 */
export function useSignedIn(): boolean {
  const token = useAtomValue(tokenAtom);
  const edgeSignedIn = useAtomValue(edgeSignedInAtom);
  const hydrated = useHydrated();
  return Boolean(token) || (!hydrated && edgeSignedIn);
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
