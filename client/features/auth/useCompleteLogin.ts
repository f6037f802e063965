import { useSetAtom, useStore } from "jotai";
import { useAtomValue } from "../../lib/atomHooks";
import { trackLater } from "../../core/tracking/trackLater";
import { useNavigate } from "react-router";
import type { LoginValue } from "#shared/contract";
import { useAppNavigate } from "../../lib/navigation";
import { merchantAtom, siteSettingsAtom } from "../../core/startup/atoms";
import { sessionFromLogin, startSession } from "../../core/session";
import { afterLoginPath, passwordChangeReason } from "./afterLogin";
import { loginDialogOpenAtom } from "../../core/dialogs";
import { clearRememberedLogin, saveRememberedLogin } from "../../lib/rememberedLogin";

export interface LoginContext {
  type: "username" | "sms" | "firebase";
  username: string;
  password?: string;
  remember: boolean;
}

/** SPEC §4 Login success: store the token, remember the login, close the login dialog, and replace the route. */
export function useCompleteLogin(): (value: LoginValue, context: LoginContext) => void {
  const store = useStore();
  const merchant = useAtomValue(merchantAtom);
  const settings = useAtomValue(siteSettingsAtom);
  const navigate = useAppNavigate(useNavigate());
  const setDialogOpen = useSetAtom(loginDialogOpenAtom);
  return (value, context) => {
    startSession(store, sessionFromLogin(value, merchant?.code));
    trackLater("login", { userId: String(value.id), userName: value.userName, method: context.type }, { key: `login:${value.id}` });
    if (context.remember && merchant && context.type !== "firebase") {
      void saveRememberedLogin({
        username: context.username,
        password: context.type === "sms" ? undefined : context.password,
        type: context.type,
        merchant: merchant.code,
        autoLogin: 1,
      });
    } else if (context.type !== "firebase") {
      clearRememberedLogin();
    }
    setDialogOpen(false);
    const reason = passwordChangeReason(value, {
      password: context.password,
      type: context.type,
      forceExpiredChange: Boolean(settings?.whitelabel.PWDEXPFORCECHANGE3),
    });
    navigate(afterLoginPath(reason, window.location.search), { replace: true });
  };
}
