/** Payload types of the /wps contract (SPEC §3), shared by the client and the sandbox. */
import type { LocalTexts } from "../localText.ts";

/** Every platform answer is wrapped like this; failures carry the §3 error body. */
export interface Envelope<T> {
  success: boolean;
  value?: T;
  message?: string;
  errorCode?: string;
}

/** SPEC §3 Error body. */
export interface ErrorBody {
  message: string;
  errorCode: string;
}

export interface CustomerServiceEntry {
  title: string;
  /** The title per language, beside the default language's (docs/decisions/055). */
  titles?: LocalTexts;
  csType: string;
  // SPEC §3 csPosition is not read: the app has one place for support, the footer's Support (docs/decisions/060).
  /** Encrypted: the last 8 characters are the key, the rest is ciphertext. */
  path: string;
  labelIds: string[];
}

export interface PwaTemplate {
  title?: string;
  /** The title per language beside the one `title` (docs/decisions/055); a hostile map, read by shared/localText.ts. */
  titles?: unknown;
  icons?: Partial<Record<"192" | "256" | "384" | "512", string>>;
}

/** SPEC §3 mobileTemplate. `h5_logo` and `image_logo` are not read: the merchant config's logo is the one logo (docs/decisions/060). */
export interface MobileTemplate {
  app_background?: string;
  app_desc?: string;
  /** app_desc per language, beside the default language's (docs/decisions/055). */
  app_desc_texts?: LocalTexts;
  app_desc_font_color?: string;
  /** JSON text of PwaTemplate, as the platform sends it. */
  pwa?: string;
  desktop_app_feature?: string;
  apple_touch_icon?: string;
}

export type CaptchaVersion = "v3" | "v4";

/** The plain captcha's picture (ours, docs/decisions/005). */
export interface PlainCaptcha {
  captchaId: string;
  /** A data: URL of the picture (SVG). */
  image: string;
  /** Seconds the picture may still be answered. */
  expiresIn: number;
}

/** SPEC §3 "Site settings loaded at start-up": the value of GET /wps/system/status. */
export interface SiteSettings {
  merchantCode: string;
  customerService: CustomerServiceEntry[];
  mobileTemplate: MobileTemplate;
  paths: Record<string, string>;
  register: { captcha: { enabled: boolean } };
  resources: Record<string, string>;
  whitelabel: Record<string, boolean>;
  whitelabelVal: Record<string, string>;
  // mainDomain and imageCDNs are not read: the merchant config's domains and imageCdn are (docs/decisions/060).
  sms: { firebase: boolean; apiKey?: string; projectId?: string };
  /** GEETEST_SERVERS (ours): where the captcha script is loaded from, in order; Geetest's own servers when absent. */
  // PROFILE_ICON_COUNT is not read: no screen offers profile icons (docs/decisions/063).
  gw: { GEETEST_ID?: string; GEETEST_VERSION: CaptchaVersion; GEETEST_SERVERS?: string[] };
  analytics: Record<string, string>;
  maintenance: boolean;
  maintenanceEnd: number | null;
  regionRestriction: boolean;
  test: boolean;
  /** The visitor's address as the platform saw it: only the browser's own status call has it; the edge's copy is not the visitor's. */
  location?: { ip: string };
  /** SPEC §3: the domain check, with the settings; its domain list is what calls fail over to (issue #36). */
  domainRoute?: DomainRoute;
}

export interface CountryEntry {
  countryCode: string;
  countryDialingCode: string;
  name: string;
}

/** SPEC §3 Country. */
export interface CountryInfo {
  countries: CountryEntry[];
  countryCode: string;
  countryDialingCode: string;
  currencySymbol: string;
  currency: string;
}

/** SPEC §3 Domain-check response. */
export interface DomainRoute {
  domainList: { domainName: string }[];
  customerService: CustomerServiceEntry[];
}

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: "standalone";
  orientation: "portrait";
  background_color: string;
  theme_color: string;
  lang: string;
  dir: "ltr" | "rtl";
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

/** SPEC §3 Member info. type: -1 not logged in; 0, 1, 2 players (1, 2 agents); 4 no chat. */
export interface ClubLabel {
  labelName: string;
  labelId: string;
  /** AUTO means VIP benefits are shown. */
  type: string;
  rankLevel: number;
}

