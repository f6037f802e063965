import { useTranslation } from "react-i18next";
import type { Activity } from "#shared/contract";
import { activityAction, showsGoButton } from "./linkRules";
import { useLinkAction, useLinkContext } from "./useLinkAction";

/** The activity "go" button (SPEC §2): its label, or null where it is hidden, and what a tap does. */
export function usePromotionGo(activity: Activity): { label: string | null; go: () => void } {
  const { t } = useTranslation();
  const context = useLinkContext();
  const run = useLinkAction();
  const label = showsGoButton(activity, context)
    ? activity.buttonText || t(`activity.go.${activity.redirectType}`, { defaultValue: t("activity.go.default") })
    : null;
  return { label, go: () => run(activityAction(activity, context)) };
}
