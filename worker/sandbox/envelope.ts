import type { Context } from "hono";
import { type Envelope, HEADERS } from "#shared/contract";
import { errorMessage, translate, messageLanguage } from "#shared/messages";

export function ok<T>(c: Context, value: T): Response {
  const body: Envelope<T> = { success: true, value };
  return c.json(body);
}

/**
 * Codes only the sandbox's own test helpers answer with (README: Sandbox platform). Their texts
 * are `sandbox.error.<code>`, which pages never carry; every other code is a platform code whose
 * text is `errors.code.<code>`, the key the client shows for it too (docs/decisions/008).
 */
const SANDBOX_ONLY_CODES = new Set([
  "captcha_version_invalid",
  "captcha_not_found",
  "sms_not_found",
  "username_required",
  "flags_invalid",
  "unknown_scenario",
  "sandbox_refused",
]);

/** The text of an error code in the request's `Language` header (SPEC §7); unknown or missing gives English. */
export function messageFor(c: Context, errorCode: string, values: Record<string, string> = {}): string {
  const language = c.req.header(HEADERS.language);
  if (SANDBOX_ONLY_CODES.has(errorCode)) return translate(messageLanguage(language), `sandbox.error.${errorCode}`, values);
  return errorMessage(language, errorCode, { values });
}

/**
 * A platform-level failure: HTTP 200 (or `status`) with success false and the §3 error body fields,
 * its message in the player's language. `value` goes along when the code carries data (login_verify_required).
 */
export function fail(
  c: Context,
  errorCode: string,
  status: 200 | 400 | 401 | 403 | 404 | 429 | 500 = 200,
  extra: { value?: unknown; values?: Record<string, string> } = {},
): Response {
  const body: Envelope<unknown> = { success: false, message: messageFor(c, errorCode, extra.values), errorCode };
  if (extra.value !== undefined) body.value = extra.value;
  return c.json(body, status);
}
