import { type createStore, useSetAtom, useStore } from "jotai";
import { useAtomValue } from "../../lib/atomHooks";
import { useCallback, useMemo } from "react";
import { useNavigate } from "react-router";
import { currentPlatform, isNativeApp, openOutside } from "../../lib/platform";
import type { SiteSettings } from "#shared/contract";
import type { MerchantBrand } from "#shared/initialState";
import type { SessionInfo } from "../../lib/session";
import { useAppNavigate } from "../../lib/navigation";
import { merchantAtom, siteSettingsAtom } from "../startup/atoms";
import { promotions } from "../content";
import { downloadLinkFor } from "../install/downloadLink";
import { loginDialogOpenAtom, registerDialogOpenAtom, requestCustomerService } from "../dialogs";
import { pushNotice } from "../notices";
import { memberTypeAtom, playerNameAtom, sessionAtom } from "../session";
import { type LinkAction, type LinkContext, referralAction } from "./linkRules";

type Store = ReturnType<typeof createStore>;

/**
 * The session as the link rules see it: a token and the name an outside page may be given, the session's own or, for
 * a session that came by the address without one, member info's.
 */
function linkSession(session: SessionInfo | null, playerName: string): LinkContext["session"] {
  if (!session?.token) return null;
  const userName = session.userName || playerName;
  return userName ? { token: session.token, userName } : { token: session.token };
}

interface LinkInputs {
  session: SessionInfo | null;
  playerName: string;
  memberType: number;
  merchant: MerchantBrand | null;
  settings: SiteSettings | null;
}

/** The rules' view of the page: who is signed in, the merchant's allowed origins, and how the app runs. */
function linkContextOf({ session, playerName, memberType, merchant, settings }: LinkInputs): LinkContext {
  const platform = currentPlatform();
  const resources = settings?.resources ?? {};
  return {
    session: linkSession(session, playerName),
    memberType,
    origin: globalThis.location?.origin ?? "",
    allowedOrigins: merchant?.allowedRedirectOrigins ?? [],
    sessionOrigins: merchant?.sessionLinkOrigins ?? [],
    installed: isNativeApp(platform) || Boolean(platform.standalone) || Boolean(platform.iosStandalone),
    appLink: downloadLinkFor(resources, platform)?.url ?? null,
  };
}

/** For what renders differently by session (the go button): re-renders when the session or member changes. */
export function useLinkContext(): LinkContext {
  const session = useAtomValue(sessionAtom);
  const playerName = useAtomValue(playerNameAtom);
  const memberType = useAtomValue(memberTypeAtom);
  const merchant = useAtomValue(merchantAtom);
  const settings = useAtomValue(siteSettingsAtom);
  return useMemo(() => linkContextOf({ session, playerName, memberType, merchant, settings }), [session, playerName, memberType, merchant, settings]);
}

/**
 * For what only acts on a tap (banners, tiles): read when tapped, so a page of them never re-renders
 * because the session or the member's details arrived.
 */
export function readLinkContext(store: Store): LinkContext {
  return linkContextOf({
    session: store.get(sessionAtom),
    playerName: store.get(playerNameAtom),
    memberType: store.get(memberTypeAtom),
    merchant: store.get(merchantAtom),
    settings: store.get(siteSettingsAtom),
  });
}

/** Carries out a content link (SPEC §2 banner routing, the activity "go" button, the referral entry). */
export function useLinkAction(): (action: LinkAction) => void {
  const store = useStore();
  const navigate = useAppNavigate(useNavigate());
  const openLogin = useSetAtom(loginDialogOpenAtom);
  const openRegister = useSetAtom(registerDialogOpenAtom);

  return useCallback(
    (action: LinkAction): void => {
      function perform(next: LinkAction): void {
        switch (next.kind) {
          case "route":
            navigate(next.to);
            return;
          case "outside":
            // A new window; in place on old iOS (SPEC §9). Never with the referrer (PITFALLS Security).
            openOutside(next.url);
            return;
          case "appDownload":
            // The shared download: the unsupported-iOS notice, the profile tip, the old app's redirect page, tracking.
            // Fetched on the tap: banners and tiles are on the first paint, the download code is not needed there.
            void import("../install/downloadApp").then(({ downloadApp }) => downloadApp(store));
            return;
          case "login":
            openLogin(true);
            return;
          case "register":
            openRegister(true);
            return;
          case "customerService":
            // SPEC §2 referral entry "otherwise open customer service": the same entries as the footer's Support.
            if (!requestCustomerService()) {
              const fallback = store.get(merchantAtom)?.customerServiceUrl;
              if (fallback) window.open(fallback, "_blank", "noopener,noreferrer");
            }
            return;
          case "blocked":
            console.warn(JSON.stringify({ event: "link_blocked", value: next.value }));
            pushNotice(store, { key: "links.notAllowed" });
            return;
          case "ignore":
            console.warn(next.warning);
            return;
          case "referral":
            // The referral entry depends on the merchant's promotions (SPEC §2), fetched once and shared.
            void promotions.load(store).then(() => {
              const state = store.get(promotions.atom);
              // A lookup that failed is not "promotion disabled": the request layer has said what went wrong, and the
              // player stays where they are to try again, instead of being sent to log in.
              if (state.status !== "ready") return;
              perform(referralAction(state.value, readLinkContext(store)));
            });
            return;
        }
      }
      perform(action);
    },
    [navigate, openLogin, openRegister, store],
  );
}
