import type { Execution, PopupAnnouncement } from "#shared/contract";
import { ROUTES } from "#shared/routes";
import { md5 } from "#shared/md5";
import { WELCOME_HOME_PATHS } from "./welcomeRules";

/**
 * SPEC §4 Announcement popup, as rules without React: who sees which list, when it shows again
 * and what closing it remembers. The stored record is LOCAL_STORAGE.announcementPopup.
 */
export interface AnnouncementRecord {
  /** false once the player closed it; a new visit re-arms it unless a hide time still holds (see `rearm`). */
  show: boolean;
  /** Epoch ms before which it stays hidden ("don't show today"); 0 when none. */
  hideUntil: number;
  /** One content hash per item of the list that was last shown or closed. */
  hashes: string[];
  /** SPEC §4: "do not show again" is stored as 0 or 1. */
  hidePopup: 0 | 1;
}

export interface ClosingChoice {
  dontShowToday: boolean;
  doNotShowAgain: boolean;
}

/** Who is looking: a guest has no token (SPEC §6). */
export interface Viewer {
  token?: string | null;
  firstTimeLogin?: boolean;
}

/**
 * The executions a viewer gets on a page (SPEC §4, §6): members the A list, plus F on their first login,
 * on the home pages only, so no popup lands on a deposit form or over a game (docs/decisions/016);
 * guests the B list, on the public pages they can reach. null: nothing on this page.
 */
/** The pages a guest lands on: the entry page and a referral's invitation. */
const GUEST_LANDING_PATHS: ReadonlySet<string> = new Set([...WELCOME_HOME_PATHS, ROUTES.inviteFriends]);

export function audienceFor(viewer: Viewer | null, pathname: string): Execution[] | null {
  if (viewer?.token) {
    if (!WELCOME_HOME_PATHS.has(pathname)) return null;
    return viewer.firstTimeLogin ? ["A", "F"] : ["A"];
  }
  // Where a guest arrives, not over a form they came to fill in (sign-in, sign-up: issue #37, docs/decisions/016).
  return GUEST_LANDING_PATHS.has(pathname) ? ["B"] : null;
}

export function itemsFor(items: readonly PopupAnnouncement[], audience: readonly Execution[]): PopupAnnouncement[] {
  return items.filter((item) => audience.includes(item.execution));
}

/** Promotional items get "go to activity" and "know it" (SPEC §2). */
export function isPromotional(item: PopupAnnouncement): boolean {
  return item.promotionType.trim() !== "";
}

/** A hash per item, over what the player reads: an edited title or text counts as new content. */
export function contentHashes(items: readonly PopupAnnouncement[]): string[] {
  return items.map((item) => md5(JSON.stringify([item.id, item.title, item.content])));
}

/**
 * Whether the list holds content the record has not seen. Only additions and edits count: an item the
 * platform took down does not bring back the ones the player already dismissed.
 */
export function listChanged(record: AnnouncementRecord | null, hashes: readonly string[]): boolean {
  if (!record) return true;
  const seen = new Set(record.hashes);
  return hashes.some((hash) => !seen.has(hash));
}

/** SPEC §4: a changed list re-shows the popup and re-enables a "do not show again" choice. */
export function reconcile(record: AnnouncementRecord | null, hashes: readonly string[]): AnnouncementRecord {
  if (!record || listChanged(record, hashes)) return { show: true, hideUntil: 0, hashes: [...hashes], hidePopup: 0 };
  return record;
}

export function shouldShow(record: AnnouncementRecord | null, hashes: readonly string[], now: number): boolean {
  if (hashes.length === 0) return false;
  if (!record || listChanged(record, hashes)) return true;
  if (record.hidePopup === 1) return false;
  if (record.hideUntil > now) return false;
  // A hide time that has passed brings it back even within the visit that set it (SPEC §4).
  if (record.hideUntil > 0) return true;
  return record.show;
}

/**
 * A plain close hides the popup for the rest of the visit: the next page load shows it again, which is
 * why "don't show today" and "do not show again" exist. Called once per page load.
 */
export function rearm(record: AnnouncementRecord | null, now: number): AnnouncementRecord | null {
  if (!record || record.show || record.hidePopup === 1 || record.hideUntil > now) return record;
  return { ...record, show: true, hideUntil: 0 };
}

/** Local midnight after `date`; the Date constructor rolls over months, years and DST changes. */
export function nextLocalMidnight(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1);
}

export function closedRecord(hashes: readonly string[], now: number, choice: ClosingChoice): AnnouncementRecord {
  return {
    show: false,
    hideUntil: choice.dontShowToday ? nextLocalMidnight(new Date(now)).getTime() : 0,
    hashes: [...hashes],
    hidePopup: choice.doNotShowAgain ? 1 : 0,
  };
}

/** SPEC §4 forceRead: the last slide must have been reached before the popup may close. */
export function canClose(forceRead: boolean, lastReached: boolean): boolean {
  return !forceRead || lastReached;
}

/** The stored record, or null when absent or not ours (junk must not break the page). */
export function parseRecord(raw: string | null): AnnouncementRecord | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<AnnouncementRecord> | null;
    if (!value || typeof value !== "object" || !Array.isArray(value.hashes)) return null;
    return {
      show: value.show !== false,
      hideUntil: typeof value.hideUntil === "number" && Number.isFinite(value.hideUntil) ? value.hideUntil : 0,
      hashes: value.hashes.filter((hash): hash is string => typeof hash === "string"),
      hidePopup: value.hidePopup === 1 ? 1 : 0,
    };
  } catch {
    return null;
  }
}

/** A horizontal swipe this long (CSS px) turns a slide; a shorter or mostly vertical one is a tap or a scroll. */
export const SWIPE_MIN_PX = 40;

/**
 * The slide a swipe asks for: +1 (next), -1 (previous) or 0. Swiping towards the reading start shows the
 * next slide, so on a right-to-left page a swipe to the right moves on.
 */
export function swipeStep(dx: number, dy: number, rtl: boolean): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  const towardsStart = rtl ? dx > 0 : dx < 0;
  return towardsStart ? 1 : -1;
}
