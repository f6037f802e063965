/** Every key this product writes to browser storage or cookies, in one place. */
export const SESSION_STORAGE = {
  sessionInfo: "MC_SESSION_INFO",
} as const;

export const LOCAL_STORAGE = {
  language: "MC_LANGUAGE",
  merchant: "MC_MERCHANT",
} as const;

export const COOKIES = {
  /** Mirrors the stored language so the server renders the player's choice (SPEC §9). */
  language: "mc_lang",
} as const;
