import { useSetAtom, useStore } from "jotai";
import { useAtomValue } from "../../../lib/atomHooks";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useAppNavigate } from "../../../lib/navigation";
import { firebaseEmulatorAtom, merchantAtom, siteSettingsAtom } from "../../../core/startup/atoms";
import { sessionStore } from "../../../lib/storage";
import { useNotices } from "../../../core/notices";
import { useCompleteLogin } from "../useCompleteLogin";
import { loginChoiceAtom, pendingProviderAtom } from "./atoms";
import { REDIRECT_CHANNEL_KEY, type SocialChannel } from "./channels";
import type { SocialFlowContext } from "./socialFlow";

/**
 * SPEC §4 Social login for a screen. The flow itself (socialFlow.ts) is fetched when a
 * provider button is tapped or a redirect result waits, so the login form paints without it.
 */
export function useSocialLogin() {
  const context: SocialFlowContext = {
    t: useTranslation().t,
    store: useStore(),
    settings: useAtomValue(siteSettingsAtom),
    merchantCode: useAtomValue(merchantAtom)?.code,
    emulatorUrl: useAtomValue(firebaseEmulatorAtom),
    completeLogin: useCompleteLogin(),
    navigate: useAppNavigate(useNavigate()),
    setPending: useSetAtom(pendingProviderAtom),
    setChoice: useSetAtom(loginChoiceAtom),
    notices: useNotices(),
  };
  const flow = async () => (await import("./socialFlow")).createSocialFlow(context);
  return {
    start: async (channel: SocialChannel) => (await flow()).start(channel),
    registerWithProvider: async (channel: SocialChannel, token: string) => (await flow()).registerWithProvider(channel, token),
    /** The redirect flow's result, picked up once on the next load (SPEC §4); nothing is fetched when none waits. */
    resumeRedirect: async () => {
      if (sessionStore.get(REDIRECT_CHANNEL_KEY)) await (await flow()).resumeRedirect();
    },
  };
}
