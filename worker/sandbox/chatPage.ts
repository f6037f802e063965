import { type Context, Hono } from "hono";
import { getCookie } from "hono/cookie";
import { TIMING } from "#shared/constants";
import { CHAT_MESSAGE_MAX } from "#shared/contract";
import { readableTextOn } from "#shared/contrast";
import { LANGUAGE_LOCALE, type LanguageCode, normalizeLanguage, textDirection } from "#shared/languages";
import { COOKIES } from "#shared/storageKeys";
import { escapeHtml } from "#shared/escapeHtml";
import { translate } from "#shared/messages";
import { addMessage, type ChatMessage, type ChatTicket, findTicket, readMessages } from "./chatStore";
import type { SandboxEnv } from "./types";

type C = Context<SandboxEnv>;

/** Where CBS_launchChat's chatUrl leads (docs/decisions/019). */
export const CHAT_PAGE_PATH = "/wps/sandbox/chat";
/** A form post is a line or two; anything far larger is refused before it is read. */
const MAX_POST_BYTES = 16 * 1024;

const STYLE = `
*{box-sizing:border-box}
html,body{margin:0;min-block-size:100%;background:#101317;color:#eef1f4;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif}
body{display:flex;flex-direction:column;min-block-size:100dvh}
header{position:sticky;inset-block-start:0;display:flex;align-items:center;gap:8px;min-block-size:56px;padding:env(safe-area-inset-top) 8px 0}
header h1{flex:1;margin:0;font-size:18px;overflow-wrap:anywhere}
header a{display:inline-flex;align-items:center;min-block-size:44px;min-inline-size:44px;padding-inline:10px;color:inherit;font-weight:600}
main{flex:1;padding:16px}
ol{display:flex;flex-direction:column;gap:10px;margin:0;padding:0;list-style:none}
li{max-inline-size:85%;padding:10px 12px;border-radius:14px;background:#1f252c}
li.player{align-self:flex-end;background:#2c3a4a}
li p{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
li small{display:block;margin-block-start:4px;color:#aab3bd;font-size:12px}
.empty,.notice{color:#aab3bd}
form{position:sticky;inset-block-end:0;display:flex;flex-direction:column;gap:8px;padding:12px 16px calc(12px + env(safe-area-inset-bottom));background:#171b21;border-block-start:1px solid #2a3038}
label{color:#aab3bd;font-size:14px}
textarea{min-block-size:64px;padding:10px;border:1px solid #38414c;border-radius:12px;background:#101317;color:inherit;font:inherit;resize:vertical}
button{min-block-size:44px;border:0;border-radius:12px;font:inherit;font-weight:700}
.error{margin:0;color:#ff9a9a}
.visually-hidden{position:absolute;inline-size:1px;block-size:1px;overflow:hidden;clip-path:inset(50%)}
`;

function timeOf(at: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", timeZone: "UTC", timeZoneName: "short" }).format(at);
}

function messageItem(message: ChatMessage, language: LanguageCode, last: boolean): string {
  const who = translate(language, message.sender === "operator" ? "sandbox.chat.operator" : "sandbox.chat.you");
  const at = new Date(message.created_at);
  return `<li class="${message.sender}"${last ? ' id="latest"' : ""}><span class="visually-hidden">${escapeHtml(who)}: </span><p>${escapeHtml(message.body)}</p><small>${escapeHtml(who)} · <time datetime="${at.toISOString()}">${escapeHtml(timeOf(message.created_at, LANGUAGE_LOCALE[language]))}</time></small></li>`;
}

function document(language: LanguageCode, title: string, color: string, header: string, body: string, nonce = ""): string {
  const tint = /^#[0-9a-f]{6}$/i.test(color) ? color : "#3d7eff";
  const own = nonce ? ` nonce="${nonce}"` : "";
  return `<!doctype html><html lang="${LANGUAGE_LOCALE[language]}" dir="${textDirection(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style${own}>${STYLE}header,button{background:${tint};color:${readableTextOn(tint)}}</style></head><body>${header ? `<header>${header}</header>` : ""}${body}</body></html>`;
}

/**
 * The page's own script, as a messenger behaves (issue #35, item 9): Enter sends (Shift+Enter starts a new line), and
 * new messages arrive by themselves: the page asks for itself every few seconds while it is shown and swaps the list in.
 * Without scripts the form still posts and a reload shows what came.
 */
const CHAT_SCRIPT = `(function () {
  var form = document.querySelector("form"), text = document.getElementById("chat-text"), main = document.querySelector("main");
  text.addEventListener("keydown", function (event) {
    if (event.key !== "Enter" || event.shiftKey || event.isComposing) return;
    event.preventDefault();
    if (text.value.trim()) form.requestSubmit();
  });
  function arrive() {
    if (document.hidden) return;
    fetch(location.pathname + location.search, { cache: "no-store", credentials: "same-origin" })
      .then(function (response) { return response.ok ? response.text() : null; })
      .then(function (html) {
        var next = html && new DOMParser().parseFromString(html, "text/html").querySelector("main");
        if (!next || next.innerHTML === main.innerHTML) return;
        var list = main.querySelector("ol"), nextList = next.querySelector("ol");
        // The live region stays the same element, so a screen reader reads what arrived.
        if (list && nextList) list.innerHTML = nextList.innerHTML;
        else main.innerHTML = next.innerHTML;
        var latest = document.getElementById("latest");
        if (latest) latest.scrollIntoView({ block: "end" });
      })
      .catch(function () {});
  }
  setInterval(arrive, ${TIMING.chatArrival});
})();`;

