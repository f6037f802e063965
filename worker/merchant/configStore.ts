import { EDGE } from "#shared/constants";
import { KV_KEYS, type MerchantConfig, parseMerchantConfig } from "#shared/merchantConfig";
import type { WorkerConfig } from "../edge/workerConfig";
import { sandboxAllowed } from "./sandboxAllowance";

export type MerchantResolution =
  | { ok: true; config: MerchantConfig; stale?: boolean; affiliateCode?: string }
  | { ok: false; reason: "invalid-config" | "kv-unavailable" | "not-configured" | "sandbox-not-allowed"; detail: string };

interface Cached<T> {
  value: T;
  expires: number;
}

/**
 * Per-isolate memory of what KV said. Fresh entries save a KV read; every entry
 * is also the "last good" answer when KV itself fails (DESIGN §3).
 */
const domainCache = new Map<string, Cached<string | null>>();
const configCache = new Map<string, Cached<MerchantConfig>>();

export function clearMerchantCache(): void {
  domainCache.clear();
  configCache.clear();
}

class KvUnavailable extends Error {}

async function readKv(env: Env, ttl: number, key: string): Promise<string | null> {
  try {
    return ttl > 0 ? await env.CONFIG.get(key, { cacheTtl: EDGE.kvCacheTtlSeconds }) : await env.CONFIG.get(key);
  } catch (error) {
    throw new KvUnavailable(error instanceof Error ? error.message : String(error));
  }
}

async function merchantCodeFor(env: Env, config: WorkerConfig, host: string, now: number): Promise<string | null> {
  const cached = domainCache.get(host);
  if (cached && cached.expires > now) return cached.value;
  try {
    const code = await readKv(env, config.configCacheTtlMs, KV_KEYS.domain(host));
    domainCache.set(host, { value: code, expires: now + config.configCacheTtlMs });
    return code;
  } catch (error) {
    if (cached) return cached.value;
    throw error;
  }
}

/** A config stored under another merchant's key would serve that merchant's brand and platform on this one's hosts. */
function keyProblems(code: string, config: MerchantConfig): string[] {
  return config.code === code ? [] : [`code: "${config.code}" differs from its key ${KV_KEYS.merchant(code)}`];
}

/** Checked on every use, cached or not: the allow-list is the deployment's, not the config's. */
function usable(merchant: MerchantConfig, config: WorkerConfig, stale?: true): MerchantResolution {
  if (sandboxAllowed(merchant, config)) return stale ? { ok: true, config: merchant, stale } : { ok: true, config: merchant };
  console.error(
    JSON.stringify({
      event: "sandbox_not_allowed",
      merchant: merchant.code,
      hint: "add the code to SANDBOX_DEMO_MERCHANTS, or give the merchant its platform's origins",
    }),
  );
  return { ok: false, reason: "sandbox-not-allowed", detail: `${merchant.code} is not a sandbox demo merchant of this deployment` };
}

async function configFor(env: Env, config: WorkerConfig, code: string, now: number): Promise<MerchantResolution | null> {
  const cached = configCache.get(code);
  if (cached && cached.expires > now) return usable(cached.value, config);
  let raw: string | null;
  try {
    raw = await readKv(env, config.configCacheTtlMs, KV_KEYS.merchant(code));
  } catch (error) {
    console.error(JSON.stringify({ event: "kv_read_failed", key: KV_KEYS.merchant(code), error: String(error) }));
    if (cached) return usable(cached.value, config, true);
    return { ok: false, reason: "kv-unavailable", detail: String(error) };
  }
  if (raw === null) return null;
  const parsed = parseMerchantConfig(raw);
  const problems = parsed.ok ? keyProblems(code, parsed.config) : parsed.problems;
  if (!parsed.ok || problems.length > 0) {
    console.error(JSON.stringify({ event: "merchant_config_invalid", merchant: code, problems }));
    return { ok: false, reason: "invalid-config", detail: problems.join("; ") };
  }
  configCache.set(code, { value: parsed.config, expires: now + config.configCacheTtlMs });
  return usable(parsed.config, config);
}

/** Labels that name a site's own parts, never an affiliate. */
const NOT_AFFILIATES = new Set(["www", "m"]);

/**
 * SPEC §3 Affiliate, DESIGN §3: `<code>.<known host>` is the known host's merchant, carrying the affiliate code
 * `<code>`. Only when the host itself is unknown, and only one label deep.
 */
async function viaAffiliateSubdomain(env: Env, config: WorkerConfig, host: string, now: number): Promise<{ code: string; affiliateCode: string } | null> {
  const [label = "", ...rest] = host.split(".");
  if (rest.length < 2 || NOT_AFFILIATES.has(label) || /^\d+$/.test(host.replace(/\./g, ""))) return null;
  const code = await merchantCodeFor(env, config, rest.join("."), now);
  return code ? { code, affiliateCode: label } : null;
}

/** Host → merchant (DESIGN §3): the host's mapping, an affiliate subdomain of a known host, else the deployment's DEFAULT_MERCHANT. */
export async function resolveMerchant(env: Env, config: WorkerConfig, host: string, now = Date.now()): Promise<MerchantResolution> {
  let mapped: string | null;
  let affiliateCode: string | undefined;
  try {
    mapped = await merchantCodeFor(env, config, host, now);
    if (!mapped) {
      const affiliate = await viaAffiliateSubdomain(env, config, host, now);
      mapped = affiliate?.code ?? null;
      affiliateCode = affiliate?.affiliateCode;
    }
  } catch (error) {
    console.error(JSON.stringify({ event: "kv_read_failed", key: KV_KEYS.domain(host), error: String(error) }));
    mapped = null;
  }
  const candidates = [mapped, config.defaultMerchant].filter((code, index, all): code is string => Boolean(code) && all.indexOf(code) === index);
  for (const code of candidates) {
    const resolution = await configFor(env, config, code, now);
    if (resolution?.ok && affiliateCode && code === mapped) return { ...resolution, affiliateCode };
    if (resolution) return resolution;
  }
  console.error(JSON.stringify({ event: "merchant_not_configured", host, tried: candidates }));
  return { ok: false, reason: "not-configured", detail: `no merchant config for ${candidates.join(", ") || "(none)"}` };
}

/** Looks a merchant up by code, for calls that name one (the manifest's merchantCode). */
export async function merchantByCode(env: Env, config: WorkerConfig, code: string, now = Date.now()): Promise<MerchantConfig | null> {
  const resolution = await configFor(env, config, code, now);
  return resolution?.ok ? resolution.config : null;
}
