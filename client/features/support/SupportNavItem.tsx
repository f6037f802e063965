import { useStore } from "jotai";
import { useAtomValue } from "../../lib/atomHooks";
import { type ReactNode, useEffect } from "react";
import { useLocation } from "react-router";
import { provideCustomerService } from "../../core/dialogs";
import { merchantAtom, siteSettingsAtom } from "../../core/startup/atoms";
import { platformFormsOf } from "#shared/platformForms/forms";
import { whenIdle } from "../../lib/whenIdle";
import { TIMING } from "#shared/constants";
import { Spinner } from "../../lib/ui/Spinner";
import { chatFrameAtom, prepareEntries, supportBusyAtom, supportChoiceAtom, useCustomerService, useUnreadCount } from "../../core/support";
import styles from "./Chat.module.css";
import { UnreadMark, UnreadWords } from "./UnreadBadge";
import { lazyPart } from "../../lib/ui/lazyPart";
import { OptionalPart } from "../../lib/ui/OptionalPart";
import { useHeldTap } from "../../lib/ui/heldTap";

/** The sheet to choose an entry and the chat's frame: their code arrives when one first opens. */
const SupportOverlays = lazyPart(() => import("./SupportOverlays"));

/**
 * The bottom navigation's Support item: SPEC §2's footer chat button. It opens customer service (one entry, or a
 * sheet to choose) and carries the platform chat's unread badge.
 */
export function SupportNavItem({ className = "", icon, label }: { className?: string; icon: ReactNode; label: string }) {
  const support = useCustomerService();
  const unread = useUnreadCount();
  const busy = useAtomValue(supportBusyAtom) !== null;
  const settings = useAtomValue(siteSettingsAtom);
  const choosing = useAtomValue(supportChoiceAtom) !== null;
  const chatOpen = useAtomValue(chatFrameAtom) !== null;
  const store = useStore();
  const { pathname } = useLocation();
  // The paths are decrypted before the tap (locally, no network), so a link opens within the tap's own gesture; a tap
  // that comes first waits for them (core/support/entries.ts).
  const cipher = platformFormsOf(useAtomValue(merchantAtom)?.platformForms).supportPathCipher;
  useEffect(() => whenIdle(() => prepareEntries(settings, cipher), TIMING.supportPathsIdleTimeout), [settings, cipher]);
  // Page links (the referral entry) open customer service through this item's code (client/core/dialogs.ts).
  useEffect(() => provideCustomerService(support.open), [support.open]);
  // The sheet and the chat belong to the page they were opened on, like the app's dialogs.
  useEffect(() => {
    store.set(supportChoiceAtom, null);
    store.set(chatFrameAtom, null);
  }, [pathname, store]);
  // A tap on the placeholder this item replaced, made before its code arrived (the server's page, a slow network).
  // After the effect above, which would close what it opens.
  useHeldTap("support", support.open);

  return (
    <>
      <button type="button" className={`${className} ${styles.navButton}`} onClick={support.open} aria-busy={busy || undefined} data-support-nav="">
        <span className={styles.iconSlot}>
          {busy ? <Spinner size={24} /> : icon}
          <span className={styles.badgeSlot}>
            <UnreadMark state={unread} />
          </span>
        </span>
        <span>{label}</span>
        <UnreadWords state={unread} />
      </button>
      {(choosing || chatOpen) && (
        <OptionalPart>
          <SupportOverlays />
        </OptionalPart>
      )}
    </>
  );
}