/** The chat page's own policy: its style and script by nonce, its calls to itself. */
function chatPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

function makeNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(18))));
}

function chatDocument(c: C, ticket: ChatTicket, messages: ChatMessage[], problem: { text: string; draft: string } | null, nonce: string): string {
  const language = ticket.language;
  const self = `${CHAT_PAGE_PATH}?ticket=${ticket.ticket}`;
  // Inside the app's frame the frame has its own title and close button: the page shows neither again (one title), and
  // a back link there would load the app inside itself.
  const framed = c.req.header("Sec-Fetch-Dest") === "iframe";
  const refresh = `<noscript><a href="${self}#latest">${escapeHtml(translate(language, "sandbox.chat.refresh"))}</a></noscript>`;
  const header = framed
    ? ""
    : `<a href="${escapeHtml(ticket.back_url)}" target="_top">${escapeHtml(translate(language, "sandbox.chat.back"))}</a><h1>${escapeHtml(ticket.title)}</h1>${refresh}`;
  const heading = framed ? `<h1 class="visually-hidden">${escapeHtml(ticket.title)}</h1>${refresh}` : "";
  const log = messages.length
    ? `<ol aria-live="polite">${messages.map((message, index) => messageItem(message, language, index === messages.length - 1)).join("")}</ol>`
    : `<p class="empty">${escapeHtml(translate(language, "sandbox.chat.empty"))}</p>`;
  const error = problem ? `<p class="error" id="chat-error" role="alert">${escapeHtml(problem.text)}</p>` : "";
  const form = `<form method="post" action="${self}"><label for="chat-text">${escapeHtml(translate(language, "sandbox.chat.label"))}</label><textarea id="chat-text" name="text" rows="2" maxlength="${CHAT_MESSAGE_MAX}" required${problem ? ' aria-invalid="true" aria-describedby="chat-error"' : ""}>${escapeHtml(problem?.draft ?? "")}</textarea>${error}<button type="submit">${escapeHtml(translate(language, "sandbox.chat.send"))}</button></form>`;
  const script = `<script nonce="${nonce}">${CHAT_SCRIPT}</script>`;
  return document(language, ticket.title, ticket.header_color, header, `${heading}<main>${log}</main>${form}${script}`, nonce);
}

function expired(c: C): Response {
  // No ticket, so no language of its own: the site's language cookie, else English.
  const known = normalizeLanguage(getCookie(c, COOKIES.language)) ?? "EN";
  const title = translate(known, "sandbox.chat.expired.title");
  const body = `<main><p class="notice">${escapeHtml(translate(known, "sandbox.chat.expired.text"))}</p></main>`;
  return c.html(document(known, title, "#3d7eff", `<h1>${escapeHtml(title)}</h1>`, body), 403, { "Cache-Control": "no-store" });
}

function page(c: C, html: (nonce: string) => string, status: 200 | 400 = 200): Response {
  const nonce = makeNonce();
  return c.html(html(nonce), status, { "Cache-Control": "no-store", "Content-Security-Policy": chatPolicy(nonce) });
}

/**
 * The platform chat's page (SPEC §4 Chat; docs/decisions/019): the player reads the operators' messages (which marks
 * them read) and writes back. Plain HTML and a form, no script: the page works under the site's strict CSP, in the
 * app's frame or on its own. It takes form posts, so it is mounted ahead of the sandbox's JSON body parsing.
 */
export const chatPageRoutes = new Hono<SandboxEnv>()
  .get(CHAT_PAGE_PATH, async (c) => {
    const ticket = await findTicket(c.env.SANDBOX_DB, c.var.merchantCode, c.req.query("ticket"));
    if (!ticket) return expired(c);
    const messages = await readMessages(c.env.SANDBOX_DB, ticket.member_id);
    return page(c, (nonce) => chatDocument(c, ticket, messages, null, nonce));
  })
  .post(CHAT_PAGE_PATH, async (c) => {
    const origin = c.req.header("Origin");
    if (origin && origin !== new URL(c.req.url).origin) return expired(c);
    if (Number(c.req.header("Content-Length") ?? 0) > MAX_POST_BYTES) return expired(c);
    const ticket = await findTicket(c.env.SANDBOX_DB, c.var.merchantCode, c.req.query("ticket"));
    if (!ticket) return expired(c);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const draft = typeof form.text === "string" ? form.text : "";
    const text = draft.trim();
    const problem = !text
      ? translate(ticket.language, "sandbox.chat.error.empty")
      : text.length > CHAT_MESSAGE_MAX
        ? translate(ticket.language, "sandbox.chat.error.tooLong", { max: String(CHAT_MESSAGE_MAX), count: CHAT_MESSAGE_MAX })
        : null;
    if (problem) {
      const messages = await readMessages(c.env.SANDBOX_DB, ticket.member_id);
      return page(c, (nonce) => chatDocument(c, ticket, messages, { text: problem, draft }, nonce), 400);
    }
    await addMessage(c.env.SANDBOX_DB, ticket.member_id, "player", text);
    // Post, redirect, get: a reload never sends the message twice.
    return c.redirect(`${CHAT_PAGE_PATH}?ticket=${ticket.ticket}#latest`, 303);
  });
