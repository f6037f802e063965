import { type LocalTexts, readLocalTexts } from "#shared/localText";
import { DOWNLOAD_TRIGGERS, DOMAIN_MODES, type DownloadConfig, type DownloadConfigItem, type DownloadConfigKey, type DownloadTrigger } from "#shared/contract";

/**
 * SPEC §3 Download configuration as the add-to-home prompt reads it: the WPSCORE_getDownloadSetting answer (SPEC §7)
 * turned into typed settings, defensively. Which trigger fires is triggers.ts's (docs/decisions/022).
 */

/** A bad value is said once in the console and switches off only what it belongs to. */
export type Warn = (event: string, detail: Record<string, unknown>) => void;

export const warnInConsole: Warn = (event, detail) => console.warn(JSON.stringify({ event, ...detail }));

export type DomainRule = { mode: "all" } | { mode: "allExcept" | "only"; hosts: string[] };

export interface PromptLook {
  /** `bottom_app_bar_mode` on: a bottom sheet with `bottom_app_desc`; off: full screen with `app_background` and `app_desc`. */
  variant: "bottom" | "fullScreen";
  theme: "light" | "dark";
  background: string | null;
  /** The merchant's text, or null for ours. */
  description: string | null;
  /** The merchant's text per language (docs/decisions/055), read with `localText`. */
  descriptions?: LocalTexts;
}

export interface PromptRules {
  /** `download_condition_switch`: off, nothing is ever shown. */
  on: boolean;
  /** null: `domains_switch` could not be read, and no host is known to be wanted. */
  domains: DomainRule | null;
  look: PromptLook;
  regDays: number | null;
  firstDeposit: boolean;
  firstWithdraw: boolean;
  depositTimes: number | null;
  depositLeastTimes: number | null;
  withdrawalTimes: number | null;
  withdrawalLeastTimes: number | null;
  bindCard: "firstTime" | "everyTime" | null;
  loginRequired: boolean;
  /** `in_game_popup_interval` in milliseconds. */
  inGameMs: number | null;
  /** The triggers whose `<key>_forced` is on. */
  forced: ReadonlySet<DownloadTrigger>;
}

/** One item as the platform sent it, or undefined when it is missing or not `{ enabled, value }`. */
function item(config: unknown, key: DownloadConfigKey, warn: Warn): DownloadConfigItem | undefined {
  if (!config || typeof config !== "object") return undefined;
  const raw = (config as Record<string, unknown>)[key];
  if (raw === undefined || raw === null) return undefined;
  const { enabled, value, values } = (typeof raw === "object" ? raw : {}) as { enabled?: unknown; value?: unknown; values?: unknown };
  if (typeof enabled !== "boolean") {
    warn("add_to_home_config_invalid", { key, problem: "enabled is not true or false" });
    return undefined;
  }
  // Numbers travel as text (SPEC §3); a number or nothing is read the same way.
  if (value === undefined || value === null) return { enabled, value: "" };
  if (typeof value === "number" && Number.isFinite(value)) return { enabled, value: String(value) };
  if (typeof value !== "string") {
    warn("add_to_home_config_invalid", { key, problem: "value is not text" });
    return undefined;
  }
  const local = readLocalTexts(values);
  return { enabled, value, ...(local ? { values: local } : {}) };
}

const isOn = (entry: DownloadConfigItem | undefined) => entry?.enabled === true;

/** A whole number of at most 9 digits, or null (warned) when an enabled item carries anything else. */
function wholeNumber(config: unknown, key: DownloadConfigKey, warn: Warn): number | null {
  const entry = item(config, key, warn);
  if (!isOn(entry)) return null;
  const text = entry!.value.trim();
  if (/^\d{1,9}$/.test(text)) return Number(text);
  warn("add_to_home_config_invalid", { key, value: entry!.value, problem: "not a whole number; the trigger is off" });
  return null;
}

/** Seconds, decimals allowed, as milliseconds. */
function seconds(config: unknown, key: DownloadConfigKey, warn: Warn): number | null {
  const entry = item(config, key, warn);
  if (!isOn(entry)) return null;
  const text = entry!.value.trim();
  if (/^\d{1,6}(\.\d{1,3})?$/.test(text)) return Math.round(Number(text) * 1000);
  warn("add_to_home_config_invalid", { key, value: entry!.value, problem: "not a number of seconds; the trigger is off" });
  return null;
}

