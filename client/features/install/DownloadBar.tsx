import { useStore } from "jotai";
import { useAtomValue } from "../../lib/atomHooks";
import { useTranslation } from "react-i18next";
import { appIdentity, downloadApp } from "../../core/install";
import { promotions, useRemote } from "../../core/content";
import { languageAtom, merchantAtom, siteSettingsAtom } from "../../core/startup/atoms";
import styles from "./DownloadBar.module.css";

function Stars() {
  const { t } = useTranslation();
  return (
    <span className={styles.rating} role="img" aria-label={t("install.bar.rating")}>
      <svg viewBox="0 0 100 20" width="70" height="14" aria-hidden="true">
        {[0, 1, 2, 3, 4].map((index) => (
          <path
            key={index}
            transform={`translate(${index * 20} 0)`}
            d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z"
            fill="currentColor"
          />
        ))}
      </svg>
      <span aria-hidden="true">5.0</span>
    </span>
  );
}

function Gift() {
  const { t } = useTranslation();
  return (
    <svg
      className={styles.gift}
      role="img"
      aria-label={t("install.bar.gift")}
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="3.5" y="8.5" width="17" height="4" rx="1" />
      <path d="M5 12.5v8h14v-8M12 8.5v12M12 8.5C10.5 5 7 4.5 7 6.7 7 8.5 12 8.5 12 8.5zM12 8.5c1.5-3.5 5-4 5-1.8 0 1.8-5 1.8-5 1.8z" />
    </svg>
  );
}

/**
 * SPEC §2 download bar: app icon, app name, five stars 5.0, the download button, a gift when the app-download
 * promotion is on, and a close button. It overlays the page just above the bottom navigation (fixed, so
 * nothing moves when it appears: no layout shift).
 */
export default function DownloadBar({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const store = useStore();
  const identity = appIdentity(useAtomValue(siteSettingsAtom), useAtomValue(merchantAtom), useAtomValue(languageAtom));
  const promos = useRemote(promotions);
  const gift = promos.status === "ready" && promos.value.availablePromosByKey.APP_DOWNLOAD?.enabled === true;
  return (
    <>
      {/* Room at the end of the page, so its last lines can scroll out from under the bar; nothing above moves. */}
      <div className={styles.room} aria-hidden="true" />
      <section className={styles.bar} aria-label={t("install.bar.label")} data-bottom-bar="">
        <button type="button" className={styles.close} onClick={onClose} aria-label={t("install.bar.close")}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
        {identity.icon && <img className={styles.icon} src={identity.icon} alt="" width={40} height={40} />}
        <div className={styles.text}>
          <strong className={styles.name}>{identity.name}</strong>
          <Stars />
        </div>
        {gift && <Gift />}
        <button type="button" className={styles.download} onClick={() => downloadApp(store)}>
          {t("install.bar.download")}
        </button>
      </section>
    </>
  );
}
