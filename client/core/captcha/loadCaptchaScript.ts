import { CAPTCHA, CAPTCHA_ERRORS } from "#shared/captcha";
import type { CaptchaVersion } from "#shared/contract";
import { CaptchaError } from "./captchaError";

export { CaptchaError };

export interface GeetestObject {
  onReady(callback: () => void): GeetestObject;
  onSuccess(callback: () => void): GeetestObject;
  onError(callback: (error: { code?: number; msg?: string }) => void): GeetestObject;
  onClose(callback: () => void): GeetestObject;
  verify?(): void;
  showCaptcha?(): void;
  getValidate(): Record<string, string> | null;
  reset(): void;
  destroy?(): void;
}

type InitGeetest = (config: Record<string, unknown>, callback: (captcha: GeetestObject) => void) => void;

export function initFunction(version: CaptchaVersion, win: Window = window): InitGeetest | undefined {
  const scope = win as unknown as { initGeetest?: InitGeetest; initGeetest4?: InitGeetest };
  return version === "v4" ? scope.initGeetest4 : scope.initGeetest;
}

function loadFrom(src: string, timeoutMs: number, doc: Document): Promise<boolean> {
  return new Promise((resolve) => {
    const script = doc.createElement("script");
    const timer = setTimeout(() => finish(false), timeoutMs);
    function finish(ok: boolean) {
      clearTimeout(timer);
      script.onload = script.onerror = null;
      if (!ok) script.remove();
      resolve(ok);
    }
    script.onload = () => finish(true);
    script.onerror = () => finish(false);
    script.async = true;
    script.src = src;
    doc.head.appendChild(script);
  });
}

/**
 * The provider's script, from the first of the merchant's servers that answers
 * within 3 s (SPEC §7, §9). None answering is 60204; a script without the
 * provider's interface is 60205 (SPEC §8).
 */
export async function loadCaptchaScript(
  version: CaptchaVersion,
  servers: readonly string[] = CAPTCHA.defaultServers,
  options: { timeoutMs?: number; doc?: Document; win?: Window } = {},
): Promise<InitGeetest> {
  const win = options.win ?? window;
  const existing = initFunction(version, win);
  if (existing) return existing;
  for (const server of servers) {
    if (await loadFrom(`${server.replace(/\/$/, "")}${CAPTCHA.scriptPath[version]}`, options.timeoutMs ?? CAPTCHA.scriptTimeoutMs, options.doc ?? document)) {
      const init = initFunction(version, win);
      if (init) return init;
      throw new CaptchaError("captcha.loadFailed", CAPTCHA_ERRORS.gctTimeout, "gct resource load timeout (Network failure)");
    }
  }
  throw new CaptchaError("captcha.loadFailed", CAPTCHA_ERRORS.jsTimeout, "js resource load timeout (Network failure)");
}
