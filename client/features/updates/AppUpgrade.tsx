import { useStore } from "jotai";
import { useAtomValue } from "../../lib/atomHooks";
import { useRef, useState } from "react";
import { useOverlayTurn } from "../../core/overlays";
import { useTranslation } from "react-i18next";
import { platformFormsOf } from "#shared/platformForms/forms";
import { SESSION_STORAGE } from "#shared/storageKeys";
import { downloadApp } from "../../core/install";
import { currentPlatform, nativeAppVersion, versionOlderThan } from "../../lib/platform";
import { merchantAtom, merchantNameAtom, siteSettingsAtom } from "../../core/startup/atoms";
import { sessionStore } from "../../lib/storage";
import frame from "../../lib/ui/NoticeFrame.module.css";
import { useDialogFocus } from "../../lib/ui/useDialogFocus";
import styles from "./AppUpgrade.module.css";
import { appUpgradeNeeded } from "./updateRules";
import { overlayDialogProps } from "../../lib/ui/playerDialogs";

/** SPEC §2 App-upgrade modal: title, description, "update now"; a close button unless the update is mandatory. */
export function AppUpgrade() {
  const store = useStore();
  const settings = useAtomValue(siteSettingsAtom);
  const merchant = useAtomValue(merchantAtom);
  const name = useAtomValue(merchantNameAtom);
  const [closed, setClosed] = useState(() => sessionStore.get(SESSION_STORAGE.appUpgradeClosed) === "1");
  // The settings' names are the merchant's platform forms (ours by default: docs/decisions/024, 062).
  const names = platformFormsOf(merchant?.platformForms).settingNames;
  const needed = appUpgradeNeeded(
    nativeAppVersion(currentPlatform().userAgent),
    settings?.whitelabelVal?.[names.latestAppVersion],
    settings?.whitelabel?.[names.forceAppUpdate] === true,
    closed,
    versionOlderThan,
  );
  // Highest in the turns (docs/decisions/054): an app that must update comes before anything else, even on a quiet page.
  const turn = useOverlayTurn("appUpgrade", needed !== null, { forced: needed?.mandatory === true });
  if (!needed || !turn) return null;
  const close = needed.mandatory
    ? undefined
    : () => {
        sessionStore.set(SESSION_STORAGE.appUpgradeClosed, "1");
        setClosed(true);
      };
  return <UpgradeDialog name={name} onClose={close} onUpdate={() => void downloadApp(store)} />;
}

function UpgradeDialog({ name, onClose, onUpdate }: { name: string; onClose: (() => void) | undefined; onUpdate: () => void }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDivElement>(null);
  useDialogFocus(dialog, onClose);
  return (
    <div className={frame.backdrop}>
      <div ref={dialog} className={`${frame.dialog} ${styles.frame}`} {...overlayDialogProps("app-upgrade-title")}>
        {onClose && (
          <button type="button" className={styles.close} onClick={onClose} aria-label={t("app.close")}>
            ×
          </button>
        )}
        <h2 id="app-upgrade-title" className={onClose ? `${frame.title} ${styles.titleBesideClose}` : frame.title}>
          {t("upgrade.title")}
        </h2>
        <p className={frame.message}>{t("upgrade.description", { name })}</p>
        <div className={frame.actions}>
          <button type="button" className={frame.button} onClick={onUpdate}>
            {t("upgrade.updateNow")}
          </button>
        </div>
      </div>
    </div>
  );
}
