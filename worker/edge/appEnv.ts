import type { SiteSettings } from "#shared/contract";
import type { HandoffOffer } from "#shared/handoff";
import type { LanguageCode } from "#shared/languages";
import type { MerchantConfig } from "#shared/merchantConfig";
import type { WorkerConfig } from "./workerConfig";

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
  /** The merchant's platform (worker/upstream/platform.ts): the only way the edge calls it. */
  platform: PlatformCall;
  /**
   * This merchant's site settings, asked of the platform on first use (worker/settings/siteSettings.ts); `fresh` asks
   * again past the edge's short-lived copy.
   */
  siteSettings: (options?: { fresh?: boolean }) => Promise<SiteSettings | null>;
  /** What a cross-domain hand-off redeemed by this landing carried across (docs/decisions/027). */
  handoff?: { offer: HandoffOffer };
}

/** Calls a merchant's platform (this request's merchant unless named): what every /wps caller of the edge goes through. */
export type PlatformCall = (request: Request, merchant?: MerchantConfig) => Promise<Response>;

export type AppEnv = { Bindings: Env; Variables: AppVariables };
