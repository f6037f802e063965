/**
 * `Retry-After` for an answer that lasts until `until` (SPEC §2 maintenance end time): whole seconds,
 * at least 1, so a client never retries in a loop; nothing when the time is unset or already past.
 */
export function retryAfterHeader(until: string | undefined, now: number): Record<string, string> {
  const end = until ? Date.parse(until) : Number.NaN;
  if (!(end > now)) return {};
  return { "Retry-After": String(Math.max(1, Math.ceil((end - now) / 1000))) };
}
