import type { HandoffRecord } from "./handoff/handoffCode";
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
  /** A cross-domain hand-off redeemed by this landing (docs/decisions/027). */
  handoff?: HandoffRecord;
}

export type AppEnv = { Bindings: Env; Variables: AppVariables };
