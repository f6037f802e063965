import { type LoginRequest, type LoginValue, type SecondFactorRequest, sessionLogin, sessionLoginVerification, smsNoLogin } from "#shared/contract";
import { deviceId } from "../../lib/deviceId";
import { isNativeApp, loginDevice, currentPlatform } from "../../lib/platform";
import { call } from "../../lib/request";
import type { CaptchaFields } from "../../core/captcha";

/** SPEC §3 Login request device fields: loginDeviceId, isOfficialAppLogin and device (IPAD, PWA, WEBCLIP or absent). */
export function deviceFields(): Pick<LoginRequest, "loginDeviceId" | "isOfficialAppLogin" | "device"> {
  const platform = currentPlatform();
  const device = loginDevice(platform);
  return { loginDeviceId: deviceId(), isOfficialAppLogin: isNativeApp(platform), ...(device ? { device } : {}) };
}

/** Encrypted login (the contract marks it so); failures come back to the caller untold (alert: false). */
export function login(body: Omit<LoginRequest, "loginDeviceId" | "isOfficialAppLogin" | "device">): Promise<LoginValue> {
  return call(sessionLogin, { body: { ...body, ...deviceFields() }, device: true, alert: false });
}

export function verifySecondFactor(body: SecondFactorRequest): Promise<LoginValue> {
  return call(sessionLoginVerification, { body, device: true, alert: false });
}

/** Sends an SMS code; resolves with the time the code expires (SPEC §7 value.expirationTime). */
export async function sendSmsCode(mobileNum: string, countryDialingCode: string, captcha: CaptchaFields = {}): Promise<number> {
  const value = await call(smsNoLogin, { body: { mobileNum, countryDialingCode, ...captcha } });
  return value.expirationTime;
}
