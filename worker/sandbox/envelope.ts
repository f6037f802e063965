import type { Context } from "hono";
import type { Envelope } from "../../shared/contract";

export function ok<T>(c: Context, value: T): Response {
  const body: Envelope<T> = { success: true, value };
  return c.json(body);
}

/** A platform-level failure: HTTP 200 with success false and the §3 error body fields. */
export function fail(c: Context, message: string, errorCode: string, status: 200 | 400 | 401 | 403 | 404 | 429 | 500 = 200): Response {
  const body: Envelope<never> = { success: false, message, errorCode };
  return c.json(body, status);
}
