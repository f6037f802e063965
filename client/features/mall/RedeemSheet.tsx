import { useTranslation } from "react-i18next";
import { useFormats } from "../../core/formats";
import type { MallItem } from "#shared/contract";
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
  const formats = useFormats();
  return (
    <BottomSheet title={t("mall.confirmTitle")} titleId="redeem-title" closeLabel={t("app.close")} onClose={onClose} closeDisabled={busy}>
      <div className={styles.confirm}>
        <div className={styles.confirmItem}>
          <img src={item.image.url} width={64} height={64} alt="" />
          <strong>{item.name}</strong>
        </div>
        <dl className={styles.figures}>
          <dt>{t("mall.costLabel")}</dt>
          <dd>{t("mall.cost", { points: formats.number(item.cost), count: item.cost })}</dd>
          <dt>{t("mall.balanceAfter")}</dt>
          <dd>{t("mall.cost", { points: formats.number(points - item.cost), count: points - item.cost })}</dd>
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
