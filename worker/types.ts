import type { MerchantConfig } from "../shared/merchantConfig";
import type { LanguageCode } from "../shared/languages";

export interface AppVariables {
  /** Per-response CSP nonce. */
  nonce: string;
  host: string;
  merchant: MerchantConfig;
  language: LanguageCode;
}

export type AppEnv = { Bindings: Env; Variables: AppVariables };
