import { KV_KEYS, merchantConfigSchema } from "#shared/merchantConfig";
import { DEMO_DOMAINS, DEMO_MERCHANTS } from "./demoMerchants";

let seeding: Promise<void> | null = null;

/**
 * Writes the demo merchants into KV where missing, once per isolate (again when
 * `force`, e.g. after the local state was wiped). Existing values always win.
 */
export function seedDemoMerchants(env: Env, force = false): Promise<void> {
  if (force) seeding = null;
  seeding ??= (async () => {
    const writes: Promise<void>[] = [];
    for (const merchant of DEMO_MERCHANTS) {
      const key = KV_KEYS.merchant(merchant.code);
      if ((await env.CONFIG.get(key)) === null) {
        writes.push(env.CONFIG.put(key, JSON.stringify(merchantConfigSchema.parse(merchant), null, 2)));
      }
    }
    for (const [host, code] of Object.entries(DEMO_DOMAINS)) {
      const key = KV_KEYS.domain(host);
      if ((await env.CONFIG.get(key)) === null) writes.push(env.CONFIG.put(key, code));
    }
    await Promise.all(writes);
  })().catch((error) => {
    seeding = null;
    console.error(JSON.stringify({ event: "demo_seed_failed", error: String(error) }));
  });
  return seeding;
}
