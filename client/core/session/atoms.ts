import { atom } from "jotai";
import type { MemberInfo, PlayerRankProgress } from "#shared/contract";
import type { HandoffOffer } from "#shared/handoff";
import type { SessionInfo } from "../../lib/session";

/** SPEC §3 Session info; mirrors MC_SESSION_INFO once the page runs in the browser. */
export const sessionAtom = atom<SessionInfo | null>(null);
export const tokenAtom = atom((get) => get(sessionAtom)?.token ?? null);
/**
 * The account a cross-domain hand-off offers (docs/decisions/053), until the player accepts or declines it. Never a
 * session by itself: the landing asks first.
 */
export const handoffOfferAtom = atom<HandoffOffer | null>(null);
/** A lost session's 'please log in' was said: answers to calls still under way, or started late, say it no more. */
export const sessionLossSaidAtom = atom(false);

/** SPEC §3 Member info, loaded when a token appears (§4 Token change). */
export const memberInfoAtom = atom<MemberInfo | null>(null);
export const rankProgressAtom = atom<PlayerRankProgress | null>(null);
/** The last member-info load failed: screens that wait for it show Retry instead of a skeleton that never ends. */
export const memberLoadFailedAtom = atom(false);
/** The last rank-progress load failed: the VIP progress shows Retry instead of a bar that never fills. */
export const rankProgressFailedAtom = atom(false);

/** The player's name: the session's, or, where the session came by the address (a token and no name), member info's once in. */
export const playerNameAtom = atom((get) => get(sessionAtom)?.userName || get(memberInfoAtom)?.userName || "");

/** -1 when not logged in (SPEC §3). */
export const memberTypeAtom = atom((get) => get(memberInfoAtom)?.type ?? get(sessionAtom)?.type ?? -1);
export const vipLabelAtom = atom((get) => get(memberInfoAtom)?.clubLabel?.labelName ?? null);
/** clubLabel.type AUTO means VIP benefits are shown. */
export const vipBenefitAtom = atom((get) => get(memberInfoAtom)?.clubLabel?.type === "AUTO");
export const rankLevelAtom = atom((get) => get(memberInfoAtom)?.clubLabel?.rankLevel ?? null);

/** SPEC §3 VIP progress: completed over expected conditions, or 1 when there is no labelId. */
export function vipProgress(progress: PlayerRankProgress | null): number | null {
  if (!progress) return null;
  if (!progress.playerRankProgress.labelId) return 1;
  const { completedConditions, totalExpectedConditions } = progress.currentProgress;
  if (totalExpectedConditions <= 0) return 0;
  return Math.min(1, Math.max(0, completedConditions / totalExpectedConditions));
}

export const vipProgressAtom = atom((get) => vipProgress(get(rankProgressAtom)));
