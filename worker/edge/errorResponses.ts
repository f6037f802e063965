import type { Context } from "hono";
import type { ErrorBody } from "#shared/contract";
import { errorMessage } from "#shared/messages";

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

/** A platform call is answered with an error body, a page with a page. */
export function wantsJson(path: string): boolean {
  return path.startsWith("/wps/");
}
