import { useAtom, useAtomValue } from "../../../lib/atomHooks";
import { useEffect, useEffectEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { siteSettingsAtom } from "../../../core/startup/atoms";
import { Button } from "../../../lib/ui/Button";
import { Spinner } from "../../../lib/ui/Spinner";
import { NoticeFrame } from "../../../lib/ui/NoticeFrame";
import { loginChoiceAtom, openInBrowserAtom } from "./atoms";
import { availableChannels, PROVIDER_NAME, type SocialChannel } from "./channels";
import { ProviderMark } from "./ProviderMark";
import styles from "./SocialLogin.module.css";
import { useSocialLogin } from "./useSocialLogin";
import { lazyPart } from "../../../lib/ui/lazyPart";
import { OptionalPart } from "../../../lib/ui/OptionalPart";

/** Only where a provider refuses this in-app browser, fetched by the flow before it opens (docs/decisions/029). */
const OpenInBrowserSheet = lazyPart(() => import("./OpenInBrowserSheet"));

/** The provider buttons of the login screen, and the login-choice dialog (SPEC §2, §4). */
export function SocialLogin({ onChooseExisting }: { onChooseExisting: (provider: string) => void }) {
  const { t } = useTranslation();
  const settings = useAtomValue(siteSettingsAtom);
  const [choice, setChoice] = useAtom(loginChoiceAtom);
  const [openInBrowser, setOpenInBrowser] = useAtom(openInBrowserAtom);
  const social = useSocialLogin();
  const [busy, setBusy] = useState<SocialChannel | "register" | null>(null);
  const channels = availableChannels(settings);

  // Once per load: a redirect result is consumed once.
  const resumeRedirect = useEffectEvent(() => void social.resumeRedirect());
  useEffect(() => resumeRedirect(), []);
  // The step belongs to this screen: leaving it closes the step.
  useEffect(() => () => setOpenInBrowser(null), [setOpenInBrowser]);

  if (channels.length === 0) return null;
  const run = async (key: SocialChannel | "register", work: () => Promise<unknown>) => {
    setBusy(key);
    try {
      await work();
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={styles.social}>
      <p className={styles.or}>{t("social.or")}</p>
      <div className={styles.buttons}>
        {channels.map((channel) => (
          <button
            key={channel}
            type="button"
            className={styles.button}
            data-channel={channel}
            disabled={busy !== null}
            aria-busy={busy === channel || undefined}
            onClick={() => void run(channel, () => social.start(channel))}
          >
            {busy === channel ? (
              <span className={styles.mark}>
                <Spinner size={18} />
              </span>
            ) : (
              <ProviderMark channel={channel} />
            )}
            <span className={styles.label}>{t("social.continueWith", { provider: PROVIDER_NAME[channel] })}</span>
          </button>
        ))}
      </div>
      {openInBrowser && (
        <OptionalPart>
          <OpenInBrowserSheet step={openInBrowser} onClose={() => setOpenInBrowser(null)} />
        </OptionalPart>
      )}
      {choice && (
        <NoticeFrame id="choice" message={choice.message}>
          <Button
            type="button"
            variant="secondary"
            disabled={busy !== null}
            onClick={() => {
              setChoice(null);
              onChooseExisting(PROVIDER_NAME[choice.channel]);
            }}
          >
            {t("social.choice.login")}
          </Button>
          {Boolean(settings?.whitelabel.FIREBASECREATEACC3) && (
            <Button
              type="button"
              busy={busy === "register"}
              disabled={busy !== null}
              onClick={() => void run("register", () => social.registerWithProvider(choice.channel, choice.token))}
            >
              {t("social.choice.register")}
            </Button>
          )}
        </NoticeFrame>
      )}
    </div>
  );
}
