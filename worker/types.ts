import type { MerchantConfig } from "../shared/merchantConfig";
import type { LanguageCode } from "../shared/languages";
import type { WorkerConfig } from "./edge/workerConfig";

export interface AppVariables {
  /** Per-response CSP nonce. */
  nonce: string;
  /** The worker's vars, parsed (worker/edge/workerConfig.ts). */
  config: WorkerConfig;
  host: string;
  merchant: MerchantConfig;
  /** SPEC §3 Affiliate: the code a subdomain of a known host carries (`<code>.<host>`), when it does. */
  subdomainAffiliate?: string;
  language: LanguageCode;
}

export type AppEnv = { Bindings: Env; Variables: AppVariables };
