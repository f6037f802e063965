import { Hono } from "hono";
import { type DomainRoute, systemCountry, systemDomainRoute, systemPing, systemStatus } from "#shared/contract";
import { fail, ok } from "./envelope";
import { loadSandboxMerchant, type SandboxMerchant } from "./merchantSettings";
import type { SandboxEnv } from "./types";
import { isBlocked } from "./domainBlock";

/** SPEC §3 domain-check response: the merchant's domains and its support entries. */
function domainRouteOf(merchant: SandboxMerchant): DomainRoute {
  return { domainList: merchant.domains.map((domainName) => ({ domainName })), customerService: merchant.settings.customerService };
}

/** The system calls the shell needs at start-up (SPEC §7). */
export const systemRoutes = new Hono<SandboxEnv>()
  .get(systemStatus.path, async (c) => {
    const merchant = await loadSandboxMerchant(c.env.SANDBOX_DB, c.var.merchantCode);
    if (!merchant) return fail(c, "merchant_not_found", 404);
    c.header("Cache-Control", "no-cache");
    // The switch of docs/decisions/027: this domain is blocked, as the platform says of a domain an ISP blocked.
    if (await isBlocked(c.env.SANDBOX_DB, c.var.merchantCode, c.req.query("originalDomain") ?? new URL(c.req.url).hostname)) {
      return fail(c, "domain_not_available");
    }
    return ok(c, { ...merchant.settings, domainRoute: domainRouteOf(merchant), location: { ip: c.req.header("cf-connecting-ip") ?? "" } });
  })
  .get(systemCountry.path, async (c) => {
    const merchant = await loadSandboxMerchant(c.env.SANDBOX_DB, c.var.merchantCode);
    if (!merchant) return fail(c, "merchant_not_found", 404);
    return ok(c, merchant.country);
  })
  .get(systemDomainRoute.path, async (c) => {
    const merchant = await loadSandboxMerchant(c.env.SANDBOX_DB, c.var.merchantCode);
    if (!merchant) return fail(c, "merchant_not_found", 404);
    return ok(c, domainRouteOf(merchant));
  })
  .get(systemPing.path, (c) => {
    c.header("Cache-Control", "no-store");
    const speed = Number(c.req.query("speed"));
    return ok(c, Number.isFinite(speed) ? speed : Date.now());
  });
