import { useId, useRef } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { localText } from "#shared/localText";
import type { AppIdentity } from "../../core/install";
import { languageAtom } from "../../core/startup/atoms";
import { useAtomValue } from "../../lib/atomHooks";
import { Button } from "../../lib/ui/Button";
import { useDialogFocus } from "../../lib/ui/useDialogFocus";
import type { PromptLook } from "./downloadConfig";
import styles from "./AddToHome.module.css";
import { overlayDialogProps } from "../../lib/ui/playerDialogs";

interface AddToHomePromptProps {
  look: PromptLook;
  identity: AppIdentity;
  /** False for a forced prompt: no close button, and Escape does nothing. */
  closable: boolean;
  onClose: () => void;
  /** null when there is nothing of the kind to offer here (already installed; no app for this platform). */
  onAddToHome: (() => void) | null;
  onDownload: (() => void) | null;
}

const ADD_ICON = (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
    <rect x="4" y="4" width="16" height="16" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M12 8v8M8 12h8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

const DOWNLOAD_ICON = (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
    <path d="M12 4v11M7 10l5 5 5-5M5 20h14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/**
 * SPEC §4 add-to-home prompt: a bottom sheet or the full screen, light unless the merchant chose dark, with the
 * merchant's picture and text (SPEC §3 Download configuration). It overlays the page and never moves it.
 */
export function AddToHomePrompt({ look, identity, closable, onClose, onAddToHome, onDownload }: AddToHomePromptProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useDialogFocus(dialog, closable ? onClose : undefined);
  const fullScreen = look.variant === "fullScreen";
  const background = fullScreen ? (look.background ?? identity.background ?? null) : null;
  const language = useAtomValue(languageAtom);
  const description = localText(look.description, look.descriptions, language) || identity.description || t("addToHome.description");

  return createPortal(
    <div className={styles.backdrop} data-variant={look.variant} data-theme={look.theme}>
      <div ref={dialog} className={styles.prompt} {...overlayDialogProps(titleId, descriptionId)}>
        {closable && (
          <button type="button" className={styles.close} aria-label={t("addToHome.close")} onClick={onClose}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
            </svg>
          </button>
        )}
        {background && <img className={styles.hero} src={background} alt="" width={690} height={276} decoding="async" />}
        <div className={styles.body}>
          <div className={styles.app}>
            {identity.icon && <img className={styles.icon} src={identity.icon} alt="" width={64} height={64} decoding="async" />}
            <h2 id={titleId} className={styles.title}>
              {identity.name ? t("addToHome.title", { name: identity.name }) : t("addToHome.titleWithoutName")}
            </h2>
          </div>
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        </div>
        <div className={styles.actions}>
          {onAddToHome && (
            <Button type="button" onClick={onAddToHome} icon={ADD_ICON}>
              {t("addToHome.addToHomeScreen")}
            </Button>
          )}
          {onDownload && (
            <Button type="button" variant={onAddToHome ? "secondary" : "primary"} onClick={onDownload} icon={DOWNLOAD_ICON}>
              {t("addToHome.downloadApp")}
            </Button>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
