import { TIMING } from "./constants";
import { systemPing } from "./contract";

/**
 * SPEC §7 fastest domain, one set of rules for the edge (worker/upstream/pickOrigin.ts) and the browser
 * (client/features/domainFailure/fastestDomain.ts): up to 10 random candidates, pinged at once; the first to
 * answer wins, within 10 s; null when none answers.
 */

/** Up to TIMING.fastestDomainCandidates of `items`, in a random order (Fisher–Yates). */
export function raceCandidates<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const shuffled = [...items];
  for (let i = shuffled.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  return shuffled.slice(0, TIMING.fastestDomainCandidates);
}

/** The ping's address on an origin: the timestamp keeps any cache out of the race. */
export function pingAddress(origin: string, now: number): string {
  return `${origin}${systemPing.path}?speed=${now}`;
}

/**
 * Pings every candidate at once through `ping` (which throws or answers not-ok for a miss); the first ok answer's
 * candidate wins. The losers' pings are aborted once there is a winner, and all of them at the time-out.
 */
export async function firstToAnswer<T>(
  candidates: readonly T[],
  ping: (candidate: T, signal: AbortSignal) => Promise<Response>,
  timeoutMs: number = TIMING.fastestDomainTimeout,
): Promise<T | null> {
  if (candidates.length === 0) return null;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await Promise.any(
      candidates.map(async (candidate) => {
        const response = await ping(candidate, controller.signal);
        if (!response.ok) throw new Error(`ping ${response.status}`);
        return candidate;
      }),
    );
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}
