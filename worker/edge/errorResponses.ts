import type { ErrorBody } from "../../shared/contract";

/** SPEC §3 error body; never a stack trace. */
export function errorBodyResponse(status: number, message: string, errorCode: string, headers: HeadersInit = {}): Response {
  const body: ErrorBody = { message, errorCode };
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A plain page for requests refused before a merchant (and so a language or a
 * brand) is known: malformed Host, oversized URL.
 */
export function plainErrorPage(status: number, title: string, message: string): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;margin:0;padding:48px 20px;background:#0f1115;color:#f2f3f5;text-align:center}h1{font-size:22px}p{color:#b8bcc4;line-height:1.5}</style></head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></body></html>`;
  return new Response(html, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex" },
  });
}

export function wantsJson(path: string): boolean {
  return path.startsWith("/wps/");
}
