import { atom } from "jotai";
import type { Banner, PopupAnnouncement, PopupAnnouncementList } from "#shared/contract";
import { LOCAL_STORAGE, SESSION_STORAGE } from "#shared/storageKeys";
import { localStore, sessionStore } from "../../lib/storage";
import { type AnnouncementRecord, parseRecord } from "./announcementRules";
import { imageFileName, parseSeen, WELCOME_OFF, withSeen } from "./welcomeRules";

/**
 * Where the welcome popups stand. The announcement waits while they are "deciding" or "open", so they come
 * first (SPEC §2); "waiting" (off the home paths, a retry is due) and "done" let it show.
 */
export type WelcomeStage = "deciding" | "waiting" | "open" | "done";
export const welcomeStageAtom = atom<WelcomeStage>("deciding");
/** The welcome popups still to show, the one on screen first. */
export const welcomeQueueAtom = atom<Banner[]>([]);

/** Whose record a popup answers to: a guest's B list, or a member's A (and F) list. */
export type Viewer = "guest" | "member";

export interface ShownAnnouncement {
  list: Pick<PopupAnnouncementList, "style" | "forceRead" | "dontShowToday" | "doNotShowAgain">;
  items: PopupAnnouncement[];
  hashes: string[];
  viewer: Viewer;
}
/** The announcement popup on screen (closing included): while set, no other popup opens. */
export const announcementAtom = atom<ShownAnnouncement | null>(null);

const RECORD_KEYS: Record<Viewer, string> = { member: LOCAL_STORAGE.announcementPopup, guest: LOCAL_STORAGE.announcementPopupGuest };
export const VIEWERS = Object.keys(RECORD_KEYS) as Viewer[];

export function readRecord(viewer: Viewer): AnnouncementRecord | null {
  return parseRecord(localStore.get(RECORD_KEYS[viewer]));
}

export function writeRecord(viewer: Viewer, record: AnnouncementRecord): void {
  localStore.set(RECORD_KEYS[viewer], JSON.stringify(record));
}

export function readSeen(): string[] {
  return parseSeen(localStore.get(LOCAL_STORAGE.welcomePopupSeen));
}

export function markSeen(imageUrl: string): void {
  localStore.set(LOCAL_STORAGE.welcomePopupSeen, JSON.stringify(withSeen(readSeen(), imageFileName(imageUrl))));
}

export function welcomeSessionFlag(): string | null {
  return sessionStore.get(SESSION_STORAGE.welcomePopup);
}

/** Once the welcome popups were seen, this tab does not look for them again. */
export function switchWelcomeOffForSession(): void {
  sessionStore.set(SESSION_STORAGE.welcomePopup, WELCOME_OFF);
}
