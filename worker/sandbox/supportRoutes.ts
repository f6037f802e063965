import { type Context, Hono } from "hono";
import { CHAT_FLAG, chatLaunch, chatUnreadCount, CUSTOMER_NOT_LOGIN, type CustomerServiceScript, customerServiceScript, HEADERS } from "#shared/contract";
import { isLanguageCode, normalizeLanguage } from "#shared/languages";
import { messageLanguage, translate } from "#shared/messages";
import { createTicket, unreadCount } from "./chatStore";
import { fail, ok } from "./envelope";
import { feedbackRoutes } from "./feedbackRoutes";
import { loadSandboxMerchant } from "./merchantSettings";
import { currentMember, type MemberRow } from "./members";
import { COMM100_STAND_IN, LIVECHAT_STAND_IN } from "./supportScripts";
import type { SandboxEnv } from "./types";

type C = Context<SandboxEnv>;

/** SPEC §3 Member info: type 4 has no chat permission. */
export const NO_CHAT_TYPE = 4;
const TITLE_MAX = 60;
const BACK_URL_MAX = 512;
/** The widgets' tint per demo merchant (their primary colours); others get a neutral blue. */
const WIDGET_COLORS: Record<string, string> = { DEMO: "#ffc928", BRANDB: "#ff4d6d", BRANDC: "#ff9a5c" };

async function chatOn(c: C): Promise<boolean> {
  const merchant = await loadSandboxMerchant(c.env.SANDBOX_DB, c.var.merchantCode);
  return Boolean(merchant?.settings.whitelabel?.[CHAT_FLAG]);
}

/** A chat call's member: signed in, allowed to chat (SPEC §4, §6), on a merchant with the chat switched on. */
async function chatMember(c: C): Promise<MemberRow | Response> {
  const member = await currentMember(c);
  if (!member) return fail(c, CUSTOMER_NOT_LOGIN);
  if (member.type === NO_CHAT_TYPE) return fail(c, "chat_no_permission");
  if (!(await chatOn(c))) return fail(c, "chat_unavailable");
  return member;
}

/**
 * backUrl must lead back to this merchant: a path of the page's origin, or an address on one of its domains.
 * Anything else would make the chat page's back button an open redirect.
 */
async function ownBackUrl(c: C, value: string): Promise<string | null> {
  if (!value || value.length > BACK_URL_MAX || /[\s\\]/.test(value)) return null;
  if (/^\/(?!\/)/.test(value)) return value;
  try {
    const url = new URL(value);
    const merchant = await loadSandboxMerchant(c.env.SANDBOX_DB, c.var.merchantCode);
    const own = url.hostname === new URL(c.req.url).hostname || Boolean(merchant?.domains.includes(url.hostname));
    return (url.protocol === "https:" || url.protocol === "http:") && own ? url.href : null;
  } catch {
    return null;
  }
}

/** SPEC §7 CBS_launchChat's query, checked; null when any part is missing or malformed. */
async function launchFields(c: C) {
  const query = c.req.query();
  const title = (query.title ?? "").trim();
  const language = normalizeLanguage(query.language);
  const backUrl = await ownBackUrl(c, query.backUrl ?? "");
  const headerColor = query.headerColor ?? "";
  const valid =
    (query.b2c === "1" || query.b2c === "true") &&
    title.length > 0 &&
    title.length <= TITLE_MAX &&
    !/[\p{Cc}]/u.test(title) &&
    language !== undefined &&
    isLanguageCode(language) &&
    backUrl !== null &&
    /^#[0-9a-fA-F]{6}$/.test(headerColor);
  // SPEC §7: the chat speaks one Chinese; a TW that reaches the platform is read as CN.
  return valid ? { title, backUrl, language: language === "TW" ? "CN" : language, headerColor: headerColor.toLowerCase() } : null;
}

async function signature(merchantCode: string, id: string): Promise<string> {
  // The vendor's secret would live with the platform; the sandbox's is fixed per merchant (docs/decisions/019).
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(`sandbox-support:${merchantCode}`), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(id)));
  return [...mac].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

const script = (c: C, source: string) => c.body(source, 200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "public, max-age=300" });

/** The calls behind customer service and the chat (SPEC §7), the vendors' stand-in scripts, and feedback. */
export const supportRoutes = new Hono<SandboxEnv>()
  .get(chatLaunch.path, async (c) => {
    const member = await chatMember(c);
    if (member instanceof Response) return member;
    const fields = await launchFields(c);
    if (!fields) return fail(c, "chat_launch_invalid", 400);
    const ticket = await createTicket(c.env.SANDBOX_DB, {
      member_id: member.id,
      merchant_code: c.var.merchantCode,
      title: fields.title,
      back_url: fields.backUrl,
      language: fields.language,
      header_color: fields.headerColor,
    });
    c.header("Cache-Control", "no-store");
    return ok(c, { chatUrl: new URL(`/wps/sandbox/chat?ticket=${ticket}`, c.req.url).href });
  })
  .get(chatUnreadCount.path, async (c) => {
    const member = await chatMember(c);
    if (member instanceof Response) return member;
    c.header("Cache-Control", "no-store");
    return ok(c, { unReadCount: await unreadCount(c.env.SANDBOX_DB, member.id) });
  })
  .get(customerServiceScript.path, async (c) => {
    const member = await currentMember(c);
    const language = messageLanguage(c.req.header(HEADERS.language));
    const merchant = c.var.merchantCode;
    const id = member ? String(member.id) : null;
    const answer: CustomerServiceScript = {
      texts: {
        greeting: translate(language, "sandbox.support.greeting"),
        close: translate(language, "sandbox.support.close"),
        label: translate(language, "sandbox.chat.label"),
        send: translate(language, "sandbox.chat.send"),
        you: translate(language, "sandbox.chat.you"),
      },
      color: WIDGET_COLORS[merchant] ?? "#3d7eff",
      identity: member && id ? { id, name: member.username, signature: await signature(merchant, id) } : null,
    };
    c.header("Cache-Control", "private, no-store");
    return ok(c, answer);
  })
  .get("/wps/sandbox/support/livechat.js", (c) => script(c, LIVECHAT_STAND_IN))
  .get("/wps/sandbox/support/comm100.js", (c) => script(c, COMM100_STAND_IN))
  .route("/", feedbackRoutes);
