/** SPEC §2: query parameters every navigation keeps. */
export const KEPT_QUERY_PARAMETERS = [
  "affiliateCode",
  "referralCode",
  "r",
  "inApp",
  "fbclid",
  "gclid",
  "ttclid",
  "kwaiclid",
  "bbg",
  "isBgeTest",
  "cid",
] as const;

/** Adds the kept parameters of `currentSearch` to `target` unless the target sets them itself. */
export function withKeptQuery(target: string, currentSearch: string): string {
  const current = new URLSearchParams(currentSearch);
  const [pathAndQuery = "", hash = ""] = target.split("#", 2);
  const [path = "", query = ""] = pathAndQuery.split("?", 2);
  const next = new URLSearchParams(query);
  for (const name of KEPT_QUERY_PARAMETERS) {
    const value = current.get(name);
    if (value !== null && !next.has(name)) next.set(name, value);
  }
  const search = next.toString();
  return `${path}${search ? `?${search}` : ""}${hash ? `#${hash}` : ""}`;
}
