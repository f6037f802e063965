import { useEffect, useState } from "react";
import { CAPTCHA } from "#shared/captcha";
import { captchaImage } from "#shared/contract";
import { call } from "../../lib/request";

export type PlainCaptchaState = { status: "idle" } | { status: "loading" } | { status: "ready"; captchaId: string; image: string } | { status: "error" };

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

/** The picture asked for by one request (`wanted`), once it has come back or failed. */
type Answered = { wanted: number } & ({ status: "ready"; captchaId: string; image: string } | { status: "error" });

/**
 * The plain captcha (docs/decisions/005): a picture the platform draws, whose
 * characters the player types. Loaded with the form, renewed before it expires.
 */
export function usePlainCaptcha(active: boolean): PlainCaptchaControl {
  // Each new picture is asked for by counting up; the state is "loading" until that one answers.
  const [wanted, setWanted] = useState(0);
  const [answered, setAnswered] = useState<Answered | null>(null);
  const [code, setCodeState] = useState("");
  const [errorKey, setErrorKey] = useState<string | null>(null);

  useEffect(() => {
    if (!active) return;
    let current = true;
    let renewTimer: ReturnType<typeof setTimeout> | undefined;
    call(captchaImage, { query: { t: String(Date.now()) }, alert: false })
      .then((picture) => {
        if (!current) return;
        setAnswered({ wanted, status: "ready", captchaId: picture.captchaId, image: picture.image });
        const renewIn = Math.max(picture.expiresIn * 1000 - CAPTCHA.plainRefreshMarginMs, CAPTCHA.plainMinimumLifeMs);
        renewTimer = setTimeout(() => {
          // The picture can no longer be answered; what was typed for it is no use either.
          setCodeState("");
          setWanted((count) => count + 1);
        }, renewIn);
      })
      .catch(() => current && setAnswered({ wanted, status: "error" }));
    return () => {
      current = false;
      clearTimeout(renewTimer);
    };
  }, [active, wanted]);

  const state: PlainCaptchaState = !active
    ? { status: "idle" }
    : answered?.wanted !== wanted
      ? { status: "loading" }
      : answered.status === "ready"
        ? { status: "ready", captchaId: answered.captchaId, image: answered.image }
        : { status: "error" };

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
      setWanted((count) => count + 1);
    },
  };
}
