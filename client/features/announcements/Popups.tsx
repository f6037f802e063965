import { useStore } from "jotai";
import { useAtomValue } from "../../lib/atomHooks";
import { useCallback, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useOverlayTurn } from "../../core/overlays";
import { tokenAtom } from "../../core/session";
import { lazyPart } from "../../lib/ui/lazyPart";
import { OptionalPart } from "../../lib/ui/OptionalPart";
import { beginVisit, scheduleAnnouncementCheck } from "./announcementFlow";
import { announcementAtom, welcomeQueueAtom } from "./popupState";
import { closeWelcome, startWelcomeFlow } from "./welcomeFlow";
import { WelcomeImageAhead, WelcomePopup } from "./WelcomePopup";

/**
 * The announcement popup brings the HTML sanitizer (DOMPurify, 50 KB): most page loads have no announcement to show,
 * so its code, and the long task of evaluating it, wait until one is (issue #10).
 */
const AnnouncementPopup = lazyPart(() => import("./AnnouncementPopup").then((module) => ({ default: module.AnnouncementPopup })));

/**
 * The popups of SPEC §2 and §4, one at a time: the welcome images first, then the announcement. The app
 * mounts this once per page load, after hydration, so none of it is in the first-load code.
 */
export default function Popups() {
  const store = useStore();
  const { pathname } = useLocation();
  const token = useAtomValue(tokenAtom);
  const welcome = useAtomValue(welcomeQueueAtom)[0];
  const announcement = useAtomValue(announcementAtom);
  const path = useRef(pathname);

  useEffect(() => {
    path.current = pathname;
  }, [pathname]);

  useEffect(() => beginVisit(), []);
  useEffect(() => startWelcomeFlow(store, () => path.current), [store]);
  // Checked again on every page and when the player logs in or out: the list depends on both.
  useEffect(() => scheduleAnnouncementCheck(store, pathname), [store, pathname, token]);

  const welcomeClosed = useCallback(() => closeWelcome(store), [store]);
  const announcementClosed = useCallback(() => store.set(announcementAtom, null), [store]);
  // One interruption at a time (docs/decisions/054): each waits for its turn; a force-read announcement is outside the budget.
  const welcomeTurn = useOverlayTurn("welcome", Boolean(welcome));
  const announcementTurn = useOverlayTurn("announcement", Boolean(announcement) && !welcome, { forced: announcement?.list.forceRead === true });

  if (welcome && welcomeTurn) return <WelcomePopup key={`${welcome.groupName}:${welcome.id}`} banner={welcome} onClosed={welcomeClosed} />;
  if (welcome) return <WelcomeImageAhead banner={welcome} />;
  if (announcement && announcementTurn)
    return (
      <OptionalPart>
        <AnnouncementPopup key={announcement.hashes.join()} shown={announcement} onClosed={announcementClosed} />
      </OptionalPart>
    );
  return null;
}
