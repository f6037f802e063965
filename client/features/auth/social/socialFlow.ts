import type { useStore } from "jotai";
import type { TFunction } from "i18next";
import { AUTH_ERRORS } from "#shared/auth";
import { TIMING } from "#shared/constants";
import { memberRegister, type SiteSettings } from "#shared/contract";
import { currentPlatform, isNativeApp, registerMethod } from "../../../lib/platform";
import { call, RequestError } from "../../../lib/request";
import { sessionStore } from "../../../lib/storage";
import { loginDialogOpenAtom, registerDialogOpenAtom } from "../../../core/dialogs";
import { messageForError, type PlayerMessage, type useNotices } from "../../../core/notices";
import { sessionFromLogin, startSession } from "../../../core/session";
import { ROUTES } from "#shared/routes";
import { browserInfo, isTelegramWebView } from "../../../core/install/browser";
import { login } from "../authCalls";
import type { useCompleteLogin } from "../useCompleteLogin";
import { openInBrowserAtom, type LoginChoice, type PendingProvider } from "./atoms";
import { needsRedirect, PROVIDER_NAME, REDIRECT_CHANNEL_KEY, type SocialChannel, stripParenthesised } from "./channels";
import type { FirebaseSetup } from "./firebaseAuth";
import { signInRoute } from "./inAppSignIn";
import { signInThroughBridge } from "./nativeBridge";
import { INCOGNITO_ERROR, providerErrorLines, providerErrorText } from "./providerError";

/** What the flow needs from the screen that uses it (gathered by useSocialLogin). */
export interface SocialFlowContext {
  t: TFunction;
  store: ReturnType<typeof useStore>;
  settings: SiteSettings | null;
  merchantCode: string | undefined;
  emulatorUrl: string | undefined;
  completeLogin: ReturnType<typeof useCompleteLogin>;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  setPending: (pending: PendingProvider | null) => void;
  setChoice: (choice: LoginChoice | null) => void;
  notices: ReturnType<typeof useNotices>;
}

/**
 * SPEC §4 Social login: provider token → platform login; bind_customer_required →
 * register or choose. Fetched when a provider is first used, not with the login form.
 */
export function createSocialFlow({
  t,
  store,
  settings,
  merchantCode,
  emulatorUrl,
  completeLogin,
  navigate,
  setPending,
  setChoice,
  notices,
}: SocialFlowContext) {
  const notify = (text: string) => notices.notice({ text });
  /** SPEC §8: the server's message (in the player's language when we know its code), or 'unknown_error'. */
  const tellFailure = (error: unknown) => notices.notice(messageForError(error) ?? ({ key: "social.unknownError" } satisfies PlayerMessage));
  const setup = (): FirebaseSetup | null =>
    settings?.sms?.apiKey && settings.sms.projectId
      ? { apiKey: settings.sms.apiKey, projectId: settings.sms.projectId, authDomain: window.location.host, emulatorUrl }
      : null;

  const resetProviderArguments = () => {
    setPending(null);
    sessionStore.remove(REDIRECT_CHANNEL_KEY);
  };

  const registerWithProvider = async (channel: SocialChannel, token: string) => {
    try {
      const value = await call(memberRegister, {
        body: {
          firebaseChannel: channel,
          firebaseIdToken: token,
          login: true,
          smsTemplate: "",
          registerMethod: registerMethod(currentPlatform()),
          registerUrl: window.location.href,
          domain: window.location.hostname,
        },
        device: true,
        alert: false,
      });
      startSession(store, sessionFromLogin(value, merchantCode));
      resetProviderArguments();
      setChoice(null);
      setTimeout(() => {
        // SPEC §4: then replace the route with /m/home and close the login and register dialogs.
        store.set(loginDialogOpenAtom, false);
        store.set(registerDialogOpenAtom, false);
        navigate(ROUTES.home, { replace: true });
      }, TIMING.afterProviderRegistration);
    } catch (error) {
      resetProviderArguments();
      tellFailure(error);
    }
  };

  const loginWithToken = async (channel: SocialChannel, token: string, options: { nativeApp?: boolean } = {}) => {
    try {
      const value = await login({ type: "firebase", firebaseChannel: channel, firebaseIdToken: token });
      resetProviderArguments();
      completeLogin(value, { type: "firebase", username: value.userName, remember: false });
    } catch (error) {
      if (error instanceof RequestError && error.errorCode === AUTH_ERRORS.bindRequired) {
        // SPEC §4: the Android app registers at once; elsewhere the player chooses.
        if (options.nativeApp && /Android/i.test(navigator.userAgent)) return registerWithProvider(channel, token);
        setPending({ channel, token });
        setChoice({ channel, token, message: stripParenthesised(error.message) });
        return;
      }
      resetProviderArguments();
      tellFailure(error);
    }
  };

  const start = async (channel: SocialChannel) => {
    const platform = currentPlatform();
    if (isNativeApp(platform)) {
      const outcome = await signInThroughBridge(channel);
      if (outcome.kind === "failure") return notify(outcome.message);
      if (outcome.kind === "token") return loginWithToken(channel, outcome.token, { nativeApp: true });
      if (channel !== "google") return notices.toast({ key: "social.comingSoon" }, TIMING.comingSoonToast);
    }
    const config = setup();
    if (!config) return;
    const browser = browserInfo(platform, isTelegramWebView(globalThis));
    if (signInRoute(channel, browser) === "openInBrowser") {
      // The step's own code comes first, so it opens the moment the button stops spinning (docs/decisions/029).
      await import("./OpenInBrowserSheet");
      store.set(openInBrowserAtom, { channel, os: browser.os });
      return;
    }
    const firebase = await import("./firebaseAuth");
    try {
      if (needsRedirect(platform, browser.family === "inApp")) {
        sessionStore.set(REDIRECT_CHANNEL_KEY, channel);
        await firebase.startProviderRedirect(config, channel);
        return;
      }
      await loginWithToken(channel, await firebase.signInWithProviderPopup(config, channel));
    } catch (error) {
      resetProviderArguments();
      // Incognito windows block the provider's third-party storage; the SDK says so with this code (docs/decisions/004).
      if ((error as { code?: unknown }).code === INCOGNITO_ERROR) return notify(t("social.incognito", { provider: PROVIDER_NAME[channel] }));
      const lines = providerErrorLines(error as { code?: unknown; message?: unknown });
      if (!lines) return;
      notify(providerErrorText(t, lines));
    }
  };

  /** The redirect flow's result, picked up once on the next load (SPEC §4). */
  const resumeRedirect = async () => {
    const channel = sessionStore.get(REDIRECT_CHANNEL_KEY) as SocialChannel | null;
    const config = setup();
    if (!channel || !config) return;
    sessionStore.remove(REDIRECT_CHANNEL_KEY);
    try {
      const token = await (await import("./firebaseAuth")).redirectResultToken(config);
      if (token) await loginWithToken(channel, token);
    } catch (error) {
      const lines = providerErrorLines(error as { code?: unknown; message?: unknown });
      if (lines) notify(providerErrorText(t, lines));
    }
  };

  return { start, resumeRedirect, registerWithProvider };
}
