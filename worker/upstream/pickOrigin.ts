import { EDGE } from "#shared/constants";
import { HEADERS } from "#shared/contract";
import { firstToAnswer, pingAddress, raceCandidates } from "#shared/fastestDomain";

const chosen = new Map<string, { origin: string; expires: number }>();

export function forgetOriginChoice(): void {
  chosen.clear();
}

/** The remembered winner stopped answering: the next call races again (issue #13: fail over). */
export function forgetOrigin(origins: string[], failed: string): void {
  const key = origins.join(" ");
  if (chosen.get(key)?.origin === failed) chosen.delete(key);
}

/**
 * SPEC §7 fastest domain at the edge (the rules in shared/fastestDomain.ts), remembered per isolate; a single origin
 * needs no race.
 */
export async function pickOrigin(origins: string[], merchantCode: string, now = Date.now()): Promise<string> {
  if (origins.length === 1) return origins[0]!;
  const key = origins.join(" ");
  const cached = chosen.get(key);
  if (cached && cached.expires > now) return cached.origin;
  const candidates = raceCandidates(origins);
  const origin = await firstToAnswer(candidates, (candidate, signal) =>
    fetch(pingAddress(candidate, now), { headers: { [HEADERS.merchant]: merchantCode }, signal }),
  );
  // No candidate answered: try the first one anyway so the caller reports a real upstream error.
  if (origin === null) return candidates[0]!;
  chosen.set(key, { origin, expires: now + EDGE.upstreamChoiceTtl });
  return origin;
}
