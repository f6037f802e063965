import type { TFunction } from "i18next";

/** What the SDK reports when the provider's storage is blocked, as it is in incognito windows (SPEC §8). */
export const INCOGNITO_ERROR = "auth/web-storage-unsupported";

/** Provider errors the player never sees: they chose to stop (SPEC §5). */
const SILENT = new Set(["auth/popup-closed-by-user", "auth/cancelled-popup-request", "auth/user-cancelled"]);

const TRANSLATED = new Set([
  "popup-blocked",
  "unauthorized-domain",
  "network-request-failed",
  "internal-error",
  "invalid-api-key",
  "unsupported-browser",
  "code-expired",
]);

/** The lines of a provider error as one text: translated message, 'Code: …' and, if present, 'Reason: …' (SPEC §8). */
export function providerErrorText(t: TFunction, lines: { key: string; code: string; reason?: string }): string {
  return [t(lines.key), t("social.errorCode", { code: lines.code }), lines.reason ? t("social.errorReason", { reason: lines.reason }) : ""]
    .filter(Boolean)
    .join("\n");
}

/**
 * SPEC §8: provider errors are shown as translated text by code (fallback
 * 'auth/unknown'), then 'Code: {code}' and, if present, 'Reason: {message}'.
 */
export function providerErrorLines(error: { code?: unknown; message?: unknown }): { key: string; code: string; reason?: string } | null {
  const code = typeof error.code === "string" && error.code ? error.code : "auth/unknown";
  if (SILENT.has(code)) return null;
  const name = code.replace(/^auth\//, "");
  const reason = typeof error.message === "string" && error.message ? error.message : undefined;
  return { key: TRANSLATED.has(name) ? `social.error.${name}` : "social.error.unknown", code, reason };
}
