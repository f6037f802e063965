import { DEFAULT_PASSWORD } from "#shared/auth";
import type { LoginValue } from "#shared/contract";
import { returnPath } from "#shared/navigation";
import { ROUTES } from "#shared/routes";

export type PasswordChangeReason = "firstLogin" | "expired" | "default";

/**
 * SPEC §4 Login success: /m/changePsw for a first-time login, an expired password
 * when PWDEXPFORCECHANGE3 is on, or the default password on a non-sms login;
 * otherwise /m/home.
 */
export function passwordChangeReason(
  value: Pick<LoginValue, "firstTimeLogin" | "passwordExpired">,
  options: { password?: string; type: "username" | "sms" | "firebase"; forceExpiredChange: boolean },
): PasswordChangeReason | null {
  if (value.firstTimeLogin) return "firstLogin";
  if (value.passwordExpired && options.forceExpiredChange) return "expired";
  if (options.type !== "sms" && options.password === DEFAULT_PASSWORD) return "default";
  return null;
}

/** Where a login goes: the password change when one is due; else the page the guest was on the way to (issue #35), or home. */
export function afterLoginPath(reason: PasswordChangeReason | null, search = ""): string {
  return reason ? `${ROUTES.changePsw}?reason=${reason}` : (returnPath(search) ?? ROUTES.home);
}
