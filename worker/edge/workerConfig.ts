import { z } from "zod";
import { EDGE } from "#shared/constants";
import { merchantCodeSchema } from "#shared/merchantConfig";

/** The worker's own settings, read from its wrangler vars once per env object (DESIGN §3, §5). */
export interface WorkerConfig {
  /** The merchant of a host without a `domain:<host>` mapping; none leaves such hosts unserved. */
  defaultMerchant: string | undefined;
  /** Write the demo merchants into KV when missing (development and tests only). */
  seedDemoMerchants: boolean;
  /** How long an isolate trusts a merchant config it read from KV. */
  configCacheTtlMs: number;
  /** How long the edge reuses the home's content from the platform; 0 makes `ops content` changes show on the next load. */
  contentCacheTtlMs: number;
  /** The Firebase Auth emulator's origin (development and tests); none in production. */
  firebaseAuthEmulator: string | undefined;
  /** Merchants that may run on the built-in sandbox platform: "any", or these codes (docs/decisions/007). */
  sandboxMerchants: "any" | ReadonlySet<string>;
  /** Signs cross-domain hand-offs (docs/decisions/027); a secret in production. Without it no hand-off is made or taken. */
  handoffSecret: string | undefined;
}

export type WorkerConfigResult = { ok: true; config: WorkerConfig } | { ok: false; problems: string[] };

// wrangler vars are strings, and an emptied var ("") means "not set", as in [env.production].
const blankIsUnset = (value: unknown) => (typeof value === "string" ? value.trim() || undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankIsUnset, schema.optional());

const CODE_LIST = /^[A-Z0-9_]{2,32}(?:\s*[,\s]\s*[A-Z0-9_]{2,32})*$/;

const envSchema = z
  .object({
    DEFAULT_MERCHANT: optional(merchantCodeSchema),
    // A typo ("yes", "True") is refused rather than guessed, so seeding never starts by accident.
    SEED_DEMO_MERCHANTS: optional(z.enum(["true", "false"])),
    CONFIG_CACHE_TTL_MS: optional(z.string().regex(/^\d{1,9}$/, "whole milliseconds, 0 or more")),
    CONTENT_CACHE_TTL_MS: optional(z.string().regex(/^\d{1,9}$/, "whole milliseconds, 0 or more")),
    FIREBASE_AUTH_EMULATOR: optional(z.url({ protocol: /^https?$/, error: "an http(s) origin such as http://127.0.0.1:9099" })),
    HANDOFF_SECRET: optional(z.string().min(32, "at least 32 characters")),
    SANDBOX_DEMO_MERCHANTS: optional(
      z
        .string()
        .regex(new RegExp(`${CODE_LIST.source}|^\\*$`), "merchant codes separated by commas, or * (development only)")
        // The production build refuses the wildcard, so a var copied from development cannot open the sandbox to every merchant.
        .refine((value) => __DEV_TOOLS__ || value !== "*", "* is for development; list the demo merchants' codes"),
    ),
  })
  .transform((vars): WorkerConfig => ({
    defaultMerchant: vars.DEFAULT_MERCHANT,
    seedDemoMerchants: vars.SEED_DEMO_MERCHANTS === "true",
    configCacheTtlMs: vars.CONFIG_CACHE_TTL_MS === undefined ? EDGE.merchantConfigTtl : Number(vars.CONFIG_CACHE_TTL_MS),
    contentCacheTtlMs: vars.CONTENT_CACHE_TTL_MS === undefined ? EDGE.homeContentTtl : Number(vars.CONTENT_CACHE_TTL_MS),
    firebaseAuthEmulator: vars.FIREBASE_AUTH_EMULATOR,
    sandboxMerchants: vars.SANDBOX_DEMO_MERCHANTS === "*" ? "any" : new Set(vars.SANDBOX_DEMO_MERCHANTS?.split(/[\s,]+/) ?? []),
    handoffSecret: vars.HANDOFF_SECRET,
  }));

// Keyed by the env object itself: workerd hands every request of an isolate the same one, tests make their own.
const parsed = new WeakMap<object, WorkerConfigResult>();

/** The worker's vars as a typed config, or the problems that stop it (never a stack trace). */
export function workerConfig(env: Env): WorkerConfigResult {
  let result = parsed.get(env);
  if (!result) {
    const outcome = envSchema.safeParse(env);
    result = outcome.success
      ? { ok: true, config: outcome.data }
      : { ok: false, problems: outcome.error.issues.map((issue) => `${issue.path.join(".") || "(vars)"}: ${issue.message}`) };
    parsed.set(env, result);
  }
  return result;
}
