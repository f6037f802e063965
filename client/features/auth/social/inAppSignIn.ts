import { withKeptQuery } from "#shared/navigation";
import { ROUTES } from "#shared/routes";
import { type BrowserInfo, chromeIntentUrl } from "../../../core/install/browser";
import type { SocialChannel } from "./channels";

/**
 * Which provider signs in inside which in-app browser (docs/decisions/029), by the host app's key from
 * core/install/browser.ts. Google refuses every embedded browser (403 disallowed_useragent); Facebook Login
 * works inside Meta's own Facebook and Instagram browsers; LINE Login logs in by itself inside LINE; X's login
 * page refuses web views, its own included. Everywhere else the provider button leads to the
 * "open in your browser" step. Password and SMS sign-in never depend on the browser.
 */
export const WORKS_INSIDE: Record<SocialChannel, readonly string[]> = {
  google: [],
  facebook: ["facebook", "instagram"],
  twitter: [],
  line: ["line"],
};

export type SignInRoute = "direct" | "openInBrowser";

export function signInRoute(channel: SocialChannel, browser: Pick<BrowserInfo, "family" | "app">): SignInRoute {
  if (browser.family !== "inApp") return "direct";
  return WORKS_INSIDE[channel].includes(browser.app ?? "") ? "direct" : "openInBrowser";
}

/** The open-in-your-browser step: the provider the player chose and the phone's system, for the right advice. */
export interface OpenInBrowserStep {
  channel: SocialChannel;
  os: BrowserInfo["os"];
}

export interface AffiliateCodes {
  affiliateCode?: string;
  referralCode?: string;
}

/**
 * The address the other browser opens: the login page, with the kept query parameters (SPEC §2) and the
 * affiliate codes, since the other browser shares neither this one's storage nor its cookies.
 */
export function otherBrowserAddress(origin: string, search: string, codes: AffiliateCodes): string {
  const url = new URL(withKeptQuery(ROUTES.login, search), origin);
  if (codes.affiliateCode && !url.searchParams.has("affiliateCode")) url.searchParams.set("affiliateCode", codes.affiliateCode);
  if (codes.referralCode && !url.searchParams.has("referralCode") && !url.searchParams.has("r")) url.searchParams.set("referralCode", codes.referralCode);
  return url.href;
}

export { chromeIntentUrl };
