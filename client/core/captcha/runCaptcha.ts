import { captchaLanguage } from "#shared/captcha";
import { captchaGeetest, type CaptchaVersion } from "#shared/contract";
import { call } from "../../lib/request";
import { CaptchaError, type GeetestObject, loadCaptchaScript } from "./loadCaptchaScript";

/** What a login, SMS or registration request carries after a passed captcha. */
export interface CaptchaFields {
  geetestSeccode?: string;
  geetestValidateV4?: string;
  /** The plain captcha's picture and the characters read from it. */
  captchaId?: string;
  captchaCode?: string;
}

let running = false;

async function withOneRetry<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch {
    // SPEC §5: one retry on init failure.
    return work();
  }
}

export interface RunOptions {
  version: CaptchaVersion;
  /** SPEC §3 site settings gw.GEETEST_ID: the v4 captcha's id where the registration call gives none. */
  captchaId?: string;
  servers?: string[];
  locale: string;
  onReady?: () => void;
}

/**
 * Runs one captcha to completion (SPEC §5): a second attempt while one runs is
 * refused ('verify geetest too fast'); closing it is 'verify first'.
 */
export async function runCaptcha(options: RunOptions): Promise<CaptchaFields> {
  if (running) throw new CaptchaError("captcha.tooFast");
  running = true;
  try {
    const init = await loadCaptchaScript(options.version, options.servers);
    const registration = await withOneRetry(() => call(captchaGeetest, { query: { t: String(Date.now()) }, alert: false }));
    const config =
      options.version === "v4"
        ? { captchaId: registration.captchaId ?? registration.gt ?? options.captchaId, product: "bind", language: captchaLanguage(options.locale) }
        : {
            gt: registration.gt,
            challenge: registration.challenge,
            offline: false,
            new_captcha: registration.newCaptcha,
            product: "bind",
            lang: captchaLanguage(options.locale),
          };
    return await new Promise<CaptchaFields>((resolve, reject) => {
      init(config, (captcha: GeetestObject) => {
        captcha
          .onReady(() => {
            options.onReady?.();
            (captcha.verify ?? captcha.showCaptcha)?.call(captcha);
          })
          .onSuccess(() => {
            const result = captcha.getValidate();
            if (!result) return reject(new CaptchaError("captcha.verifyFirst"));
            resolve(options.version === "v4" ? { geetestValidateV4: JSON.stringify(result) } : { geetestSeccode: result.geetest_seccode });
          })
          .onError((error) => reject(new CaptchaError("captcha.failed", error.code, error.msg)))
          .onClose(() => reject(new CaptchaError("captcha.verifyFirst")));
      });
    });
  } finally {
    running = false;
  }
}
