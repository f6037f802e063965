import type { RememberedLogin } from "../../lib/rememberedLogin";

/**
 * SPEC §4 Auto login (MOBILEAUTOLOGIN3): off when a redirectUrl or backUrl query is
 * present, a token or session exists, or the merchant differs. Also off when the
 * record says so (token_ip_different), has no password, or a captcha is needed
 * (a human check cannot be automatic; docs/decisions/003).
 */
export function autoLoginAllowed(input: {
  enabled: boolean;
  search: string;
  hasSession: boolean;
  merchant: string | undefined;
  record: RememberedLogin | null;
  captchaNeeded: boolean;
}): input is typeof input & { record: RememberedLogin & { password: string } } {
  const query = new URLSearchParams(input.search);
  if (!input.enabled || input.captchaNeeded) return false;
  if (query.has("redirectUrl") || query.has("backUrl")) return false;
  if (input.hasSession || query.has("token") || query.has("tokens")) return false;
  const record = input.record;
  if (!record || record.merchant !== input.merchant) return false;
  return record.autoLogin === 1 && record.type === "username" && Boolean(record.password);
}
