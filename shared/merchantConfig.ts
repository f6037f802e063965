import { z } from "zod";
import { LANGUAGE_CODES } from "./languages.ts";
import { isHostName } from "./hostName.ts";
import { parseStored } from "./parseStored.ts";
import { MINI_GAME_INTERFACES, NATIVE_BRIDGES, SANDBOX_FORMS, SUPPORT_PATH_CIPHERS } from "./platformForms/forms.ts";

/**
 * The edge config of one merchant, stored in KV under `merchant:<code>` (DESIGN §3).
 * It holds only what the edge needs before it may call the upstream: gates,
 * branding for system pages and the manifest, and where the platform lives.
 */
const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, "a colour like #1a2b3c");
const language = z.enum(LANGUAGE_CODES);
/** A whitelabel flag's name as platforms write them (SPEC §5: GEETEST3, CBS3…). */
const flagName = z.string().regex(/^[A-Z][A-Z0-9_]{1,39}$/, "capital letters and digits, such as PLAINCAPTCHA3");

/** A platform call's path: /wps/…, letters, digits and _ . - / only (no query, no "..", nothing to escape from). */
const platformPath = z
  .string()
  .max(200)
  .regex(/^\/wps\/[A-Za-z0-9_\-./]+$/, "a platform path such as /wps/relay/MCSFE_getBalance")
  .refine((path) => !path.includes(".."), "a platform path without ..");

