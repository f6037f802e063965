import { useStore } from "jotai";
import { useAtom, useAtomValue } from "../lib/atomHooks";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { loginDialogOpenAtom, registerDialogOpenAtom } from "../core/dialogs";
import { handoffOfferAtom, tokenAtom } from "../core/session";
import { useHydrated } from "../lib/useHydrated";
import { LoadingIndicator } from "./overlays/LoadingIndicator";
import { OverlayTurns } from "./OverlayTurns";
import { LaterParts } from "./LaterParts";
import { NoticeDialog } from "./overlays/NoticeDialog";
import { ToastMessage } from "./overlays/ToastMessage";
import { lazyPart } from "../lib/ui/lazyPart";
import { OptionalPart } from "../lib/ui/OptionalPart";

/** The dialogs' code arrives only when one is first opened. */
const LoginDialog = lazyPart(() => import("../features/auth/LoginDialog"));
const RegisterDialog = lazyPart(() => import("../features/register/RegisterDialog"));
/** The account a cross-domain hand-off offers (docs/decisions/053): its code arrives only with an offer. */
const HandoffOfferDialog = lazyPart(() => import("../features/domainFailure/HandoffOfferDialog"));
/** Push (SPEC §2, §4): its code, and Firebase messaging behind it, arrive only while a player is signed in. */
const PushPrompt = lazyPart(() => import("../features/push"));

/**
 * Everything that overlays the page, in one list the layout mounts (DESIGN §2): the sign-in
 * dialogs, the popups and prompts, support, the mini-game, the loading indicator, the toast and the notice alert
 * (last, so it sits on top).
 */
export function Overlays() {
  const [loginDialogOpen, setLoginDialogOpen] = useAtom(loginDialogOpenAtom);
  const [registerDialogOpen, setRegisterDialogOpen] = useAtom(registerDialogOpenAtom);
  const { pathname } = useLocation();
  const token = useAtomValue(tokenAtom);
  const handoffOffer = useAtomValue(handoffOfferAtom);
  const store = useStore();
  // The hand-off offer and the push prompt mount only once the page is live.
  const hydrated = useHydrated();

  // Members' money is polled while a token exists (SPEC §4, §9); its code arrives in its own chunk.
  useEffect(() => {
    if (!token) return;
    let live = true;
    let stop: (() => void) | undefined;
    void import("../core/wallet").then((wallet) => {
      // Store changes render as transitions, so this effect can run after the session it saw was lost.
      if (live && store.get(tokenAtom) === token) stop = wallet.startWalletPolling(store);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [token, store]);

  // A dialog belongs to the page it was opened on: moving to another page closes it.
  useEffect(() => {
    setLoginDialogOpen(false);
    setRegisterDialogOpen(false);
  }, [pathname, setLoginDialogOpen, setRegisterDialogOpen]);

  return (
    <>
      <OptionalPart>
        {loginDialogOpen && <LoginDialog />}
        {registerDialogOpen && <RegisterDialog />}
      </OptionalPart>
      {/* Both render nothing on the server and while the page hydrates: the turns' rules and the later parts start from
          hydration's own commit, not from the page's switch to hydrated, a transition that other renders keep
          putting off (by 1–2 s on the calibrated phone, issue #37). */}
      <OverlayTurns />
      <LaterParts handoffOffered={Boolean(handoffOffer)} />
      {/* Each boundary is new when the page turns hydrated (a transition, lib/useHydrated.ts): React shows its empty
          fallback at once instead of holding the whole switch until every optional chunk has arrived. */}
      {hydrated && (
        <>
          {handoffOffer && (
            // The question of who is signed in comes first: nothing else opens over it or waits under it.
            <OptionalPart>
              <HandoffOfferDialog />
            </OptionalPart>
          )}
          {token && (
            <OptionalPart>
              <PushPrompt />
            </OptionalPart>
          )}
        </>
      )}
      <LoadingIndicator />
      <ToastMessage />
      <NoticeDialog />
    </>
  );
}
