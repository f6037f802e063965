import type { Check } from "../edge/refusal";
import { resolveMerchant } from "./configStore";
import { seedDemoMerchants } from "./seedDemoMerchants";

/** Host → merchant config (DESIGN §3). A config that cannot be used is refused with the clear 503, never a stack trace. */
export const merchantCheck: Check = async (c) => {
  const config = c.get("config");
  // The production build leaves seeding out altogether (docs/decisions/007).
  const seed = __DEV_TOOLS__ && config.seedDemoMerchants;
  if (seed) await seedDemoMerchants(c.env);
  let resolution = await resolveMerchant(c.env, config, c.get("host"));
  if (!resolution.ok && resolution.reason === "not-configured" && seed) {
    await seedDemoMerchants(c.env, true);
    resolution = await resolveMerchant(c.env, config, c.get("host"));
  }
  if (!resolution.ok) return { reason: "merchant_unavailable", status: 503 };
  c.set("merchant", resolution.config);
  if (resolution.affiliateCode) c.set("subdomainAffiliate", resolution.affiliateCode);
  return undefined;
};
