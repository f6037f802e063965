import { atom } from "jotai";
import { CHAT_FLAG, type MemberInfo, type SiteSettings } from "#shared/contract";
import { entriesForLabel, labelIdText, providerKind } from "#shared/supportRules";
import type { SessionInfo } from "../../lib/session";
import { siteSettingsAtom } from "../startup/atoms";
import { memberInfoAtom, sessionAtom } from "../session";

/** SPEC §3 Member info type 4: no chat permission. */
export const NO_CHAT_TYPE = 4;

/**
 * Who may use the platform's chat (SPEC §4 Chat, §6): a guest is sent to log in, type 4 is refused, the others may.
 * "unknown" is a session whose type has not arrived yet: the chat may be asked for, and the platform decides.
 */
export type ChatAccess = "guest" | "unknown" | "refused" | "allowed";

export function chatAccess(session: SessionInfo | null, member: MemberInfo | null): ChatAccess {
  if (!session?.token) return "guest";
  const type = member?.type ?? session.type;
  if (typeof type !== "number") return "unknown";
  if (type === -1) return "guest";
  return type === NO_CHAT_TYPE ? "refused" : "allowed";
}

export const chatAccessAtom = atom((get) => chatAccess(get(sessionAtom), get(memberInfoAtom)));

/** SPEC §6: the member's VIP label id, which picks the customer-service entries they see; null for guests. */
export const supportLabelAtom = atom((get) => labelIdText(get(memberInfoAtom)?.clubLabel?.labelId));

/** CBS3 on, and a CBS entry among the player's entries: the platform's chat exists for them. */
export function hasPlatformChat(settings: SiteSettings | null, labelId: string | null): boolean {
  if (!settings?.whitelabel?.[CHAT_FLAG] || !Array.isArray(settings.customerService)) return false;
  return entriesForLabel(settings.customerService, labelId).some((entry) => typeof entry?.csType === "string" && providerKind(entry.csType) === "platform");
}

/**
 * Whether the footer asks for the unread count (SPEC §6: type 4 has "no chat and no unread count"): a signed-in
 * player of known type other than 4, with the platform's chat.
 */
export const unreadWantedAtom = atom((get) => get(chatAccessAtom) === "allowed" && hasPlatformChat(get(siteSettingsAtom), get(supportLabelAtom)));
