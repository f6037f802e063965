/** Every key this product writes to browser storage or cookies, in one place. */
export const SESSION_STORAGE = {
  sessionInfo: "MC_SESSION_INFO",
  /** Prefix of per-session GET cache entries: MC_CACHE_<md5 of URL, token and language>. */
  cachePrefix: "MC_CACHE_",
  /** Set while a fatal-error reload is under way, so a failing page cannot reload forever. */
  recoveryReload: "MC_RECOVERY_RELOAD",
} as const;

export const LOCAL_STORAGE = {
  language: "MC_LANGUAGE",
  merchant: "MC_MERCHANT",
  deviceId: "MC_DEVICE_ID",
  /** The kept query parameters (SPEC §2) last seen, added back to later navigations. */
  keptQuery: "MC_KEPT_QUERY",
} as const;

export const COOKIES = {
  /** Mirrors the stored language so the server renders the player's choice (SPEC §9). */
  language: "mc_lang",
} as const;
