import { EDGE } from "../../shared/constants";
import { KV_KEYS, type MerchantConfig, parseMerchantConfig } from "../../shared/merchantConfig";

export type MerchantResolution =
  | { ok: true; config: MerchantConfig; stale?: boolean }
  | { ok: false; reason: "invalid-config" | "kv-unavailable" | "not-configured"; detail: string };

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

function cacheTtl(env: Env): number {
  const parsed = Number.parseInt(env.CONFIG_CACHE_TTL_MS ?? "", 10);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : EDGE.merchantConfigTtl;
}

class KvUnavailable extends Error {}

async function readKv(env: Env, key: string): Promise<string | null> {
  try {
    const ttl = cacheTtl(env);
    return ttl > 0 ? await env.CONFIG.get(key, { cacheTtl: EDGE.kvCacheTtlSeconds }) : await env.CONFIG.get(key);
  } catch (error) {
    throw new KvUnavailable(error instanceof Error ? error.message : String(error));
  }
}

async function merchantCodeFor(env: Env, host: string, now: number): Promise<string | null> {
  const cached = domainCache.get(host);
  if (cached && cached.expires > now) return cached.value;
  try {
    const code = await readKv(env, KV_KEYS.domain(host));
    domainCache.set(host, { value: code, expires: now + cacheTtl(env) });
    return code;
  } catch (error) {
    if (cached) return cached.value;
    throw error;
  }
}

async function configFor(env: Env, code: string, now: number): Promise<MerchantResolution | null> {
  const cached = configCache.get(code);
  if (cached && cached.expires > now) return { ok: true, config: cached.value };
  let raw: string | null;
  try {
    raw = await readKv(env, KV_KEYS.merchant(code));
  } catch (error) {
    console.error(JSON.stringify({ event: "kv_read_failed", key: KV_KEYS.merchant(code), error: String(error) }));
    if (cached) return { ok: true, config: cached.value, stale: true };
    return { ok: false, reason: "kv-unavailable", detail: String(error) };
  }
  if (raw === null) return null;
  const parsed = parseMerchantConfig(raw);
  if (!parsed.ok) {
    console.error(JSON.stringify({ event: "merchant_config_invalid", merchant: code, problems: parsed.problems }));
    return { ok: false, reason: "invalid-config", detail: parsed.problems.join("; ") };
  }
  configCache.set(code, { value: parsed.config, expires: now + cacheTtl(env) });
  return { ok: true, config: parsed.config };
}

/** Host → merchant (DESIGN §3): the host's mapping, else the deployment's DEFAULT_MERCHANT. */
export async function resolveMerchant(env: Env, host: string, now = Date.now()): Promise<MerchantResolution> {
  let mapped: string | null;
  try {
    mapped = await merchantCodeFor(env, host, now);
  } catch (error) {
    console.error(JSON.stringify({ event: "kv_read_failed", key: KV_KEYS.domain(host), error: String(error) }));
    mapped = null;
  }
  const candidates = [mapped, env.DEFAULT_MERCHANT].filter((code, index, all): code is string => Boolean(code) && all.indexOf(code) === index);
  for (const code of candidates) {
    const resolution = await configFor(env, code, now);
    if (resolution) return resolution;
  }
  console.error(JSON.stringify({ event: "merchant_not_configured", host, tried: candidates }));
  return { ok: false, reason: "not-configured", detail: `no merchant config for ${candidates.join(", ") || "(none)"}` };
}

/** Looks a merchant up by code, for calls that name one (the manifest's merchantCode). */
export async function merchantByCode(env: Env, code: string, now = Date.now()): Promise<MerchantConfig | null> {
  const resolution = await configFor(env, code, now);
  return resolution?.ok ? resolution.config : null;
}
