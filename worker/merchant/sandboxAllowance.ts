import type { MerchantConfig } from "#shared/merchantConfig";
import type { WorkerConfig } from "../edge/workerConfig";

/**
 * docs/decisions/007: the built-in sandbox opens sessions for seeded players with a published
 * password, so a merchant runs on it only where the deployment says so (`SANDBOX_DEMO_MERCHANTS`).
 * A merchant pointed at it by mistake gets the clear 503, not a platform anyone can sign in to.
 */
export function sandboxAllowed(merchant: MerchantConfig, config: WorkerConfig): boolean {
  if (merchant.upstream !== "sandbox" || config.sandboxMerchants === "any") return true;
  return config.sandboxMerchants.has(merchant.code);
}
