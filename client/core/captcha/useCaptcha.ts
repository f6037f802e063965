import { useAtomValue } from "../../lib/atomHooks";
import { useReducer, useRef } from "react";
import { type CaptchaAction, type CaptchaKind, captchaKind } from "#shared/captcha";
import { DEFAULT_CAPTCHA_VERSION } from "#shared/constants";
import type { CaptchaVersion } from "#shared/contract";
import { LANGUAGE_LOCALE } from "#shared/languages";
import { languageAtom, merchantAtom, siteSettingsAtom } from "../startup/atoms";
import { platformFormsOf } from "#shared/platformForms/forms";
import { uiEffects } from "../../lib/effects";
import { captchaReducer, type CaptchaState } from "./captchaMachine";
import { CaptchaError } from "./captchaError";
import type { CaptchaFields } from "./runCaptcha";
import { type PlainCaptchaControl, usePlainCaptcha } from "./usePlainCaptcha";

export interface CaptchaControl {
  needed: boolean;
  /** Geetest's widget, or the plain captcha's picture and field (SPEC §5, login only). */
  kind: CaptchaKind | null;
  plain: PlainCaptchaControl;
  state: CaptchaState;
  /** The fields to send, or null when the captcha did not pass (the player has been told why). */
  verify(): Promise<CaptchaFields | null>;
  /** After a refused request: the next submit runs a fresh captcha (SPEC §4 Register failure); "wrong" when the captcha itself was refused. */
  reset(reason?: "wrong"): void;
  /** SPEC §2 'click to retry': back to loading; a pass is kept for the next submit. */
  retry(): Promise<void>;
}

/** The captcha of one form (SPEC §4 Captcha widget, §5 visibility and failures). */
export function useCaptcha(action: CaptchaAction): CaptchaControl {
  const settings = useAtomValue(siteSettingsAtom);
  const language = useAtomValue(languageAtom);
  const names = platformFormsOf(useAtomValue(merchantAtom)?.platformForms).settingNames;
  const [state, dispatch] = useReducer(captchaReducer, { status: "idle" });
  const passed = useRef<CaptchaFields | null>(null);
  const kind = captchaKind(settings, action, names.plainCaptcha);
  const needed = kind !== null;
  const plain = usePlainCaptcha(kind === "plain");
  const version: CaptchaVersion = settings?.gw?.GEETEST_VERSION ?? DEFAULT_CAPTCHA_VERSION;

  const notice = (key: string) => uiEffects().notice({ key });

  const run = async (): Promise<CaptchaFields | null> => {
    // SPEC §5: the SMS captcha needs v4.
    if (action === "sms" && version !== "v4") {
      dispatch({ type: "fail", messageKey: "captcha.serviceNotWork" });
      notice("captcha.serviceNotWork");
      return null;
    }
    dispatch({ type: "load" });
    try {
      // Geetest's runner is fetched when a captcha is first needed, not with the form (DESIGN §4a budget).
      const { runCaptcha } = await import("./runCaptcha");
      const fields = await runCaptcha({
        version,
        captchaId: settings?.gw?.GEETEST_ID || undefined,
        servers: settings?.gw?.GEETEST_SERVERS,
        locale: LANGUAGE_LOCALE[language],
        onReady: () => dispatch({ type: "ready" }),
      });
      dispatch({ type: "success" });
      return fields;
    } catch (error) {
      const failure = error instanceof CaptchaError ? error : new CaptchaError("captcha.failed", undefined, String(error));
      if (failure.messageKey === "captcha.verifyFirst" || failure.messageKey === "captcha.tooFast") {
        if (failure.messageKey === "captcha.verifyFirst") dispatch({ type: "close" });
        notice(failure.messageKey);
      } else {
        dispatch({ type: "fail", messageKey: failure.messageKey, code: failure.code, detail: failure.detail });
      }
      return null;
    }
  };

  return {
    needed,
    kind,
    plain,
    state,
    async verify() {
      if (!needed) return {};
      if (kind === "plain") return plain.fields();
      if (passed.current) {
        const fields = passed.current;
        passed.current = null;
        return fields;
      }
      return run();
    },
    reset(reason) {
      if (kind === "plain") return plain.reload(reason);
      passed.current = null;
      dispatch({ type: "reset" });
    },
    async retry() {
      passed.current = await run();
    },
  };
}
