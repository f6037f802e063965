import { useAtomValue } from "../../lib/atomHooks";
import { useTranslation } from "react-i18next";
import type { MallItem } from "#shared/contract";
import { formatNumber } from "#shared/format";
import { languageAtom } from "../../core/startup/atoms";
import { BottomSheet } from "../../lib/ui/BottomSheet";
import { Button } from "../../lib/ui/Button";
import styles from "./MallHome.module.css";

/** The confirm step before points are spent: what it costs and what is left after. */
export function RedeemSheet({
  item,
  points,
  busy,
  onConfirm,
  onClose,
}: {
  item: MallItem;
  points: number;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  return (
    <BottomSheet title={t("mall.confirmTitle")} titleId="redeem-title" closeLabel={t("app.close")} onClose={onClose} closeDisabled={busy}>
      <div className={styles.confirm}>
        <div className={styles.confirmItem}>
          <img src={item.image.url} width={64} height={64} alt="" />
          <strong>{item.name}</strong>
        </div>
        <dl className={styles.figures}>
          <dt>{t("mall.costLabel")}</dt>
          <dd>{t("mall.cost", { points: formatNumber(item.cost, language) })}</dd>
          <dt>{t("mall.balanceAfter")}</dt>
          <dd>{t("mall.cost", { points: formatNumber(points - item.cost, language) })}</dd>
        </dl>
        <Button type="button" busy={busy} busyLabel={t("mall.redeeming")} onClick={onConfirm} data-autofocus>
          {t("mall.confirm")}
        </Button>
        <Button type="button" variant="text" disabled={busy} onClick={onClose}>
          {t("mall.cancel")}
        </Button>
      </div>
    </BottomSheet>
  );
}
