import { TIMING } from "../constants.ts";
import type {
  CountryInfo,
  DomainRoute,
  LoginRequest,
  LoginValue,
  MemberInfo,
  PasswordChangeRequest,
  PlainCaptcha,
  PlayerRankProgress,
  ProviderRegisterRequest,
  RegisterRequest,
  RsaKey,
  SecondFactorRequest,
  SiteSettings,
  SmsCodeRequest,
  WebAppManifest,
} from "./types.ts";
import { endpoint, type AnyEndpoint, type None } from "./endpoint.ts";
import { CONTENT_ENDPOINTS } from "./content.ts";
import { MEMBER_SCREEN_ENDPOINTS } from "./memberScreens.ts";
import { GAME_ENDPOINTS } from "./games.ts";
import { MONEY_ENDPOINTS } from "./money.ts";
import { INSTALL_ENDPOINTS } from "./install.ts";
import { PUSH_ENDPOINTS } from "./push.ts";
import { TRACKING_ENDPOINTS } from "./tracking.ts";
import { SUPPORT_ENDPOINTS } from "./support.ts";
import { PASSWORD_RESET_ENDPOINTS } from "./passwordReset.ts";

export type { Endpoint } from "./endpoint.ts";

export const systemStatus = endpoint<{ device: "MOBILE"; track?: string; originalDomain?: string; url?: string }, None, SiteSettings>({
  method: "GET",
  path: "/wps/system/status",
  auth: false,
  encrypted: false,
  cache: "no-cache",
  timeoutMs: TIMING.statusPingTimeout,
});

export const systemCountry = endpoint<None, None, CountryInfo>({
  method: "GET",
  path: "/wps/system/country",
  auth: false,
  encrypted: false,
  cache: "session",
});

export const systemDomainRoute = endpoint<None, None, DomainRoute>({
  method: "GET",
  path: "/wps/system/domainRoute",
  auth: false,
  encrypted: false,
  cache: "none",
});

export const systemManifest = endpoint<{ merchantCode: string }, None, WebAppManifest>({
  method: "GET",
  path: "/wps/system/manifest.json",
  auth: false,
  encrypted: false,
  cache: "none",
});

export const systemPing = endpoint<{ speed: string }, None, number>({
  method: "GET",
  path: "/wps/system/test/ping",
  auth: false,
  encrypted: false,
  cache: "none",
  timeoutMs: TIMING.fastestDomainTimeout,
});

export const sessionKeyRsa = endpoint<{ t: string }, None, RsaKey>({
  method: "GET",
  path: "/wps/session/key/rsa",
  auth: false,
  encrypted: false,
  cache: "no-cache",
});

export const memberInfo = endpoint<None, None, MemberInfo>({
  method: "GET",
  path: "/wps/member/info",
  auth: true,
  encrypted: false,
  cache: "none",
});

export const memberLanguage = endpoint<None, { language: string }, undefined>({
  method: "POST",
  path: "/wps/member/language",
  auth: true,
  encrypted: false,
  moduleId: "LANGUAGE3",
  cache: "none",
});

export const playerRankProgress = endpoint<None, None, PlayerRankProgress>({
  method: "GET",
  path: "/wps/relay/MCSFE_getPlayerRankProgress",
  auth: true,
  encrypted: false,
  cache: "none",
});

export const sessionLogin = endpoint<None, LoginRequest, LoginValue>({
  method: "POST",
  path: "/wps/session/login",
  auth: false,
  encrypted: true,
  moduleId: "LOGIN3",
  cache: "none",
});

export const sessionLoginVerification = endpoint<None, SecondFactorRequest, LoginValue>({
  method: "POST",
  path: "/wps/session/login/verification",
  auth: false,
  encrypted: true,
  moduleId: "LOGIN3",
  cache: "none",
});

export const sessionLogout = endpoint<None, None, undefined>({
  method: "POST",
  path: "/wps/session/logout",
  auth: true,
  encrypted: false,
  moduleId: "LOGOUT3",
  cache: "none",
});

export const memberRegister = endpoint<None, RegisterRequest | ProviderRegisterRequest, LoginValue>({
  method: "POST",
  path: "/wps/member/register",
  auth: false,
  encrypted: true,
  moduleId: "REG3",
  cache: "none",
});

export const memberRegisterMobile = endpoint<None, RegisterRequest, LoginValue>({
  method: "POST",
  path: "/wps/member/register/mobile",
  auth: false,
  encrypted: true,
  moduleId: "MOBILENUMREG3",
  cache: "none",
});

export const registerAutoUsername = endpoint<None, None, { username: string }>({
  method: "POST",
  path: "/wps/member/register/autoUsername",
  auth: false,
  encrypted: false,
  moduleId: "REG3",
  cache: "none",
});

export const smsNoLogin = endpoint<None, SmsCodeRequest, { expirationTime: number }>({
  method: "POST",
  path: "/wps/verification/sms/noLogin",
  auth: false,
  encrypted: false,
  moduleId: "SMS3",
  cache: "none",
});

/** Forced password change (SPEC §2 /m/changePsw); the path is not shown, this is ours. */
export const passwordUpdate = endpoint<None, PasswordChangeRequest, undefined>({
  method: "POST",
  path: "/wps/member/password/update",
  auth: true,
  encrypted: true,
  moduleId: "CHANGEPSW3",
  cache: "none",
});

export const captchaGeetest = endpoint<{ t: string }, None, { gt: string; challenge: string; newCaptcha: boolean; captchaId?: string }>({
  method: "GET",
  path: "/wps/captcha/geetest",
  auth: false,
  encrypted: false,
  cache: "none",
});

/** Ours (docs/decisions/005): the plain captcha's picture, answered with the login as captchaId and captchaCode. */
export const captchaImage = endpoint<{ t: string }, None, PlainCaptcha>({
  method: "GET",
  path: "/wps/captcha/image",
  auth: false,
  encrypted: false,
  cache: "none",
});

/** Every endpoint above, for what applies across the contract. */
export const ENDPOINTS: AnyEndpoint[] = [
  systemStatus,
  systemCountry,
  systemDomainRoute,
  systemManifest,
  systemPing,
  sessionKeyRsa,
  memberInfo,
  memberLanguage,
  playerRankProgress,
  sessionLogin,
  sessionLoginVerification,
  sessionLogout,
  memberRegister,
  memberRegisterMobile,
  registerAutoUsername,
  smsNoLogin,
  passwordUpdate,
  captchaGeetest,
  captchaImage,
  ...CONTENT_ENDPOINTS,
  ...GAME_ENDPOINTS,
  ...MONEY_ENDPOINTS,
  ...INSTALL_ENDPOINTS,
  ...PUSH_ENDPOINTS,
  ...TRACKING_ENDPOINTS,
  ...MEMBER_SCREEN_ENDPOINTS,
  ...PASSWORD_RESET_ENDPOINTS,
  ...SUPPORT_ENDPOINTS,
];

/** SPEC §9 timeouts: the endpoint's own, else the default request timeout. */
export function endpointTimeout(path: string, fallback: number): number {
  return ENDPOINTS.find((candidate) => candidate.path === path)?.timeoutMs ?? fallback;
}

export const ENCRYPTED_PATHS = ENDPOINTS.filter((endpoint) => endpoint.encrypted).map((endpoint) => endpoint.path);
