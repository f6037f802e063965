import { DEFAULT_PASSWORD } from "../../../shared/auth";
import { type LoginValue, memberRegister, memberRegisterMobile, type RegisterRequest } from "../../../shared/contract";
import { deviceId } from "../../lib/deviceId";
import { currentPlatform, isNativeApp, registerMethod } from "../../lib/platform";
import { call } from "../../lib/request";
import { LOCAL_STORAGE } from "../../../shared/storageKeys";
import { localStore } from "../../lib/storage";

/** Where the attribution feature keeps the pixel object (SPEC §3); read here, written there. */

export function pixelTrack(): Record<string, string> {
  try {
    const stored = JSON.parse(localStore.get(LOCAL_STORAGE.pixelTrack) ?? "{}") as Record<string, unknown>;
    // Only non-empty values are kept (SPEC §3 Pixel/attribution object).
    return Object.fromEntries(Object.entries(stored).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== ""));
  } catch {
    return {};
  }
}

/** SPEC §3: the current address with the affiliate and referral codes added. */
export function registerUrl(href: string, codes: { affiliateCode?: string; referralCode?: string }): string {
  const url = new URL(href);
  if (codes.affiliateCode) url.searchParams.set("affiliateCode", codes.affiliateCode);
  if (codes.referralCode) url.searchParams.set("referralCode", codes.referralCode);
  return url.toString();
}

export function referralCodes(search: string): { affiliateCode?: string; referralCode?: string } {
  const query = new URLSearchParams(search);
  const affiliateCode = query.get("affiliateCode") || undefined;
  const referralCode = query.get("referralCode") || query.get("r") || undefined;
  return { affiliateCode, referralCode };
}

export type RegisterFields =
  { by: "username"; username: string; password: string } | { by: "mobile"; mobileNum: string; countryDialingCode: string; password?: string };

/**
 * SPEC §3 Register request, every field; SPEC §5: a mobile registration without the
 * mobile-password flag gets the fixed default password.
 */
export function buildRegisterRequest(
  fields: RegisterFields,
  context: { href: string; search: string; hostname: string; mobilePassword: boolean },
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
