import { DEFAULT_PASSWORD } from "#shared/auth";
import { type LoginValue, memberRegister, memberRegisterMobile, type RegisterConsent, type RegisterRequest } from "#shared/contract";
import { affiliateCodesFrom, capturedAttribution, pixelTrack } from "../../core/tracking/attribution";
import { deviceId } from "../../lib/deviceId";
import { currentPlatform, isNativeApp, registerMethod } from "../../lib/platform";
import { call } from "../../lib/request";

/** SPEC §3: the current address with the affiliate and referral codes added. */
export function registerUrl(href: string, codes: { affiliateCode?: string; referralCode?: string }): string {
  const url = new URL(href);
  if (codes.affiliateCode) url.searchParams.set("affiliateCode", codes.affiliateCode);
  if (codes.referralCode) url.searchParams.set("referralCode", codes.referralCode);
  return url.toString();
}

/** SPEC §3 Affiliate: the address's codes, else the ones the edge kept from the landing. */
export function referralCodes(search: string): { affiliateCode?: string; referralCode?: string } {
  return affiliateCodesFrom(search, capturedAttribution());
}

export type RegisterFields =
  { by: "username"; username: string; password: string } | { by: "mobile"; mobileNum: string; countryDialingCode: string; password?: string };

/**
 * SPEC §3 Register request, every field; SPEC §5: a mobile registration without the
 * mobile-password flag gets the fixed default password.
 */
export function buildRegisterRequest(
  fields: RegisterFields,
  context: { href: string; search: string; hostname: string; mobilePassword: boolean; consent: RegisterConsent },
): RegisterRequest {
  const codes = referralCodes(context.search);
  const platform = currentPlatform();
  const base = {
    registerMethod: registerMethod(platform),
    registerUrl: registerUrl(context.href, codes),
    loginDeviceId: deviceId(),
    isOfficialAppLogin: isNativeApp(platform),
    domain: context.hostname,
    ...codes,
    pixelTrack: pixelTrack(),
    login: true,
    // The form refuses to send without the box ticked; what it said goes along, for the platform's record.
    consent: context.consent,
  };
  if (fields.by === "username") return { ...base, username: fields.username, password: fields.password };
  return {
    ...base,
    mobileNum: fields.mobileNum,
    countryDialingCode: fields.countryDialingCode,
    password: context.mobilePassword && fields.password ? fields.password : DEFAULT_PASSWORD,
  };
}

export function register(request: RegisterRequest): Promise<LoginValue> {
  return call(request.mobileNum ? memberRegisterMobile : memberRegister, { body: request, device: true, alert: false });
}
