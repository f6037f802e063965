import { type PasswordResetAccount, passwordReset, passwordResetSms, type PasswordResetSmsValue, type PasswordResetValue } from "#shared/contract";
import type { CaptchaFields } from "../../core/captcha";
import { call } from "../../lib/request";

/**
 * The two recovery calls (docs/decisions/028). The page says every failure itself, next to what failed
 * (alert: false), so a wrong code is read under the code field rather than in a pop-up.
 */
export function requestResetCode(account: PasswordResetAccount, captcha: CaptchaFields): Promise<PasswordResetSmsValue> {
  return call(passwordResetSms, { body: { ...account, ...captcha }, alert: false });
}

export function resetPassword(account: PasswordResetAccount, verificationCode: string, newPassword: string): Promise<PasswordResetValue> {
  return call(passwordReset, { body: { ...account, verificationCode, newPassword }, alert: false });
}
