import type { LanguageCode } from "../languages.ts";
import { endpoint, type AnyEndpoint, type None } from "./endpoint.ts";

/**
 * Customer service, the platform's chat and feedback (SPEC §3 Customer service entry, Unread chat count; §4 Chat;
 * §7 CBS_launchChat, CBS_unreadCount, WPSCORE_getCustomerServiceScript). The feedback call and the script's answer
 * are ours (docs/decisions/019).
 */

/** SPEC §6: CBS3 switches the platform's own chat (csType CBS) on. */
export const CHAT_FLAG = "CBS3";

/** SPEC §7 CBS_launchChat's query. `b2c` is "1": a player (not an agent's back office) is asking. */
export interface ChatLaunchQuery {
  b2c: "1";
  title: string;
  /** Where the chat's own back button returns the player: a path of the page's origin. */
  backUrl: string;
  language: LanguageCode;
  /** #rrggbb: the merchant's primary colour, so the chat looks like the site. */
  headerColor: string;
}

/** The signed identity a vendor widget is given (PITFALLS: identity hashes are signed on the server). */
export interface SupportIdentity {
  id: string;
  name: string;
  /** HMAC-SHA-256 of `id`, hex, with the merchant's secret at the vendor; the browser never holds the secret. */
  signature: string;
}

/** WPSCORE_getCustomerServiceScript's answer (SPEC: "none"; ours): the widgets' settings and, for a member, their identity. */
export interface CustomerServiceScript {
  /**
   * What the widgets say, in the request's language: their first greeting, their close button's name, and the label
   * and button of the line the player writes in (absent from an older answer: the widget's own words).
   */
  texts: { greeting: string; close: string; label?: string; send?: string; you?: string };
  /** #rrggbb the widgets are tinted with. */
  color: string;
  identity: SupportIdentity | null;
}

/** Ours: the longest chat message the platform's chat page and the operators' command take. */
export const CHAT_MESSAGE_MAX = 1000;

/** Ours: the categories a player files feedback under. */
export const FEEDBACK_CATEGORIES = ["suggestion", "problem", "payment", "games", "other"] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
export interface FeedbackRequest {
  category: FeedbackCategory;
  message: string;
  /** Optional: a mobile number, an e-mail address or a messenger handle (@name). */
  contact?: string;
}
export interface FeedbackReceipt {
  id: number;
  category: FeedbackCategory;
  createdAt: number;
}

export type FeedbackField = keyof FeedbackRequest;
export type FeedbackProblem = "required" | "invalid" | "tooShort" | "tooLong";
export type FeedbackProblems = Partial<Record<FeedbackField, FeedbackProblem>>;

const relay = <Query, Response>(path: string) => endpoint<Query, None, Response>({ method: "GET", path, auth: true, encrypted: false, cache: "none" });

export const chatLaunch = relay<ChatLaunchQuery, { chatUrl: string }>("/wps/relay/CBS_launchChat");
export const chatUnreadCount = relay<None, { unReadCount: number }>("/wps/relay/CBS_unreadCount");
/** Sends the token when there is one: a guest gets the settings without an identity. */
export const customerServiceScript = relay<None, CustomerServiceScript>("/wps/relay/WPSCORE_getCustomerServiceScript");
export const feedbackSubmit = endpoint<None, FeedbackRequest, FeedbackReceipt>({
  method: "POST",
  path: "/wps/member/feedback",
  auth: true,
  encrypted: false,
  moduleId: "FEEDBACK3",
  cache: "none",
});

export const SUPPORT_ENDPOINTS = [chatLaunch, chatUnreadCount, customerServiceScript, feedbackSubmit] as AnyEndpoint[];
