import type { LanguageCode } from "./languages.ts";
import { type CustomerServiceEntry, FEEDBACK_CATEGORIES, type FeedbackField, type FeedbackProblems } from "./contract/index.ts";

/**
 * Customer-service and feedback rules (docs/decisions/019), applied alike by the client and the sandbox platform.
 * Apart from the contract, so a page's first paint carries the endpoints but not the rules.
 */

/**
 * How each csType opens (docs/decisions/019): "platform" is the platform's own chat (CBS_launchChat), "script" a
 * vendor widget whose script the decrypted path names, "link" a page the decrypted path names. Types the list does
 * not know are links: SPEC §3 says "and others", and a link is the one thing every provider offers.
 */
export type ProviderKind = "platform" | "script" | "link";
const KINDS: Record<string, ProviderKind> = {
  CBS: "platform",
  LIVECHAT: "script",
  COMM100: "script",
  COMM100VIP: "script",
  AICAN: "link",
  MIDUOKE: "link",
};
export const providerKind = (csType: string): ProviderKind => KINDS[csType.toUpperCase()] ?? "link";

/** A VIP label id as text: platforms send them as numbers or as strings (SPEC §3 shows neither); anything else is none. */
export function labelIdText(id: unknown): string | null {
  if (typeof id === "string" && id.trim()) return id.trim();
  if (typeof id === "number" && Number.isFinite(id)) return String(id);
  return null;
}

/** SPEC §6: the entries a member sees: those without labelIds, and those naming the member's VIP label id. */
export function entriesForLabel<T extends Pick<CustomerServiceEntry, "labelIds">>(entries: readonly T[], labelId: string | null | undefined): T[] {
  return entries.filter((entry) => !Array.isArray(entry.labelIds) || entry.labelIds.length === 0 || (labelId ? entry.labelIds.includes(labelId) : false));
}

/** SPEC §7 CBS_launchChat: the chat speaks one Chinese, so CN and TW both become CN. */
export function chatLanguage(language: LanguageCode): LanguageCode {
  return language === "TW" ? "CN" : language;
}

/** Ours: the form and the platform check the same limits. */
export const FEEDBACK_LIMITS = { message: { min: 10, max: 1000 }, contact: { max: 80 } } as const;
const PHONE = /^\+?\d{6,15}$/;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/;
const HANDLE = /^@[A-Za-z0-9_.]{3,32}$/;

/** The feedback's problems, field by field; an empty object when it may be sent. Values are trimmed first. */
export function checkFeedback(input: Partial<Record<FeedbackField, unknown>>): FeedbackProblems {
  const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
  const problems: FeedbackProblems = {};
  if (input.category === undefined || input.category === "") problems.category = "required";
  else if (!(FEEDBACK_CATEGORIES as readonly unknown[]).includes(input.category)) problems.category = "invalid";
  const message = text(input.message);
  if (!message) problems.message = "required";
  else if (message.length < FEEDBACK_LIMITS.message.min) problems.message = "tooShort";
  else if (message.length > FEEDBACK_LIMITS.message.max) problems.message = "tooLong";
  if (input.contact !== undefined && typeof input.contact !== "string") problems.contact = "invalid";
  const contact = text(input.contact);
  if (contact.length > FEEDBACK_LIMITS.contact.max) problems.contact = "tooLong";
  else if (contact && !PHONE.test(contact.replace(/[\s-]/g, "")) && !EMAIL.test(contact) && !HANDLE.test(contact)) problems.contact = "invalid";
  return problems;
}
