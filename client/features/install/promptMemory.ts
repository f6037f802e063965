import { LOCAL_STORAGE, SESSION_STORAGE } from "#shared/storageKeys";
import { localStore, sessionStore } from "../../lib/storage";
import { type PromptMemory, parseMemory } from "./triggers";

/** SPEC §4: the session flags and shown triggers live in sessionStorage; "first time only" and the close counter outlive the tab. */
export function readMemory(): PromptMemory {
  return parseMemory(sessionStore.get(SESSION_STORAGE.addToHome), localStore.get(LOCAL_STORAGE.addToHomeBindCardShown));
}

export function writeMemory(memory: PromptMemory): void {
  const { closed, forced, shown } = memory;
  sessionStore.set(SESSION_STORAGE.addToHome, JSON.stringify({ closed, forced, shown }));
  if (memory.bindCardShown) localStore.set(LOCAL_STORAGE.addToHomeBindCardShown, "1");
}

/** SPEC §4 "closing … increments a close counter"; a damaged count starts again from zero. */
export function countClose(): number {
  const stored = Number(localStore.get(LOCAL_STORAGE.addToHomeCloses));
  const next = (Number.isSafeInteger(stored) && stored > 0 ? stored : 0) + 1;
  localStore.set(LOCAL_STORAGE.addToHomeCloses, String(next));
  return next;
}
