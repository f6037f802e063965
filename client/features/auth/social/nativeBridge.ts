import type { SocialChannel } from "./channels";

/**
 * The native apps' sign-in bridge (docs/decisions/004): Android exposes
 * `window.MCBridge.socialLogin(channel)`, iOS `webkit.messageHandlers.socialLogin`.
 * The app answers through `window.onSocialLoginResult(result)`: an ID token, or a
 * text starting 'Failure'.
 */
type BridgeWindow = Window & {
  MCBridge?: { socialLogin?: (channel: string) => void };
  webkit?: { messageHandlers?: { socialLogin?: { postMessage(message: unknown): void } } };
  onSocialLoginResult?: (result: string) => void;
};

export type BridgeOutcome = { kind: "token"; token: string } | { kind: "failure"; message: string } | { kind: "missing" };

export function bridgeAvailable(win: Window = window): boolean {
  const scope = win as BridgeWindow;
  return typeof scope.MCBridge?.socialLogin === "function" || typeof scope.webkit?.messageHandlers?.socialLogin?.postMessage === "function";
}

export function signInThroughBridge(channel: SocialChannel, win: Window = window): Promise<BridgeOutcome> {
  const scope = win as BridgeWindow;
  if (!bridgeAvailable(win)) return Promise.resolve({ kind: "missing" });
  return new Promise((resolve) => {
    scope.onSocialLoginResult = (result: string) => {
      scope.onSocialLoginResult = undefined;
      resolve(result.startsWith("Failure") ? { kind: "failure", message: result } : { kind: "token", token: result });
    };
    if (scope.MCBridge?.socialLogin) scope.MCBridge.socialLogin(channel);
    else scope.webkit?.messageHandlers?.socialLogin?.postMessage({ channel });
  });
}
