import { TIMING } from "#shared/constants";
import { HEADERS, systemPing } from "#shared/contract";
import { DOMAIN_NAME_PATTERN } from "#shared/handoff";

/**
 * SPEC §7 fastest domain, in the browser: up to 10 random candidates of the domain list (this one left out) are
 * pinged at once; the first to answer wins, within 10 s. Null when none answers.
 */
export function candidateDomains(domainList: readonly { domainName?: unknown }[], currentHost: string, random: () => number = Math.random): string[] {
  const names = new Set<string>();
  for (const entry of domainList) {
    const name = typeof entry?.domainName === "string" ? entry.domainName.trim().toLowerCase() : "";
    if (DOMAIN_NAME_PATTERN.test(name) && name !== currentHost.toLowerCase()) names.add(name);
  }
  const shuffled = [...names];
  for (let i = shuffled.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  return shuffled.slice(0, TIMING.fastestDomainCandidates);
}

/** The origin a domain name stands for, seen from this page: same scheme, and the same port in development. */
export function originOf(domainName: string, here: Pick<Location, "protocol" | "port">): string {
  return `${here.protocol}//${domainName}${here.port ? `:${here.port}` : ""}`;
}

export async function fastestDomain(
  candidates: readonly string[],
  merchantCode: string,
  here: Pick<Location, "protocol" | "port">,
  fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis),
  now = Date.now(),
): Promise<string | null> {
  if (candidates.length === 0) return null;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMING.fastestDomainTimeout);
  try {
    return await Promise.any(
      candidates.map(async (name) => {
        const response = await fetchImpl(`${originOf(name, here)}${systemPing.path}?speed=${now}`, {
          headers: { [HEADERS.merchant]: merchantCode },
          signal: controller.signal,
          cache: "no-store",
          credentials: "omit",
        });
        if (!response.ok) throw new Error(`ping ${response.status}`);
        return name;
      }),
    );
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    // The winner is known: the others' pings are not needed any more.
    controller.abort();
  }
}
