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
  language: LanguageCode;
}

export type AppEnv = { Bindings: Env; Variables: AppVariables };
