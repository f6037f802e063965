import type { LocalTexts } from "../localText.ts";
import { endpoint, type AnyEndpoint, type None } from "./endpoint.ts";

/**
 * Install and download (SPEC §3 Download links, Download configuration; §4 Install flow, Add-to-home prompt;
 * §7 WPSCORE_getDownloadSetting). The download links are the site settings' `resources` (SPEC §3).
 */

/** SPEC §3 Download links: the `resources` keys the download surfaces read. */
export const DOWNLOAD_RESOURCE = {
  appIcon: "AppDownloadIcon",
  android: "Android",
  ios: "IOS",
  mobileConfig: "MOBILECONFIG",
} as const;

/**
 * SPEC §3 Download configuration: the triggers of the add-to-home prompt (SPEC §4). Each has a `<key>_forced`
 * twin whose `enabled` makes that trigger's prompt non-closable.
 */
export const DOWNLOAD_TRIGGERS = [
  "reg_days",
  "first_deposit",
  "first_withdraw",
  "deposit_times",
  "deposit_least_times",
  "withdrawal_times",
  "withdrawal_least_times",
  "bind_card",
  "login_required",
  "in_game_popup_interval",
] as const;
export type DownloadTrigger = (typeof DOWNLOAD_TRIGGERS)[number];

/** SPEC §3 Download configuration: the prompt's look and the switches around the triggers. */
export const DOWNLOAD_SETTINGS = [
  "app_background",
  "app_desc",
  "bottom_app_desc",
  "download_condition_switch",
  "bottom_app_bar_mode",
  "domains_switch",
  "domains",
  "theme",
] as const;
export type DownloadSettingKey = (typeof DOWNLOAD_SETTINGS)[number];

export type DownloadConfigKey = DownloadSettingKey | DownloadTrigger | `${DownloadTrigger}_forced`;

/** SPEC §3: "each item has enabled and value". Values travel as text; numbers are read by the rules. */
export interface DownloadConfigItem {
  enabled: boolean;
  value: string;
  /** A text item's value per language, beside the default language's (app_desc, bottom_app_desc; docs/decisions/055). */
  values?: LocalTexts;
}

/** WPSCORE_getDownloadSetting's answer: a key missing from it is off. */
export type DownloadConfig = Partial<Record<DownloadConfigKey, DownloadConfigItem>>;

/** SPEC §4 domain modes (`domains_switch`): 1 every domain, 2 every domain except `domains`, 3 only `domains`. */
export const DOMAIN_MODES = { all: "1", allExcept: "2", only: "3" } as const;

/** SPEC §7: GET, query domain (the page's host). Readable by guests: the entry page's prompts need it. */
export const downloadSetting = endpoint<{ domain: string }, None, DownloadConfig>({
  method: "GET",
  path: "/wps/relay/WPSCORE_getDownloadSetting",
  auth: false,
  encrypted: false,
  cache: "session",
});

/** SPEC §9: a native app older than this downloads through the redirect page (SPEC §7). */
export const MIN_DIRECT_DOWNLOAD_APP_VERSION = "2.4.39";

export const INSTALL_ENDPOINTS: AnyEndpoint[] = [downloadSetting];
