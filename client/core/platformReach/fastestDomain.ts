import { HEADERS } from "#shared/contract";
import { firstToAnswer, pingAddress, raceCandidates } from "#shared/fastestDomain";
import { DOMAIN_NAME_PATTERN } from "#shared/hostName";

/**
 * SPEC §7 fastest domain, in the browser, by the rules the edge races by (shared/fastestDomain.ts): up to 10 random
 * names of the domain list, `leaveOut` (the host that failed) left out.
 */
export function candidateDomains(domainList: readonly { domainName?: unknown }[], leaveOut: string, random: () => number = Math.random): string[] {
  const names = new Set<string>();
  for (const entry of domainList) {
    const name = typeof entry?.domainName === "string" ? entry.domainName.trim().toLowerCase() : "";
    if (DOMAIN_NAME_PATTERN.test(name) && name !== leaveOut.toLowerCase()) names.add(name);
  }
  return raceCandidates([...names], random);
}

/** The origin a domain name stands for, seen from this page: same scheme, and the same port in development. */
export function originOf(domainName: string, here: Pick<Location, "protocol" | "port">): string {
  return `${here.protocol}//${domainName}${here.port ? `:${here.port}` : ""}`;
}

/** The first of `candidates` whose ping answers, or null. */
export function fastestDomain(
  candidates: readonly string[],
  merchantCode: string,
  here: Pick<Location, "protocol" | "port">,
  fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis),
  now = Date.now(),
): Promise<string | null> {
  return firstToAnswer(candidates, (name, signal) =>
    fetchImpl(pingAddress(originOf(name, here), now), { headers: { [HEADERS.merchant]: merchantCode }, signal, cache: "no-store", credentials: "omit" }),
  );
}
