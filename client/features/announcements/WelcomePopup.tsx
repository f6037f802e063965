import { useEffect, useId } from "react";
import { useTranslation } from "react-i18next";
import { TIMING } from "#shared/constants";
import { type Banner, WELCOME_POPUP_GROUPS } from "#shared/contract";
import { useNotices } from "../../core/notices";
import { Button } from "../../lib/ui/Button";
import { copyText } from "../../lib/copyText";
import styles from "./Popup.module.css";
import { PopupFrame } from "./PopupFrame";
import { useClosing } from "./popupHooks";
import { markSeen } from "./popupState";
import { imageFileName, linkToCopy, saveHref } from "./welcomeRules";

/** The image of m_popup1's popup, in the format the browser takes. */
function WelcomeImage({ banner, hidden = false }: { banner: Banner; hidden?: boolean }) {
  return (
    <picture hidden={hidden}>
      {banner.sources?.map((source) => (
        <source key={source.url} type={source.type} srcSet={source.url} />
      ))}
      <img className={styles.image} src={banner.url} width={banner.width} height={banner.height} alt={hidden ? "" : banner.title} />
    </picture>
  );
}

/**
 * The image of a welcome popup that waits for its turn, fetched meanwhile out of sight: when the turn comes the popup
 * opens whole, at once, not as a frame its picture fills a round trip later (issue #37).
 */
export function WelcomeImageAhead({ banner }: { banner: Banner }) {
  return banner.groupName === WELCOME_POPUP_GROUPS[0] ? <WelcomeImage banner={banner} hidden /> : null;
}

/**
 * SPEC §2 Welcome-image popups: m_popup1 shows its image with Save and Copy link, m_popup2 its text with
 * Save. Each image's file name is stored the moment it shows, so it never shows again (SPEC §4).
 */
export function WelcomePopup({ banner, onClosed }: { banner: Banner; onClosed: () => void }) {
  const { t } = useTranslation();
  const notices = useNotices();
  const { closing, close } = useClosing();
  const titleId = useId();
  const textId = useId();
  const imageVariant = banner.groupName === WELCOME_POPUP_GROUPS[0];
  const href = saveHref(banner.url);

  useEffect(() => markSeen(banner.url), [banner.url]);

  const finish = () => close(onClosed);
  const copyLink = async () => {
    const copied = await copyText(linkToCopy(banner, window.location));
    notices.toast({ key: copied ? "popup.welcome.copied" : "popup.welcome.copyFailed" }, TIMING.copiedToast);
  };

  return (
    <PopupFrame labelledBy={titleId} describedBy={!imageVariant && banner.text ? textId : undefined} closing={closing} onEscape={finish}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {t("popup.welcome.title")}
        </h2>
        <button type="button" className={styles.close} aria-label={t("popup.close")} onClick={finish}>
          ×
        </button>
      </div>
      {imageVariant ? (
        <WelcomeImage banner={banner} />
      ) : (
        <p id={textId} className={`${styles.body} ${styles.text}`}>
          {banner.text ?? banner.title}
        </p>
      )}
      <div className={styles.actions}>
        {/* Browsers honour `download` for same-origin images; a CDN image opens instead, where it can be kept. */}
        {href && (
          <a className={styles.link} href={href} download={imageFileName(banner.url)}>
            {t("popup.welcome.save")}
          </a>
        )}
        {imageVariant && (
          <Button type="button" variant="secondary" onClick={() => void copyLink()}>
            {t("popup.welcome.copyLink")}
          </Button>
        )}
      </div>
    </PopupFrame>
  );
}
