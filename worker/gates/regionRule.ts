import ipaddr from "ipaddr.js";
import type { MerchantConfig } from "#shared/merchantConfig";
import type { DeniedBy } from "../edge/refusal";

function ipMatches(ip: string, rule: string): boolean {
  try {
    const address = ipaddr.process(ip);
    if (rule.includes("/")) {
      const [range, bits] = ipaddr.parseCIDR(rule);
      return address.kind() === range.kind() && address.match([range, bits]);
    }
    return ipaddr.process(rule).toNormalizedString() === address.toNormalizedString();
  } catch {
    return false;
  }
}

/** SPEC §2 region restriction: a denied IP or country, or a country outside a non-empty allow list. */
export function deniedBy(region: MerchantConfig["region"], country: string | undefined, ip: string | undefined): DeniedBy | undefined {
  if (ip && region.denyIps.some((rule) => ipMatches(ip, rule))) return "ip";
  const code = country?.toUpperCase();
  if (!code || code === "XX" || code === "T1") return undefined;
  if (region.denyCountries.some((denied) => denied.toUpperCase() === code)) return "region";
  return region.allowCountries.length > 0 && !region.allowCountries.some((allowed) => allowed.toUpperCase() === code) ? "region" : undefined;
}
