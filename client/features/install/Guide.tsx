import { useStore } from "jotai";
import { useAtom, useAtomValue } from "../../lib/atomHooks";
import { Fragment, useId } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { TIMING } from "#shared/constants";
import { appIdentity, chooseGuide, browserInfo, chromeIntentUrl, type InstallGuide, installGuideAtom } from "../../core/install";
import { showToast, pushNotice } from "../../core/notices";
import { currentPlatform } from "../../lib/platform";
import { languageAtom, merchantAtom, siteSettingsAtom } from "../../core/startup/atoms";
import { BottomSheet } from "../../lib/ui/BottomSheet";
import { Chevron } from "../../lib/ui/Chevron";
import { copyText } from "../../lib/copyText";
import { Glyph } from "./Glyph";
import styles from "./Guide.module.css";

function OpenInActions({ guide }: { guide: InstallGuide }) {
  const { t } = useTranslation();
  const store = useStore();
  const { pathname, search } = useLocation();
  // The page as it is, for the other browser (tokens never stay in the address, DESIGN §5).
  const address = `${globalThis.location.origin}${pathname}${search}`;
  const copy = async () => {
    if (await copyText(address)) showToast(store, { key: "install.guide.copied" }, TIMING.installLinkCopiedToast);
    else pushNotice(store, { key: "install.guide.copyFailed" });
  };
  return (
    <div className={styles.actions}>
      <button type="button" className={styles.action} onClick={() => void copy()}>
        {t("install.guide.copyLink")}
      </button>
      {guide.openIn === "chrome" && (
        <a className={styles.action} href={chromeIntentUrl(address)}>
          {t("install.guide.openInChrome")}
        </a>
      )}
    </div>
  );
}

/**
 * SPEC §2 add-to-home-screen guide, for browsers that cannot prompt: the app icon, title and address the home
 * screen will show, then the steps with the buttons drawn, and a close button. In-app browsers, and browsers that
 * cannot keep the app (docs/decisions/056), start by leaving for Safari or Chrome; on iOS 16.4+ it ends with what
 * installing unlocks (push).
 */
export default function Guide() {
  const { t } = useTranslation();
  const [guide, setGuide] = useAtom(installGuideAtom);
  const identity = appIdentity(useAtomValue(siteSettingsAtom), useAtomValue(merchantAtom), useAtomValue(languageAtom));
  const titleId = useId();
  if (!guide) return null;
  const close = () => setGuide(null);
  const nextToolbar = () => {
    const modes = guide.toolbarModes;
    const next = modes[(modes.indexOf(guide.toolbarMode ?? modes[0]!) + 1) % modes.length];
    setGuide(chooseGuide(browserInfo(currentPlatform()), next));
  };
  return (
    <BottomSheet title={t("install.guide.title", { name: identity.name })} titleId={titleId} closeLabel={t("install.guide.close")} onClose={close}>
      <div className={styles.app}>
        {identity.icon && <img className={styles.icon} src={identity.icon} alt="" width={56} height={56} />}
        <div className={styles.appText}>
          <strong className={styles.appName}>{identity.name}</strong>
          <span className={styles.address} dir="ltr">
            {globalThis.location.host}
          </span>
        </div>
      </div>
      <ol className={styles.steps} data-guide={guide.id} data-toolbar={guide.toolbarMode}>
        {guide.steps.map((step, index) => (
          <li key={`${step.text}-${index}`} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <div className={styles.stepBody}>
              <p className={styles.stepText}>{t(`install.guide.step.${step.text}`, { name: identity.name })}</p>
              <span className={styles.glyphs}>
                {step.glyphs.map((glyph, order) => (
                  <Fragment key={glyph}>
                    {order > 0 && <Chevron className={styles.then} direction="forward" size={18} />}
                    <Glyph name={glyph} />
                  </Fragment>
                ))}
              </span>
              {index === 0 && guide.openIn && <OpenInActions guide={guide} />}
            </div>
          </li>
        ))}
      </ol>
      {guide.toolbarModes.length > 1 && (
        <button type="button" className={styles.other} onClick={nextToolbar}>
          {t("install.guide.otherToolbar")}
        </button>
      )}
      {guide.leadsToPush && <p className={styles.push}>{t("install.guide.push", { name: identity.name })}</p>}
    </BottomSheet>
  );
}