const httpsOrRelativeUrl = z
  .string()
  .refine(
    (value) => (value.startsWith("/") ? !value.startsWith("//") && !value.startsWith("/\\") : /^https?:\/\//.test(value)),
    "an absolute http(s) URL or a path starting with /",
  );

export const merchantCodeSchema = z.string().regex(/^[A-Z0-9_]{2,32}$/, "2–32 characters of A–Z, 0–9 and _");

export const merchantConfigSchema = z
  .object({
    code: merchantCodeSchema,
    name: z.string().min(1).max(64),
    /**
     * The merchant's name as it is written in other languages (issue #35, item 9): Brand C is "Dana Lotto" in English
     * and "دانة لوتو" in Arabic. A language without one reads `name`.
     */
    names: z.partialRecord(language, z.string().trim().min(1).max(64)).optional(),
    domains: z.array(z.string().refine((domain) => isHostName(domain), "a host name such as www.example.com")).default([]),
    /** "sandbox" mounts the sandbox platform; otherwise candidate origins, raced by ping. */
    upstream: z.union([
      z.literal("sandbox"),
      z
        .array(z.url({ protocol: /^https?$/ }))
        .min(1)
        .max(10),
    ]),
    defaultLanguage: language,
    languages: z.array(language).min(1),
    currency: z.string().regex(/^[A-Z]{3}$/),
    theme: z.object({
      primary: color,
      background: color,
      surface: color,
      text: color,
    }),
    logoUrl: httpsOrRelativeUrl,
    icons: z.array(z.object({ src: httpsOrRelativeUrl, size: z.number().int().positive() })).default([]),
    customerServiceUrl: httpsOrRelativeUrl.optional(),
    /**
     * Consent at registration (issue #14): the minimum age the player confirms, and the merchant's terms, privacy policy
     * and responsible-gambling pages the form and the member area link to.
     */
    consent: z
      .object({
        minimumAge: z.number().int().min(16).max(25).default(18),
        termsUrl: httpsOrRelativeUrl.optional(),
        privacyUrl: httpsOrRelativeUrl.optional(),
        responsibleGamblingUrl: httpsOrRelativeUrl.optional(),
      })
      .default({ minimumAge: 18 }),
    region: z
      .object({
        allowCountries: z.array(z.string().length(2)).default([]),
        denyCountries: z.array(z.string().length(2)).default([]),
        denyIps: z.array(z.string().min(2)).default([]),
      })
      .default({ allowCountries: [], denyCountries: [], denyIps: [] }),
    maintenance: z
      .object({
        on: z.boolean(),
        until: z.iso.datetime({ offset: true }).optional(),
        /** The operator's text for every language that has none of its own in `messages`. */
        message: z.string().max(2000).optional(),
        /** The operator's text per language (issue #14); a language with neither gets the default text. */
        messages: z.partialRecord(language, z.string().min(1).max(2000)).optional(),
      })
      .default({ on: false }),
    /** Origins outside the merchant's own domains that redirects may lead to (DESIGN §5). */
    allowedRedirectOrigins: z.array(z.url()).default([]),
    /**
     * The allowed origins the merchant trusts with the session (issue #34; docs/decisions/053): a banner's link to one
     * carries SPEC §9's token and username. A link to any other outside origin carries no session.
     */
    sessionLinkOrigins: z.array(z.url()).default([]),
    /**
     * How many optional overlays (announcements, welcome images, install, add-to-home and notification prompts) a visit
     * may show, one at a time (issue #35; docs/decisions/054). Forced ones are outside it.
     */
    overlaysPerVisit: z.number().int().min(0).max(10).default(2),
    /**
     * Guests may browse home, the game page and promotions, and are asked to log in only to play, pay or claim
     * (issue #35, item 3; docs/decisions/055). Off, as SPEC §2's access rule has it: those pages send a guest to log in.
     */
    guestBrowsing: z.boolean().default(false),
    /**
     * The forms of what SPEC leaves unsaid that this merchant's platform speaks (issue #36; docs/decisions/062): the
     * support path cipher, the mini-game script's interface, the native app's bridge, and the names of the flags SPEC
     * describes without naming. Each defaults to the sandbox's.
     */
    platformForms: z
      .object({
        supportPathCipher: z.enum(SUPPORT_PATH_CIPHERS).default(SANDBOX_FORMS.supportPathCipher),
        miniGameInterface: z.enum(MINI_GAME_INTERFACES).default(SANDBOX_FORMS.miniGameInterface),
        nativeBridge: z.enum(NATIVE_BRIDGES).default(SANDBOX_FORMS.nativeBridge),
        settingNames: z
          .object({
            plainCaptcha: flagName.default(SANDBOX_FORMS.settingNames.plainCaptcha),
            countryPickerOff: flagName.default(SANDBOX_FORMS.settingNames.countryPickerOff),
            forceAppUpdate: flagName.default(SANDBOX_FORMS.settingNames.forceAppUpdate),
            latestAppVersion: flagName.default(SANDBOX_FORMS.settingNames.latestAppVersion),
          })
          .prefault({}),
        /**
         * Calls whose paths SPEC does not show ("the remaining wrappers": the balance, banners, counts…) under the
         * names this merchant's platform gives them: our path → its path. The edge renames them as it forwards.
         */
        paths: z
          .record(platformPath, platformPath)
          .refine((paths) => Object.keys(paths).length <= 100, "at most 100 renamed paths")
          .default({}),
      })
      .prefault({}),
    /** Origins the merchant's game providers serve their games from; the game frame opens nothing else (docs/decisions/017). */
    allowedGameOrigins: z.array(z.url()).default([]),
    firebase: z
      .object({
        apiKey: z.string(),
        authDomain: z.string(),
        projectId: z.string(),
        appId: z.string().optional(),
        /** Push (docs/decisions/023): with appId and vapidKey, the merchant's players get FCM web push. */
        messagingSenderId: z
          .string()
          .regex(/^\d{1,20}$/, "digits only")
          .optional(),
        /** The project's web push certificate (VAPID public key), base64url. */
        vapidKey: z
          .string()
          .regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, "a base64url VAPID public key")
          .optional(),
      })
      .optional(),
    /**
     * Server-side conversions (issue #13; docs/decisions/026): with a token, the edge also sends register, firstDeposit
     * and deposit to Meta's Conversions API and TikTok's Events API. Secrets: they never reach a page.
     */
    conversions: z
      .object({
        meta: z
          .object({
            pixelId: z.string().regex(/^\d{5,20}$/, "digits only"),
            accessToken: z.string().min(10).max(512),
            /** Meta's test-events code, while the merchant checks its set-up. */
            testEventCode: z.string().max(64).optional(),
            /** Where the events go: Meta's Graph API unless a stand-in is named (tests, the sandbox). */
            endpoint: z.url({ protocol: /^https$/ }).optional(),
          })
          .optional(),
        tiktok: z
          .object({
            pixelCode: z.string().regex(/^[A-Z0-9]{5,30}$/i, "letters and digits"),
            accessToken: z.string().min(10).max(512),
            endpoint: z.url({ protocol: /^https$/ }).optional(),
          })
          .optional(),
      })
      .default({}),
    /** The operator's release marker (SPEC §4 update check): a new value shows open pages the update alert. */
    release: z
      .string()
      .max(64)
      .regex(/^[\w.:+-]*$/, "letters, digits and . : + - _ only")
      .default(""),
  })
  .superRefine((config, context) => {
    // Trust with the session is given to an origin links may open at all, never to one they may not.
    const allowed = new Set(config.allowedRedirectOrigins.map((origin) => new URL(origin).origin));
    config.sessionLinkOrigins.forEach((origin, index) => {
      if (!allowed.has(new URL(origin).origin)) {
        context.addIssue({ code: "custom", path: ["sessionLinkOrigins", index], message: "must be one of allowedRedirectOrigins" });
      }
    });
  });

export type MerchantConfig = z.infer<typeof merchantConfigSchema>;
export type MerchantConfigInput = z.input<typeof merchantConfigSchema>;

export type ConfigParseResult = { ok: true; config: MerchantConfig } | { ok: false; problems: string[] };

/** Validates a raw KV value. Never throws: a bad value is reported, not crashed on. */
export function parseMerchantConfig(raw: unknown): ConfigParseResult {
  const parsed = parseStored(merchantConfigSchema, raw);
  return parsed.ok ? { ok: true, config: parsed.value } : parsed;
}

export const KV_KEYS = {
  domain: (host: string) => `domain:${host.toLowerCase()}`,
  merchant: (code: string) => `merchant:${code}`,
} as const;
