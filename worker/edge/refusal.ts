import type { Context } from "hono";
import type { LanguageCode } from "#shared/languages";
import type { MerchantConfig } from "#shared/merchantConfig";
import type { AppEnv } from "./appEnv";

/** Which rule refused a visitor (issue #14): the page names the visitor's IP address or region accordingly. */
export type DeniedBy = "ip" | "region";

/**
 * Why the edge will not serve a request, with what the answer must say (DESIGN §2). A concern that refuses returns
 * one of these and never draws a page: only the top (worker/index.ts, through worker/render) turns it into the
 * page or the error body the request gets.
 */
export type Refusal =
  /** No merchant or language is known yet: a plain page. */
  | { reason: "url_too_long"; status: 414 }
  | { reason: "bad_host"; status: 400 }
  /** A deployment or KV mistake: the clear 503, in the visitor's browser language. */
  | { reason: "worker_config_invalid"; status: 503 }
  | { reason: "merchant_unavailable"; status: 503 }
  /** SPEC §2 gates: the merchant's page, in the player's language. */
  | { reason: "access_denied"; status: 403; merchant: MerchantConfig; language: LanguageCode; ip: string; deniedBy: DeniedBy }
  | { reason: "maintenance"; status: 503; merchant: MerchantConfig; language: LanguageCode; timeZone: string | undefined; now: number };

/**
 * One concern's say on a request: a refusal, or nothing (it may have set what it found on the context, as the
 * merchant check sets the merchant). worker/index.ts runs it as a middleware through render's `refusing`.
 */
export type Check = (c: Context<AppEnv>) => Refusal | undefined | Promise<Refusal | undefined>;
