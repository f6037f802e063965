import { useStore } from "jotai";
import { useAtomValue } from "../../lib/atomHooks";
import { type CSSProperties, useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { TIMING } from "#shared/constants";
import { appIdentity, downloadApp, downloadLinkFor, requestInstall } from "../../core/install";
import { currentPlatform } from "../../lib/platform";
import { languageAtom, merchantAtom, siteSettingsAtom } from "../../core/startup/atoms";
import { Button } from "../../lib/ui/Button";
import { useDialogFocus } from "../../lib/ui/useDialogFocus";
import { promptVariant, safeBackground } from "./installRules";
import styles from "./Prompt.module.css";
import { overlayDialogProps } from "../../lib/ui/playerDialogs";

type Phase = "entering" | "open" | "closing";

/**
 * SPEC §2 install prompt: a bottom modal ("continue on web", the app button, the web-app button), or the
 * full-screen variant with its "continue on mobile web" link. It fades in and out in 250 ms (SPEC §9); `onClosed`
 * runs once the fade is over.
 */
export default function Prompt({ onClosed }: { onClosed: () => void }) {
  const { t } = useTranslation();
  const store = useStore();
  const settings = useAtomValue(siteSettingsAtom);
  const identity = appIdentity(settings, useAtomValue(merchantAtom), useAtomValue(languageAtom));
  const variant = promptVariant(identity);
  const hasDownload = downloadLinkFor(settings?.resources, currentPlatform()) !== null;
  const [phase, setPhase] = useState<Phase>("entering");
  const [busy, setBusy] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const frame = requestAnimationFrame(() => setPhase((current) => (current === "entering" ? "open" : current)));
    return () => cancelAnimationFrame(frame);
  }, []);

  useEffect(() => {
    if (phase !== "closing") return;
    const timer = setTimeout(onClosed, TIMING.installPopupFade);
    return () => clearTimeout(timer);
  }, [phase, onClosed]);

  const close = () => setPhase("closing");
  useDialogFocus(dialog, close);

  const download = () => {
    downloadApp(store);
    close();
  };
  const addToHome = async () => {
    setBusy(true);
    try {
      await requestInstall(store);
    } finally {
      setBusy(false);
      close();
    }
  };

  const background = safeBackground(identity.background);
  const style = {
    "--fade": `${TIMING.installPopupFade}ms`,
    ...(background && { "--app-background": `url("${background}")` }),
    ...(identity.descriptionColor && variant === "fullScreen" && { "--app-desc-color": identity.descriptionColor }),
  } as CSSProperties;

  return createPortal(
    <div className={styles.backdrop} data-phase={phase} data-variant={variant} style={style}>
      <div ref={dialog} className={styles.dialog} {...overlayDialogProps(titleId, descriptionId)}>
        {identity.icon && (
          <img className={styles.icon} src={identity.icon} alt="" width={variant === "fullScreen" ? 96 : 64} height={variant === "fullScreen" ? 96 : 64} />
        )}
        <h2 id={titleId} className={styles.title}>
          {t("install.prompt.title", { name: identity.name })}
        </h2>
        <p id={descriptionId} className={styles.description}>
          {identity.description ?? t("install.prompt.description")}
        </p>
        <div className={styles.buttons}>
          {hasDownload && (
            <Button type="button" onClick={download} data-autofocus>
              {t("install.prompt.downloadApp")}
            </Button>
          )}
          <Button
            type="button"
            variant={hasDownload ? "secondary" : "primary"}
            onClick={() => void addToHome()}
            busy={busy}
            busyLabel={t("install.prompt.webAppBusy")}
          >
            {t("install.prompt.webApp")}
          </Button>
          <button type="button" className={styles.continue} onClick={close}>
            {t(variant === "fullScreen" ? "install.prompt.continueMobileWeb" : "install.prompt.continueWeb")}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
