import { atom, type createStore } from "jotai";
import { downloadSetting } from "#shared/contract";
import { appIdentity, canInstall, downloadLinkFor, isHomeScreenMode, openPromptAtom } from "../../core/install";
import { gamePlayingAtom } from "../../core/install/gamePlaying";
import { memberInfoAtom, memberTypeAtom } from "../../core/session";
import { transactionCountsAtom } from "../../core/wallet";
import { currentPlatform, isNativeApp } from "../../lib/platform";
import { call } from "../../lib/request";
import { languageAtom, merchantAtom, siteSettingsAtom } from "../../core/startup/atoms";
import { type PromptRules, readRules } from "./downloadConfig";
import { afterClosed, afterShown, decide, type Prompt, promptsAllowed, signInDelay, VALID_MEMBER_TYPES } from "./triggers";
import { countClose, readMemory, writeMemory } from "./promptMemory";

type Store = ReturnType<typeof createStore>;

/**
 * SPEC §4 add-to-home prompt, the moving parts: the configuration's load, the page visit, the timed triggers,
 * and showing and closing. The component only wires these to React (docs/decisions/022).
 */

export type RulesState = { status: "idle" | "loading" | "error"; rules: null } | { status: "ready"; rules: PromptRules };
export const rulesAtom = atom<RulesState>({ status: "idle", rules: null });

/** The prompt on screen, or null. */
export const promptAtom = atom<Prompt | null>(null);

/** The timed triggers whose wait is over: a sign-in's, and the game's (by its code). */
export const dueAtom = atom<{ signIn: boolean; game: string | null }>({ signIn: false, game: null });

/** The page the player is on, and whether its own trigger (deposit, withdrawal, bank card) was decided for this visit. */
const visitAtom = atom<{ path: string; decided: boolean }>({ path: "", decided: false });

/** What the browser says once, when the prompt's code arrives: where it runs and what it could offer. */
export interface Environment {
  /** Native app, home-screen mode, or nothing left to offer (installed, and no app for this platform). */
  installed: boolean;
  canAdd: boolean;
  canDownload: boolean;
  page: { hostname: string; host: string };
}

export function currentEnvironment(store: Store): Environment {
  const platform = currentPlatform();
  const canAdd = canInstall(platform);
  const canDownload = downloadLinkFor(store.get(siteSettingsAtom)?.resources, platform) !== null;
  return {
    installed: isNativeApp(platform) || isHomeScreenMode(platform) || (!canAdd && !canDownload),
    canAdd,
    canDownload,
    page: { hostname: globalThis.location?.hostname ?? "", host: globalThis.location?.host ?? "" },
  };
}

/**
 * SPEC §7 WPSCORE_getDownloadSetting for this host, once a page load (the request layer keeps it for the
 * session). A failure shows nothing, as the prompt is optional; the next page asks again.
 */
export async function loadRules(store: Store, hostname: string): Promise<void> {
  const { status } = store.get(rulesAtom);
  if (status === "loading" || status === "ready") return;
  store.set(rulesAtom, { status: "loading", rules: null });
  try {
    const config = await call(downloadSetting, { query: { domain: hostname }, alert: false });
    store.set(rulesAtom, { status: "ready", rules: readRules(config) });
  } catch {
    store.set(rulesAtom, { status: "error", rules: null });
  }
}

export function beginVisit(store: Store, path: string): void {
  if (store.get(visitAtom).path !== path) store.set(visitAtom, { path, decided: false });
}

/** SPEC §4 login required: a sign-in happened; its prompt is due 2 s later (1.9 s after a registration). */
export function signedIn(store: Store, registration: boolean): () => void {
  store.set(dueAtom, (due) => ({ ...due, signIn: false }));
  const timer = setTimeout(() => store.set(dueAtom, (due) => ({ ...due, signIn: true })), signInDelay(registration));
  return () => clearTimeout(timer);
}

/** SPEC §4: a game started; its prompt is due after the configured seconds, unless the game ends first (the returned cancel). */
export function gameStarted(store: Store, code: string, waitMs: number): () => void {
  const timer = setTimeout(() => store.set(dueAtom, (due) => ({ ...due, game: code })), waitMs);
  return () => clearTimeout(timer);
}

function hide(store: Store): void {
  store.set(promptAtom, null);
  if (store.get(openPromptAtom) === "addToHome") store.set(openPromptAtom, null);
}

/** Shows the prompt if one is due and nothing else is open (SPEC §4 "an open prompt blocks another"). */
export function evaluate(store: Store, environment: Environment): void {
  const memberType = store.get(memberTypeAtom);
  if (store.get(promptAtom)) {
    // Signed out while it was open: the prompt was for a player.
    if (!VALID_MEMBER_TYPES.has(memberType)) hide(store);
    return;
  }
  const { rules } = store.get(rulesAtom);
  if (!rules || store.get(openPromptAtom) !== null) return;
  if (!promptsAllowed(rules, { memberType, installed: environment.installed, page: environment.page })) return;
  const visit = store.get(visitAtom);
  const due = store.get(dueAtom);
  const memory = readMemory();
  const decision = decide(
    rules,
    {
      path: visit.path,
      now: Date.now(),
      regDate: store.get(memberInfoAtom)?.regDate ?? null,
      counts: store.get(transactionCountsAtom).value,
      playing: store.get(gamePlayingAtom),
      signInDue: due.signIn,
      gameDue: due.game,
      pageDecided: visit.decided,
    },
    memory,
  );
  if (decision.pageDecided && !visit.decided) store.set(visitAtom, { ...visit, decided: true });
  if (decision.signInDone || decision.gameDone) {
    store.set(dueAtom, { signIn: due.signIn && !decision.signInDone, game: decision.gameDone ? null : due.game });
  }
  if (!decision.prompt) return;
  writeMemory(afterShown(memory, decision.prompt));
  store.set(openPromptAtom, "addToHome");
  store.set(promptAtom, decision.prompt);
}

/** SPEC §4: closing sets the session flag and counts the close. */
export function closePrompt(store: Store): void {
  writeMemory(afterClosed(readMemory()));
  countClose();
  hide(store);
}

/** The player chose to add or download: the prompt has done its work, and nothing is counted against it. */
export function promptActed(store: Store): void {
  hide(store);
}

/** The app's name and picture for the prompt (SPEC §3 mobileTemplate and resources, through the install machinery). */
export function promptIdentity(store: Store) {
  return appIdentity(store.get(siteSettingsAtom), store.get(merchantAtom), store.get(languageAtom));
}
