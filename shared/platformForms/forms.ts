/**
 * The contracts SPEC leaves unsaid that the product still had to speak (issue #36, build 4; docs/decisions/062):
 * each is one interface here, with the sandbox's reading as one implementation, chosen per merchant in its config
 * (`platformForms`). A real platform's form is one more implementation in this folder and one line of its config.
 */

/** SPEC §3 customer-service path: "the last 8 characters are the key, the rest is ciphertext"; the cipher is not shown. */
export const SUPPORT_PATH_CIPHERS = [
  // Ours (decision 019): AES-256-GCM under SHA-256 of the key, base64url of iv ‖ ciphertext ‖ tag.
  "aes-gcm-sha256",
  // The OpenSSL/CryptoJS passphrase form ("U2FsdGVkX1…": "Salted__", salt, AES-256-CBC, key and iv by EVP_BytesToKey MD5).
  "openssl-aes",
] as const;
export type SupportPathCipherName = (typeof SUPPORT_PATH_CIPHERS)[number];

/** SPEC §7 minigame.js: what the script puts on the page for the app to drive is not shown. */
export const MINI_GAME_INTERFACES = [
  // Ours (decision 020): window.MCMiniGame.mount(face, options) → { open, destroy }.
  "mc-mini-game",
] as const;
export type MiniGameInterfaceName = (typeof MINI_GAME_INTERFACES)[number];

/** SPEC §4: the native app's bridge for social sign-in and the install's attribution; its names are not shown. */
export const NATIVE_BRIDGES = [
  // Ours (decisions 004, 026): window.MCBridge / webkit.messageHandlers.socialLogin, window.onSocialLoginResult, MCBridge.getS2SInfo.
  "mc-bridge",
] as const;
export type NativeBridgeName = (typeof NATIVE_BRIDGES)[number];

/**
 * Site settings SPEC describes without naming them (SPEC §5 "depending on flags", "disabled by a whitelabel flag",
 * §2 "the mandatory-update whitelabel flag" and the newest app version): the names the product reads, ours by default.
 */
export interface SettingNames {
  /** A whitelabel flag, SPEC §5: the plain image captcha instead of Geetest. */
  plainCaptcha: string;
  /** A whitelabel flag, SPEC §5: the country picker disabled. */
  countryPickerOff: string;
  /** A whitelabel flag, SPEC §2: the app upgrade is mandatory. */
  forceAppUpdate: string;
  /** A whitelabelVal entry, SPEC §2: the newest native app version. */
  latestAppVersion: string;
}

export interface PlatformForms {
  supportPathCipher: SupportPathCipherName;
  miniGameInterface: MiniGameInterfaceName;
  nativeBridge: NativeBridgeName;
  settingNames: SettingNames;
  /** Calls whose paths SPEC does not show, under this platform's names: our path → its path (the edge renames them). */
  paths: Readonly<Record<string, string>>;
}

/** The sandbox's forms: every merchant's unless its config names others. */
export const SANDBOX_FORMS: PlatformForms = {
  supportPathCipher: "aes-gcm-sha256",
  miniGameInterface: "mc-mini-game",
  nativeBridge: "mc-bridge",
  settingNames: {
    plainCaptcha: "PLAINCAPTCHA3",
    countryPickerOff: "DISABLEMOBILEICC3",
    forceAppUpdate: "FORCEAPPUPDATE3",
    latestAppVersion: "LATEST_APP_VERSION",
  },
  paths: {},
};

/** A merchant's forms, the sandbox's where it names none (an older inlined page has none). */
export function platformFormsOf(forms: Partial<PlatformForms> | undefined): PlatformForms {
  return { ...SANDBOX_FORMS, ...forms, settingNames: { ...SANDBOX_FORMS.settingNames, ...forms?.settingNames } };
}
