import { useTranslation } from "react-i18next";
import type { Activity } from "#shared/contract";
import { usePromotionGo } from "../../core/links";
import { BottomSheet } from "../../lib/ui/BottomSheet";
import { PromotionDetail } from "../../lib/ui/PromotionDetail";
import styles from "./EntryPage.module.css";

/**
 * A promotion over the entry page. Guests may not open /m/activity (SPEC §2 access rule), so this is where
 * they read a promotion and meet its "go" button: register, log in, the referral, the app (SPEC §2).
 */
export function PromotionSheet({ activity, onClose }: { activity: Activity; onClose: () => void }) {
  const { t } = useTranslation();
  const { label, go } = usePromotionGo(activity);
  return (
    <BottomSheet title={activity.title} titleId="promotion-sheet-title" closeLabel={t("app.close")} onClose={onClose}>
      <div className={styles.sheetBody}>
        <PromotionDetail
          activity={activity}
          goLabel={label}
          onGo={() => {
            // The sheet makes way for whatever the button opens (a dialog, a page, the app store).
            onClose();
            go();
          }}
        />
      </div>
    </BottomSheet>
  );
}
