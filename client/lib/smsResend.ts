import { SMS_TOO_FREQUENT, type SmsTooFrequentValue } from "#shared/contract";
import { RequestError } from "./request";

/**
 * When a refused SMS send may be tried again (ms since epoch): the platform texts a number at most once a
 * minute and ten times an hour, and says how long to wait. Null for any other failure.
 */
export function smsResendAt(error: unknown, now = Date.now()): number | null {
  if (!(error instanceof RequestError) || error.errorCode !== SMS_TOO_FREQUENT) return null;
  const wait = (error.value as Partial<SmsTooFrequentValue> | undefined)?.retryAfterMs;
  // A hostile or broken answer must not freeze the button: at most an hour, as the rule itself.
  return typeof wait === "number" && Number.isFinite(wait) && wait > 0 ? now + Math.min(wait, 60 * 60 * 1000) : now + 60 * 1000;
}
