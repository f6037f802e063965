import type { createStore } from "jotai";
import { popupAnnouncementList, type PopupAnnouncementList } from "#shared/contract";
import { TIMING } from "#shared/constants";
import { SESSION_STORAGE } from "#shared/storageKeys";
import { sessionStore } from "../../lib/storage";
import { sessionAtom } from "../../core/session";
import { call } from "../../lib/request";
import { audienceFor, closedRecord, type ClosingChoice, contentHashes, itemsFor, reconcile, rearm, shouldShow } from "./announcementRules";
import { announcementAtom, readRecord, type ShownAnnouncement, type Viewer, VIEWERS, welcomeStageAtom, writeRecord } from "./popupState";

type Store = ReturnType<typeof createStore>;

/**
 * A new visit (the tab's session, not each page load: docs/decisions/054): a plain close from an earlier one no longer
 * hides the popup. Within the visit, SPEC §4's "closing stores show=false" holds across full page loads.
 */
export function beginVisit(now = Date.now()): void {
  if (sessionStore.get(SESSION_STORAGE.announcementVisit)) return;
  sessionStore.set(SESSION_STORAGE.announcementVisit, "1");
  for (const viewer of VIEWERS) {
    const record = readRecord(viewer);
    const rearmed = rearm(record, now);
    if (rearmed && rearmed !== record) writeRecord(viewer, rearmed);
  }
}

function isList(value: unknown): value is PopupAnnouncementList {
  return Boolean(value && typeof value === "object" && Array.isArray((value as PopupAnnouncementList).items));
}

/**
 * SPEC §4: one check of the announcement popup, TIMING.announcementCheckDelay after a page is entered;
 * a guest's B list shows TIMING.anonymousPopupDelay after that. These popups are optional, so a failed
 * call shows nothing at all. Returns the cleanup (leaving the page cancels the check).
 */
export function scheduleAnnouncementCheck(store: Store, pathname: string): () => void {
  let cancelled = false;
  const timers: ReturnType<typeof setTimeout>[] = [];
  let unsubscribe = () => {};
  const later = (ms: number, run: () => void) => timers.push(setTimeout(run, ms));

  // The welcome popups come first: while they are being decided or shown, the announcement waits.
  const present = (shown: ShownAnnouncement) => {
    if (cancelled || store.get(announcementAtom)) return;
    const stage = store.get(welcomeStageAtom);
    if (stage === "deciding" || stage === "open") return;
    unsubscribe();
    writeRecord(shown.viewer, reconcile(readRecord(shown.viewer), shown.hashes));
    store.set(announcementAtom, shown);
  };

  const decide = (list: PopupAnnouncementList, audience: NonNullable<ReturnType<typeof audienceFor>>) => {
    const items = itemsFor(list.items, audience);
    const hashes = contentHashes(items);
    const viewer: Viewer = audience.includes("B") ? "guest" : "member";
    if (!shouldShow(readRecord(viewer), hashes, Date.now())) return;
    const shown: ShownAnnouncement = { list, items, hashes, viewer };
    unsubscribe = store.sub(welcomeStageAtom, () => present(shown));
    present(shown);
  };

  later(TIMING.announcementCheckDelay, () => {
    // A popup that is open blocks another.
    if (store.get(announcementAtom)) return;
    const session = store.get(sessionAtom);
    const audience = audienceFor(session, pathname);
    if (!audience) return;
    let list: PopupAnnouncementList | null = null;
    let waited = Boolean(session?.token);
    const ready = () => {
      if (!cancelled && list && waited) decide(list, audience);
    };
    if (!waited) {
      later(TIMING.anonymousPopupDelay, () => {
        waited = true;
        ready();
      });
    }
    call(popupAnnouncementList, { query: { types: "POPUP", platform: "M" }, alert: false }).then(
      (value) => {
        if (!isList(value)) return;
        list = value;
        ready();
      },
      () => {},
    );
  });

  return () => {
    cancelled = true;
    timers.forEach(clearTimeout);
    unsubscribe();
  };
}

/** Closing remembers the player's choice at once; the popup leaves after its closing animation. */
export function rememberClosing(shown: ShownAnnouncement, choice: ClosingChoice, now = Date.now()): void {
  writeRecord(shown.viewer, closedRecord(shown.hashes, now, choice));
}
