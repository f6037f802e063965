import { useStore } from "jotai";
import { useAtom, useAtomValue } from "../lib/atomHooks";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { loginDialogOpenAtom, registerDialogOpenAtom } from "../core/dialogs";
import { handoffOfferAtom, tokenAtom } from "../core/session";
import { useHydrated } from "../lib/useHydrated";
import { LoadingIndicator } from "./overlays/LoadingIndicator";
import { OverlayTurns } from "./OverlayTurns";
import { NoticeDialog } from "./overlays/NoticeDialog";
import { ToastMessage } from "./overlays/ToastMessage";
import { lazyPart } from "../lib/ui/lazyPart";
import { OptionalPart } from "../lib/ui/OptionalPart";
import type * as LaterPartsModule from "./laterParts";

type LaterParts = typeof LaterPartsModule;

/** The dialogs' code arrives only when one is first opened. */
const LoginDialog = lazyPart(() => import("../features/auth/LoginDialog"));
const RegisterDialog = lazyPart(() => import("../features/register/RegisterDialog"));
/**
 * What loads after the first paint, every part optional: the welcome and announcement popups (SPEC §2), the mini-game
 * (SPEC §2, §4), the install prompt and download bar, the add-to-home prompt (SPEC §4), the update check and offline
 * notice (SPEC §4), tracking and the merchant's pixels (issue #13), the status call and domain-failure modal (SPEC §2,
 * §8). One chunk for all (./laterParts.ts); each part still mounts, and may fail, on its own.
 */
let laterParts: Promise<LaterParts> | undefined;
/**
 * Begins fetching the later parts' chunk, once (a failed fetch may be tried again). The app calls it as hydration
 * begins, not when the parts mount after it: the chunk, and then the chunks it imports, were two round trips after
 * hydration, which held back every part and the page's settling by 1–2 s on slow 4G (issue #37).
 */
export function loadLaterParts(): Promise<LaterParts> {
  laterParts ??= import("./laterParts").catch((error: unknown) => {
    laterParts = undefined;
    throw error;
  });
  return laterParts;
}
const laterPart = <Name extends keyof LaterParts>(name: Name) => lazyPart(() => loadLaterParts().then((parts) => ({ default: parts[name] })));
const Popups = laterPart("Popups");
const MiniGame = laterPart("MiniGame");
const Install = laterPart("Install");
const AddToHome = laterPart("AddToHome");
const Updates = laterPart("Updates");
const Tracking = laterPart("Tracking");
const DomainCheck = laterPart("DomainCheck");
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
  // The popups' code is fetched only once the page is live.
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
      {/* Each boundary is new when the page turns hydrated (a transition, lib/useHydrated.ts): React shows its empty
          fallback at once instead of holding the whole switch until every optional chunk has arrived. */}
      {hydrated && (
        <>
          <OverlayTurns />
          {handoffOffer ? (
            // The question of who is signed in comes first: nothing else opens over it or waits under it.
            <OptionalPart>
              <HandoffOfferDialog />
            </OptionalPart>
          ) : (
            <>
              <OptionalPart>
                <Popups />
              </OptionalPart>
              <OptionalPart>
                <MiniGame />
              </OptionalPart>
              <OptionalPart>
                <Install />
              </OptionalPart>
              <OptionalPart>
                <AddToHome />
              </OptionalPart>
            </>
          )}
          {token && (
            <OptionalPart>
              <PushPrompt />
            </OptionalPart>
          )}
          <OptionalPart>
            <Updates />
          </OptionalPart>
          <OptionalPart>
            <Tracking />
          </OptionalPart>
          <OptionalPart>
            <DomainCheck />
          </OptionalPart>
        </>
      )}
      <LoadingIndicator />
      <ToastMessage />
      <NoticeDialog />
    </>
  );
}
