import { EDGE, TIMING } from "#shared/constants";
import { systemPing } from "#shared/contract";
import { timeoutSignal } from "./timeout";

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
 * SPEC §7 fastest domain: ping up to 10 random candidates, the first success
 * wins (10 s timeout). Remembered per isolate; a single origin needs no race.
 */
export async function pickOrigin(origins: string[], merchantCode: string, now = Date.now()): Promise<string> {
  if (origins.length === 1) return origins[0]!;
  const key = origins.join(" ");
  const cached = chosen.get(key);
  if (cached && cached.expires > now) return cached.origin;
  const candidates = [...origins].sort(() => Math.random() - 0.5).slice(0, TIMING.fastestDomainCandidates);
  const { signal, clear } = timeoutSignal(TIMING.fastestDomainTimeout);
  try {
    const origin = await Promise.any(
      candidates.map(async (candidate) => {
        const response = await fetch(`${candidate}${systemPing.path}?speed=${now}`, { headers: { Merchant: merchantCode }, signal });
        if (!response.ok) throw new Error(`ping ${response.status}`);
        return candidate;
      }),
    );
    chosen.set(key, { origin, expires: now + EDGE.upstreamChoiceTtl });
    return origin;
  } catch {
    // No candidate answered: try the first one anyway so the caller reports a real upstream error.
    return candidates[0]!;
  } finally {
    clear();
  }
}
