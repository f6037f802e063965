import type { Context } from "hono";
import type { ErrorBody } from "../../shared/contract";
import { errorMessage } from "../i18n/locales";
import { fallbackIcon } from "../render/systemIcon";
import { escapeHtml } from "./escapeHtml";

/**
 * The body's message: a text as given (an operator's maintenance message, say), or the error code's
 * own text (`errors.code.<errorCode>`) in the player's language: the request's `Language` header, or
 * the page's language, as a platform code. Unknown or missing gives English (docs/decisions/008).
 */
export type ErrorText = string | { language: string | null | undefined };

/** The player's language for an error body: the call's `Language` header (SPEC §7), else the page's once it is known. */
export function playerLanguage(c: Context): ErrorText {
  return { language: c.req.header("Language") ?? (c.get("language") as string | undefined) };
}

/** SPEC §3 error body; never a stack trace. */
export function errorBodyResponse(status: number, text: ErrorText, errorCode: string, headers: HeadersInit = {}): Response {
  const message = typeof text === "string" ? text : errorMessage(text.language, errorCode);
  const body: ErrorBody = { message, errorCode };
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

/**
 * A plain page for requests refused before a merchant (and so a language or a
 * brand) is known: malformed Host, oversized URL.
 */
export function plainErrorPage(status: number, title: string, message: string): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="${fallbackIcon()}"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;margin:0;padding:48px 20px;background:#0f1115;color:#f2f3f5;text-align:center}h1{font-size:22px}p{color:#b8bcc4;line-height:1.5}</style></head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></body></html>`;
  return new Response(html, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex" },
  });
}

export function wantsJson(path: string): boolean {
  return path.startsWith("/wps/");
}
