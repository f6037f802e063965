import { useStore } from "jotai";
import { useAtomValue } from "../../lib/atomHooks";
import { useCallback, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { SESSION_STORAGE } from "#shared/storageKeys";
import { downloadLinkFor, installGuideAtom, startHomeScreenMode } from "../../core/install";
import { currentPlatform } from "../../lib/platform";
import { sessionStore } from "../../lib/storage";
import { siteSettingsAtom } from "../../core/startup/atoms";
import { useOverlayTurn } from "../../core/overlays";
import DownloadBar from "./DownloadBar";
import Guide from "./Guide";
import { barContext, promptContext } from "./installContext";
import { mayShowDownloadBar, mayShowPrompt, PROMPT_PATHS } from "./installRules";
import Prompt from "./Prompt";
import { closePrompt, schedulePrompt } from "./promptSchedule";

/**
 * The install overlay (SPEC §2, §4): the install prompt on its three pages, the add-to-home-screen guide
 * whenever an install button opened it, and the download bar on the home and entry pages. Mounted once by
 * the app after hydration (docs/decisions/021).
 */
export default function Install() {
  const store = useStore();
  const { pathname } = useLocation();
  const settings = useAtomValue(siteSettingsAtom);
  const guide = useAtomValue(installGuideAtom);
  const [promptOpen, setPromptOpen] = useState(false);
  const [barHidden, setBarHidden] = useState(() => sessionStore.get(SESSION_STORAGE.hideDownloadBar) === "1");

  useEffect(() => startHomeScreenMode(window), []);

  useEffect(() => {
    if (!PROMPT_PATHS.has(pathname)) return;
    const allowed = () => mayShowPrompt(promptContext(pathname));
    if (!allowed()) return;
    let opened = false;
    const cancel = schedulePrompt(store, allowed, () => {
      opened = true;
      setPromptOpen(true);
    });
    // Leaving the page closes the prompt: it belongs to the page it opened on.
    return () => {
      cancel();
      if (!opened) return;
      closePrompt(store);
      setPromptOpen(false);
    };
  }, [store, pathname]);

  const promptClosed = useCallback(() => {
    closePrompt(store);
    setPromptOpen(false);
  }, [store]);

  const closeBar = useCallback(() => {
    sessionStore.set(SESSION_STORAGE.hideDownloadBar, "1");
    setBarHidden(true);
  }, []);

  // Its turn among the overlays (docs/decisions/054).
  const promptTurn = useOverlayTurn("installPrompt", promptOpen);
  const hasDownload = downloadLinkFor(settings?.resources, currentPlatform()) !== null;
  const showBar = mayShowDownloadBar(barContext(pathname, barHidden, hasDownload));

  return (
    <>
      {showBar && <DownloadBar onClose={closeBar} />}
      {promptOpen && promptTurn && <Prompt onClosed={promptClosed} />}
      {guide && <Guide />}
    </>
  );
}
