import { useStore } from "jotai";
import { useAtom, useAtomValue } from "../../lib/atomHooks";
import { useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { providerKind } from "#shared/supportRules";
import { BottomSheet } from "../../lib/ui/BottomSheet";
import { LoadError } from "../../core/screen/ScreenState";
import { Spinner } from "../../lib/ui/Spinner";
import { useDialogFocus } from "../../lib/ui/useDialogFocus";
import { chatFrameAtom, type ChatFrameState, entryTitle, refreshUnread, supportBusyAtom, supportChoiceAtom, useCustomerService } from "../../core/support";
import { languageAtom } from "../../core/startup/atoms";
import styles from "./Chat.module.css";

/** More than one entry: the player chooses (SPEC §2 "open customer service"). */
function SupportChooser() {
  const { t } = useTranslation();
  const [entries, setEntries] = useAtom(supportChoiceAtom);
  const busy = useAtomValue(supportBusyAtom);
  const support = useCustomerService();
  const language = useAtomValue(languageAtom);
  const titleId = useId();
  if (!entries) return null;
  return (
    <BottomSheet title={t("support.sheetTitle")} titleId={titleId} closeLabel={t("support.close")} onClose={() => setEntries(null)}>
      <ul className={styles.choices}>
        {entries.map((entry, index) => (
          <li key={`${entry.csType}-${index}`}>
            <button type="button" className={styles.choice} disabled={busy !== null} onClick={() => support.openEntry(entry)}>
              <span className={styles.choiceTitle}>{entryTitle(entry, language)}</span>
              <span className={styles.choiceHint}>{t(`support.kind.${providerKind(entry.csType)}`)}</span>
            </button>
          </li>
        ))}
      </ul>
    </BottomSheet>
  );
}

/** The platform's chat, full screen over the page, with its own close button (docs/decisions/019). */
function ChatFrame({ frame }: { frame: ChatFrameState }) {
  const { t } = useTranslation();
  const store = useStore();
  const support = useCustomerService();
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const close = () => {
    store.set(chatFrameAtom, null);
    // Reading in the chat marks messages read: the badge says so as the chat closes.
    void refreshUnread(store);
  };
  useDialogFocus(dialog, close);
  const language = useAtomValue(languageAtom);
  const title = entryTitle(frame.entry, language) || t("chat.title");
  const waiting = frame.status === "launching" || (frame.status === "ready" && loadedUrl !== frame.url);

  return createPortal(
    <div ref={dialog} className={styles.frame} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
      <div className={styles.frameHeader}>
        <h2 id={titleId} className={styles.frameTitle}>
          {title}
        </h2>
        <button type="button" className={styles.frameClose} onClick={close} aria-label={t("chat.close")}>
          ×
        </button>
      </div>
      <div className={styles.frameBody}>
        {waiting && (
          <div className={styles.frameWaiting} role="status">
            <Spinner size={32} />
            <span>{t("chat.loading")}</span>
          </div>
        )}
        {frame.status === "error" && (
          <div className={styles.frameError}>
            <LoadError error={frame.error} onRetry={() => support.openEntry(frame.entry)} />
          </div>
        )}
        {frame.status === "ready" && (
          <iframe
            className={styles.frameContent}
            title={title}
            src={frame.url}
            onLoad={() => setLoadedUrl(frame.url)}
            referrerPolicy="strict-origin-when-cross-origin"
            sandbox="allow-forms allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
          />
        )}
      </div>
    </div>,
    document.body,
  );
}

/** What customer service overlays the page with: the chooser sheet and the chat's frame. */
export default function SupportOverlays() {
  const frame = useAtomValue(chatFrameAtom);
  return (
    <>
      <SupportChooser />
      {frame && <ChatFrame frame={frame} />}
    </>
  );
}
