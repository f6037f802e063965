import { escapeHtml } from "#shared/escapeHtml";
import { fallbackIcon } from "./systemIcon";

/**
 * A plain page for requests refused before a merchant (and so a language or a
 * brand) is known: malformed Host, oversized URL; and for the worker's last word (404, 500).
 */
export function plainErrorPage(status: number, title: string, message: string): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="${fallbackIcon()}"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;margin:0;padding:48px 20px;background:#0f1115;color:#f2f3f5;text-align:center}h1{font-size:22px}p{color:#b8bcc4;line-height:1.5}</style></head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></body></html>`;
  return new Response(html, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex" },
  });
}

/** What a page of the app answers to: it is only ever read. */
export const PAGE_METHODS = ["GET", "HEAD"] as const;

/**
 * A page is only read: a form or a probe that posts to one is told so (405, with the methods a page allows), not that
 * the address does not exist.
 */
export function methodNotAllowed(): Response {
  const response = plainErrorPage(405, "Not allowed", "This address is a page: it can only be opened.");
  response.headers.set("Allow", PAGE_METHODS.join(", "));
  return response;
}
