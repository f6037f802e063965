import type { MerchantConfigInput } from "#shared/merchantConfig";

/**
 * The demo merchants that local development and tests run against (README).
 * Only type imports here: the ops CLI reads this file with Node's type stripping.
 */
export const DEMO_MERCHANTS: MerchantConfigInput[] = [
  {
    code: "DEMO",
    name: "Demo Bet",
    domains: ["demo.localhost", "localhost", "demo-alt.localhost"],
    upstream: "sandbox",
    defaultLanguage: "PT-BR",
    languages: ["PT-BR", "EN", "ES"],
    currency: "BRL",
    theme: { primary: "#ffc928", background: "#0b1f14", surface: "#12301f", text: "#f3f7f4" },
    logoUrl: "/sandbox/demo/logo.svg",
    consent: {
      minimumAge: 18,
      termsUrl: "/sandbox/demo/terms.html",
      privacyUrl: "/sandbox/demo/privacy.html",
      responsibleGamblingUrl: "/sandbox/demo/responsible-gambling.html",
    },
    icons: [192, 256, 384, 512].map((size) => ({ src: `/sandbox/demo/icon-${size}.png`, size })),
    customerServiceUrl: "https://support.demo.example/chat",
    region: { allowCountries: [], denyCountries: ["KP", "IR"], denyIps: [] },
    maintenance: { on: false },
    allowedRedirectOrigins: ["https://news.demo.example"],
    // Demo Bet shows SPEC §9's token-in-link: its news site signs the player in. Brand B and Brand C keep the default.
    sessionLinkOrigins: ["https://news.demo.example"],
    // Server-side conversions to the sandbox's stand-ins for Meta and TikTok (docs/decisions/026).
    conversions: {
      meta: { pixelId: "1234567890123456", accessToken: "sandbox-meta-token", endpoint: "https://conversions.sandbox.invalid/meta" },
      tiktok: { pixelCode: "CDEMOTIKTOK0001", accessToken: "sandbox-tiktok-token", endpoint: "https://conversions.sandbox.invalid/tiktok" },
    },
    // The sandbox's demo game, on its own origin like a provider's (any port on loopback).
    allowedGameOrigins: ["http://games.localhost"],
  },
  {
    code: "BRANDB",
    name: "Brand B Lottery Club",
    domains: ["brand-b.localhost", "brand-b-alt.localhost"],
    upstream: "sandbox",
    defaultLanguage: "VI",
    languages: ["VI", "EN"],
    currency: "VND",
    theme: { primary: "#ff4d6d", background: "#150d22", surface: "#231637", text: "#f6f0fb" },
    logoUrl: "/sandbox/brand-b/logo.svg",
    consent: {
      minimumAge: 18,
      termsUrl: "/sandbox/brand-b/terms.html",
      privacyUrl: "/sandbox/brand-b/privacy.html",
      responsibleGamblingUrl: "/sandbox/brand-b/responsible-gambling.html",
    },
    icons: [192, 256, 384, 512].map((size) => ({ src: `/sandbox/brand-b/icon-${size}.png`, size })),
    customerServiceUrl: "https://support.brand-b.example/chat",
    region: { allowCountries: [], denyCountries: ["KP", "SG"], denyIps: [] },
    maintenance: { on: false },
    allowedRedirectOrigins: ["https://news.brand-b.example"],
    // The sandbox's demo game, on its own origin like a provider's (any port on loopback).
    allowedGameOrigins: ["http://games.localhost"],
  },
  {
    // Right to left by default (issue #9 item 8): Arabic first, English second.
    code: "BRANDC",
    name: "Dana Lotto",
    // One name in each script: the Arabic texts, the operator's included, write it this way.
    names: { AR: "دانة لوتو" },
    domains: ["brand-c.localhost", "brand-c-alt.localhost"],
    upstream: "sandbox",
    defaultLanguage: "AR",
    languages: ["AR", "EN"],
    currency: "AED",
    theme: { primary: "#ff9a5c", background: "#05202a", surface: "#0b3340", text: "#eef7f5" },
    logoUrl: "/sandbox/brand-c/logo.svg",
    consent: {
      minimumAge: 21,
      termsUrl: "/sandbox/brand-c/terms.html",
      privacyUrl: "/sandbox/brand-c/privacy.html",
      responsibleGamblingUrl: "/sandbox/brand-c/responsible-gambling.html",
    },
    icons: [192, 256, 384, 512].map((size) => ({ src: `/sandbox/brand-c/icon-${size}.png`, size })),
    customerServiceUrl: "https://support.brand-c.example/chat",
    region: { allowCountries: [], denyCountries: ["KP", "IR"], denyIps: [] },
    maintenance: { on: false },
    allowedRedirectOrigins: ["https://news.brand-c.example"],
    // The sandbox's demo game, on its own origin like a provider's (any port on loopback).
    allowedGameOrigins: ["http://games.localhost"],
  },
];

/** Host → merchant mappings written with the demo merchants. */
export const DEMO_DOMAINS: Record<string, string> = {
  "demo.localhost": "DEMO",
  "demo-alt.localhost": "DEMO",
  "brand-b.localhost": "BRANDB",
  "brand-b-alt.localhost": "BRANDB",
  "brand-c.localhost": "BRANDC",
  "brand-c-alt.localhost": "BRANDC",
};