export interface MemberInfo {
  id: number;
  customerId: number;
  account: string;
  userName: string;
  type: number;
  regDate: number;
  language: string;
  clubLabel: ClubLabel | null;
  token: string;
  merchantCode: string;
  firstTimeLogin: boolean;
}

/** SPEC §7 MCSFE_getPlayerRankProgress. */
export interface PlayerRankProgress {
  currentProgress: { completedConditions: number; totalExpectedConditions: number };
  playerRankProgress: { labelId: string | null };
}

export interface RsaKey {
  /** Base64 SubjectPublicKeyInfo of an RSA-OAEP (SHA-256) key. */
  publicKey: string;
}

/** SPEC §3 Login request. Passwords and codes only ever travel encrypted. */
export interface LoginRequest {
  username?: string;
  password?: string;
  type: "username" | "sms" | "firebase";
  mobileNum?: string;
  countryDialingCode?: string;
  verificationCode?: string;
  firebaseChannel?: string;
  firebaseIdToken?: string;
  loginDeviceId: string;
  isOfficialAppLogin: boolean;
  device?: "IPAD" | "PWA" | "WEBCLIP";
  geetestSeccode?: string;
  geetestValidateV4?: string;
  /** Ours: the plain captcha's picture and what the player read in it (docs/decisions/005). */
  captchaId?: string;
  captchaCode?: string;
  /** Ours: the login was made automatically from a remembered record (MOBILEAUTOLOGIN3). */
  autoLogin?: boolean;
}

/** SPEC §3 Login response value. */
export interface LoginValue {
  id: number;
  token: string;
  userName: string;
  customerType: number;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  // updatePassword is not read: passwordExpired with PWDEXPFORCECHANGE3 sends to the change (docs/decisions/060).
}

/** Sent with login_verify_required: the second-factor methods the player may use. */
export interface VerifyRequiredValue {
  methods: ("email" | "ga" | "sms" | "payeeName")[];
  mobileNum?: string;
}

/** SPEC §3 Second-factor request. method: E email, P payeeName, G ga, S sms. */
export interface SecondFactorRequest {
  username: string;
  password: string;
  method: "E" | "P" | "G" | "S";
  email?: string;
  payeeName?: string;
  authCode?: string;
  mobileNum?: string;
  verificationCode?: string;
  firebaseIdToken?: string;
}

/** SPEC §3 Register request. */
export interface RegisterRequest {
  registerMethod: "APP" | "H5" | "PWA" | "WEBCLIP";
  registerUrl: string;
  loginDeviceId: string;
  isOfficialAppLogin: boolean;
  domain: string;
  referralCode?: string;
  affiliateCode?: string;
  pixelTrack?: Record<string, string>;
  login: boolean;
  geetestSeccode?: string;
  geetestValidateV4?: string;
  username?: string;
  mobileNum?: string;
  password: string;
  countryDialingCode?: string;
  /** Ours (SPEC §3 shows none, docs/decisions/030): what the player confirmed by ticking the consent box. */
  consent?: RegisterConsent;
}

/** The age the player confirmed and the documents accepted, as they were linked on the form. */
export interface RegisterConsent {
  minimumAge: number;
  termsUrl?: string;
  privacyUrl?: string;
}

/** SPEC §3 registration by provider: firebaseChannel, firebaseIdToken, login (true), smsTemplate. */
export interface ProviderRegisterRequest {
  firebaseChannel: string;
  firebaseIdToken: string;
  login: true;
  smsTemplate: string;
  registerMethod: RegisterRequest["registerMethod"];
  registerUrl: string;
  domain: string;
}

/** SPEC §7 /wps/verification/sms/noLogin, with the captcha's fields when one was asked for. */
export interface SmsCodeRequest {
  countryDialingCode: string;
  mobileNum: string;
  geetestSeccode?: string;
  geetestValidateV4?: string;
  captchaId?: string;
  captchaCode?: string;
}

/**
 * A refused SMS send (ours; SPEC §7 shows none): the number was texted a minute ago, or ten times this hour.
 * Its value says when it may be texted again, so the send button can count down to it.
 */
export const SMS_TOO_FREQUENT = "sms_too_frequent";

export interface SmsTooFrequentValue {
  retryAfterMs: number;
}

export interface PasswordChangeRequest {
  oldPassword: string;
  newPassword: string;
}
