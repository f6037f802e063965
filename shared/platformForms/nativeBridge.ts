import type { NativeBridgeName } from "./forms.ts";

/** The native app's bridge as the product uses it, whatever the app names it (SPEC §4 does not show the names). */
export interface NativeBridge {
  /**
   * Asks the app to sign in with `channel`; resolves with its answer (an ID token, or a text starting 'Failure').
   * Null when the app offers no such bridge.
   */
  socialLogin(channel: string): Promise<string> | null;
  /** The app's install attribution (SPEC §3 Server-to-server info): an object or a JSON text, undefined when none. */
  s2sInfo(): unknown;
}

type McBridgeScope = {
  MCBridge?: { socialLogin?: (channel: string) => void; getS2SInfo?: () => unknown };
  webkit?: { messageHandlers?: { socialLogin?: { postMessage(message: unknown): void } } };
  onSocialLoginResult?: (result: string) => void;
  mcS2SInfo?: unknown;
};

/**
 * "mc-bridge" (ours, docs/decisions/004 and 026): Android exposes `window.MCBridge.socialLogin(channel)` and
 * `MCBridge.getS2SInfo()`; iOS `webkit.messageHandlers.socialLogin` and injects `window.mcS2SInfo` before the page's
 * scripts. The sign-in answer comes through `window.onSocialLoginResult(result)`.
 */
function mcBridge(scope: McBridgeScope): NativeBridge {
  return {
    socialLogin(channel) {
      const android = scope.MCBridge?.socialLogin;
      const ios = scope.webkit?.messageHandlers?.socialLogin;
      if (typeof android !== "function" && typeof ios?.postMessage !== "function") return null;
      return new Promise((resolve) => {
        scope.onSocialLoginResult = (result: string) => {
          scope.onSocialLoginResult = undefined;
          resolve(String(result));
        };
        if (typeof android === "function") scope.MCBridge!.socialLogin!(channel);
        else ios!.postMessage({ channel });
      });
    },
    s2sInfo() {
      return typeof scope.MCBridge?.getS2SInfo === "function" ? scope.MCBridge.getS2SInfo() : scope.mcS2SInfo;
    },
  };
}

const BRIDGES: Record<NativeBridgeName, (scope: object) => NativeBridge> = { "mc-bridge": (scope) => mcBridge(scope as McBridgeScope) };

/** The bridge in the merchant's platform form (docs/decisions/062), read from the page's global scope. */
export function nativeBridgeOf(scope: object, form: NativeBridgeName): NativeBridge {
  return BRIDGES[form](scope);
}