/** A host as a merchant may type it ("https://Brand.example/", " brand.example:8443 "): lower case, no scheme, path or end dot. */
export function normalizeHost(entry: string): string {
  return entry
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, "")
    .replace(/[/?#].*$/, "")
    .replace(/\.$/, "");
}

function domainRule(config: unknown, warn: Warn): DomainRule | null {
  const modeItem = item(config, "domains_switch", warn);
  if (!isOn(modeItem)) return { mode: "all" };
  const mode = modeItem!.value.trim();
  if (mode === DOMAIN_MODES.all) return { mode: "all" };
  const listItem = item(config, "domains", warn);
  const hosts = isOn(listItem) ? listItem!.value.split(",").map(normalizeHost).filter(Boolean) : [];
  if (mode === DOMAIN_MODES.allExcept) return { mode: "allExcept", hosts };
  if (mode === DOMAIN_MODES.only) return { mode: "only", hosts };
  warn("add_to_home_config_invalid", { key: "domains_switch", value: modeItem!.value, problem: "not 1, 2 or 3; no prompt is shown" });
  return null;
}

/** An image address the prompt may load: http(s), or a path on this site (never `//host`). */
function safeImage(config: unknown, warn: Warn): string | null {
  const entry = item(config, "app_background", warn);
  if (!isOn(entry) || !entry!.value.trim()) return null;
  const value = entry!.value.trim();
  if (/^https?:\/\/[^\s"'()\\]+$/i.test(value) || /^\/(?![/\\])[^\s"'()\\]*$/.test(value)) return value;
  warn("add_to_home_config_invalid", { key: "app_background", problem: "not an http(s) address or a path; no background" });
  return null;
}

function text(config: unknown, key: DownloadConfigKey, warn: Warn): string | null {
  const entry = item(config, key, warn);
  const value = isOn(entry) ? entry!.value.trim() : "";
  return value || null;
}

function texts(config: unknown, key: DownloadConfigKey, warn: Warn): LocalTexts | undefined {
  const entry = item(config, key, warn);
  return isOn(entry) ? entry!.values : undefined;
}

function look(config: unknown, warn: Warn): PromptLook {
  const variant = isOn(item(config, "bottom_app_bar_mode", warn)) ? "bottom" : "fullScreen";
  const themeItem = item(config, "theme", warn);
  const themeValue = isOn(themeItem) ? themeItem!.value.trim().toLowerCase() : "";
  if (themeValue && themeValue !== "light" && themeValue !== "dark") {
    warn("add_to_home_config_invalid", { key: "theme", value: themeItem!.value, problem: "not light or dark; light is used" });
  }
  const descriptionKey = variant === "bottom" ? "bottom_app_desc" : "app_desc";
  const descriptions = texts(config, descriptionKey, warn);
  return {
    variant,
    theme: themeValue === "dark" ? "dark" : "light",
    background: safeImage(config, warn),
    description: text(config, descriptionKey, warn),
    ...(descriptions ? { descriptions } : {}),
  };
}

function bindCard(config: unknown, warn: Warn): PromptRules["bindCard"] {
  const entry = item(config, "bind_card", warn);
  if (!isOn(entry)) return null;
  const value = entry!.value.trim();
  if (value === "1") return "firstTime";
  if (value === "2") return "everyTime";
  warn("add_to_home_config_invalid", { key: "bind_card", value: entry!.value, problem: "not 1 or 2; the trigger is off" });
  return null;
}

/** SPEC §3 Download configuration as the prompt uses it. Never throws: whatever arrives, something safe comes out. */
export function readRules(config: DownloadConfig | unknown, warn: Warn = warnInConsole): PromptRules {
  if (!config || typeof config !== "object" || Array.isArray(config)) {
    warn("add_to_home_config_invalid", { problem: "the configuration is not an object; no prompt is shown" });
  }
  return {
    on: isOn(item(config, "download_condition_switch", warn)),
    domains: domainRule(config, warn),
    look: look(config, warn),
    regDays: wholeNumber(config, "reg_days", warn),
    firstDeposit: isOn(item(config, "first_deposit", warn)),
    firstWithdraw: isOn(item(config, "first_withdraw", warn)),
    depositTimes: wholeNumber(config, "deposit_times", warn),
    depositLeastTimes: wholeNumber(config, "deposit_least_times", warn),
    withdrawalTimes: wholeNumber(config, "withdrawal_times", warn),
    withdrawalLeastTimes: wholeNumber(config, "withdrawal_least_times", warn),
    bindCard: bindCard(config, warn),
    loginRequired: isOn(item(config, "login_required", warn)),
    inGameMs: seconds(config, "in_game_popup_interval", warn),
    forced: new Set(DOWNLOAD_TRIGGERS.filter((trigger) => isOn(item(config, `${trigger}_forced`, warn)))),
  };
}
