import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormats } from "../../core/formats";
import { TIMING } from "#shared/constants";
import { type MallItem, mallRedeem, pointMarket, type PointMarket } from "#shared/contract";
import { call } from "../../lib/request";
import { Button } from "../../lib/ui/Button";
import { ScreenState, Skeleton, useScreenAction, useScreenLoad } from "../../core/screen/ScreenState";
import { useNotices } from "../../core/notices";
import styles from "./MallHome.module.css";
import { RedeemSheet } from "./RedeemSheet";
import { Screen } from "../../core/screen/Screen";
import ui from "../../lib/ui/Screen.module.css";

/** SPEC §2 /m/mall/mallHome, the point market: the balance, the items, and a confirm step before points are spent. */
export function MallHome() {
  const { t } = useTranslation();
  const title = t("screens.mall.title");
  const formats = useFormats();
  const load = useScreenLoad(() => call(pointMarket, { alert: false }));
  const action = useScreenAction();
  const notices = useNotices();
  const [confirming, setConfirming] = useState<MallItem | null>(null);

  const redeem = async (item: MallItem) => {
    const outcome = await action.run(item.id, async () => {
      const redemption = await call(mallRedeem, { body: { itemId: item.id } });
      load.update((market): PointMarket => ({
        points: redemption.points,
        items: market.items.map((entry) => (entry.id === item.id ? redemption.item : entry)),
      }));
      notices.toast({ key: "mall.redeemedToast", values: { name: redemption.item.name } }, TIMING.redeemedToast);
    });
    if (outcome === "skipped") return;
    setConfirming(null);
    // The platform's notice said why; the balance or the stock it read may differ from what this page shows.
    if (outcome === "failed") load.retry();
  };

  const skeleton = (
    <>
      <Skeleton variant="card" count={1} />
      <Skeleton variant="grid" count={4} />
    </>
  );
  return (
    <Screen title={title}>
      <ScreenState load={load} skeleton={skeleton}>
        {(market) => (
          <>
            <div className={`${ui.stat} ${styles.balance}`}>
              <span>{t("mall.yourPoints")}</span>
              <strong>{formats.number(market.points)}</strong>
            </div>
            {market.items.length === 0 ? (
              <p className={styles.empty}>{t("mall.empty")}</p>
            ) : (
              <ul className={`${ui.plainList} ${styles.grid}`}>
                {market.items.map((item) => (
                  <ItemCard key={item.id} item={item} points={market.points} locked={action.busy !== null} onRedeem={() => setConfirming(item)} />
                ))}
              </ul>
            )}
            {confirming && (
              <RedeemSheet
                item={confirming}
                points={market.points}
                busy={action.busy === confirming.id}
                onConfirm={() => void redeem(confirming)}
                onClose={() => setConfirming(null)}
              />
            )}
          </>
        )}
      </ScreenState>
    </Screen>
  );
}

function ItemCard({ item, points, locked, onRedeem }: { item: MallItem; points: number; locked: boolean; onRedeem: () => void }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const nameId = useId();
  const soldOut = item.stock <= 0;
  const missing = item.cost - points;
  return (
    <li className={styles.item}>
      <img className={styles.image} src={item.image.url} width={item.image.width} height={item.image.height} alt="" loading="lazy" decoding="async" />
      <h2 id={nameId} className={styles.name}>
        {item.name}
      </h2>
      <p className={styles.cost}>{t("mall.cost", { points: formats.number(item.cost), count: item.cost })}</p>
      <p className={styles.stock}>{soldOut ? t("mall.soldOut") : t("mall.stock", { count: formats.number(item.stock) })}</p>
      {!soldOut && missing > 0 && <p className={styles.short}>{t("mall.needMore", { points: formats.number(missing), count: missing })}</p>}
      <Button type="button" disabled={soldOut || missing > 0 || locked} aria-describedby={nameId} onClick={onRedeem}>
        {t("mall.redeem")}
      </Button>
    </li>
  );
}
