import { useCallback, useEffect, useRef, useState } from "react";
import { CAPTCHA } from "../../../shared/captcha";
import { captchaImage } from "../../../shared/contract";
import { call } from "../../lib/request";

export type PlainCaptchaState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; captchaId: string; image: string }
  | { status: "error" };

export interface PlainCaptchaFields {
  captchaId: string;
  captchaCode: string;
}

export interface PlainCaptchaControl {
  state: PlainCaptchaState;
  code: string;
  setCode(code: string): void;
  /** A translation key under the field, or null. */
  errorKey: string | null;
  /** Checks the typed code before a submit; false shows why under the field. */
  validate(): boolean;
  /** The fields to send with the login, or null (the field says why). */
  fields(): PlainCaptchaFields | null;
  /** A new picture: after every answered login (the old one is spent), or when the player asks. */
  reload(reason?: "wrong"): void;
}

/**
 * The plain captcha (docs/decisions/005): a picture the platform draws, whose
 * characters the player types. Loaded with the form, renewed before it expires.
 */
export function usePlainCaptcha(active: boolean): PlainCaptchaControl {
  const [state, setState] = useState<PlainCaptchaState>({ status: "idle" });
  const [code, setCodeState] = useState("");
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const generation = useRef(0);
  const renewTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const load = useCallback(async () => {
    const mine = ++generation.current;
    clearTimeout(renewTimer.current);
    setState({ status: "loading" });
    try {
      const picture = await call(captchaImage, { query: { t: String(Date.now()) }, alert: false });
      if (mine !== generation.current) return;
      setState({ status: "ready", captchaId: picture.captchaId, image: picture.image });
      const renewIn = Math.max(picture.expiresIn * 1000 - CAPTCHA.plainRefreshMarginMs, 1_000);
      renewTimer.current = setTimeout(() => {
        // The picture can no longer be answered; what was typed for it is no use either.
        setCodeState("");
        void load();
      }, renewIn);
    } catch {
      if (mine === generation.current) setState({ status: "error" });
    }
  }, []);

  useEffect(() => {
    if (!active) return;
    void load();
    return () => {
      generation.current++;
      clearTimeout(renewTimer.current);
    };
  }, [active, load]);

  const validate = () => {
    const key =
      state.status === "error" ? "captcha.plain.loadFailed" : state.status !== "ready" ? "captcha.loading" : !code.trim() ? "captcha.plain.required" : null;
    setErrorKey(key);
    return key === null;
  };

  return {
    state,
    code,
    setCode(next) {
      setCodeState(next);
      if (errorKey) setErrorKey(null);
    },
    errorKey,
    validate,
    fields() {
      if (!validate() || state.status !== "ready") return null;
      return { captchaId: state.captchaId, captchaCode: code.trim() };
    },
    reload(reason) {
      setCodeState("");
      setErrorKey(reason === "wrong" ? "captcha.plain.wrong" : null);
      void load();
    },
  };
}
