import { useSetAtom, useStore } from "jotai";
import { useCallback, useMemo } from "react";
import { type Banner, type GameCard, HOME_BANNER_GROUP } from "#shared/contract";
import { banners, homeLanes, marquee, type Remote, useRemote } from "../../core/content";
import { bannerAction, gameLaunchPath, readLinkContext, useLinkAction } from "../../core/links";
import { loginDialogOpenAtom } from "../../core/dialogs";

/** The content both landing screens show, and what a tap on it does. */
export function useLandingContent() {
  const bannerState = useRemote(banners);
  const lanes = useRemote(homeLanes);
  const marqueeState = useRemote(marquee);
  const store = useStore();
  const run = useLinkAction();
  const openLogin = useSetAtom(loginDialogOpenAtom);
  // Stable callbacks that read the session when tapped: the lanes and carousel never re-render for it.
  const openBanner = useCallback((banner: Banner) => run(bannerAction(banner, readLinkContext(store))), [run, store]);
  const openGame = useCallback(
    (card: GameCard) => {
      if (!readLinkContext(store).session) {
        openLogin(true);
        return;
      }
      // Back from the game returns to the page the game was opened from.
      run({ kind: "route", to: gameLaunchPath(card, { back: globalThis.location?.pathname }) });
    },
    [run, store, openLogin],
  );

  const homeBanners = useMemo<Remote<Banner[]>>(
    () =>
      bannerState.status === "ready" ? { ...bannerState, value: bannerState.value.filter((banner) => banner.groupName === HOME_BANNER_GROUP) } : bannerState,
    [bannerState],
  );

  return {
    banners: homeBanners,
    lanes,
    marquee: marqueeState,
    retry: {
      banners: () => void banners.load(store, { force: true }),
      lanes: () => void homeLanes.load(store, { force: true }),
    },
    openBanner,
    /** A guest taps a game: the login dialog; a member goes to the launch page. */
    openGame,
  };
}
