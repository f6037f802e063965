import { useAtomValue } from "../../lib/atomHooks";
import { useStore } from "jotai";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useFormats } from "../../core/formats";
import { Link, useLocation } from "react-router";
import { TIMING } from "#shared/constants";
import { REWARD_CENTRE_FLAG, type Reward, rewardClaim, rewardList, type RewardList } from "#shared/contract";
import { LANGUAGE_LOCALE } from "#shared/languages";
import { withKeptQuery } from "#shared/navigation";
import { ROUTES } from "#shared/routes";
import { call } from "../../lib/request";
import { siteSettingsAtom } from "../../core/startup/atoms";
import { Button } from "../../lib/ui/Button";
import { ScreenState, Skeleton, useScreenAction, useScreenLoad } from "../../core/screen/ScreenState";
import { useNotices } from "../../core/notices";
import { refreshBalance } from "../../core/wallet";
import styles from "./RewardCenter.module.css";
import { Screen } from "../../core/screen/Screen";
import ui from "../../lib/ui/Screen.module.css";

/** SPEC §2 /m/rewardCenter. SPEC §5: without REWCEN3 the rewards are not looked up at all. */
export function RewardCenter() {
  const { t } = useTranslation();
  const title = t("screens.rewardCenter.title");
  const on = Boolean(useAtomValue(siteSettingsAtom)?.whitelabel?.[REWARD_CENTRE_FLAG]);
  return <Screen title={title}>{on ? <Rewards /> : <Unavailable />}</Screen>;
}

function Unavailable() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div className={styles.unavailable}>
      <p>{t("rewards.unavailable")}</p>
      <Link className={ui.primaryLink} to={withKeptQuery(ROUTES.home, location.search)}>
        {t("actions.goHome")}
      </Link>
    </div>
  );
}

function Rewards() {
  const { t } = useTranslation();
  const formats = useFormats();
  const store = useStore();
  const load = useScreenLoad(() => call(rewardList, { alert: false }));
  const action = useScreenAction();
  const notices = useNotices();

  const claim = (reward: Reward) =>
    action.run(reward.id, async () => {
      const claimed = await call(rewardClaim, { body: { id: reward.id } });
      load.update((list): RewardList => ({ rewards: list.rewards.map((item) => (item.id === claimed.id ? claimed : item)) }));
      // The platform paid it into the balance: the toast says where the money went, and the header shows it (issue #35, item 8).
      notices.toast({ key: "rewards.creditedToast", values: { amount: formats.money(claimed.amount, claimed.currency) } }, TIMING.claimedToast);
      void refreshBalance(store);
    });

  return (
    <ScreenState load={load} skeleton={<Skeleton count={4} />} isEmpty={(list) => list.rewards.length === 0} empty={t("rewards.empty")}>
      {(list) => {
        const claimable = list.rewards.filter((reward) => reward.status === "claimable");
        const total = claimable.reduce((sum, reward) => sum + reward.amount, 0);
        return (
          <>
            <div className={`${ui.stat} ${styles.summary}`}>
              <span>{t("rewards.readyToClaim")}</span>
              <strong>{formats.money(total, claimable[0]?.currency ?? list.rewards[0]?.currency ?? "USD")}</strong>
            </div>
            <ul className={ui.list}>
              {list.rewards.map((reward) => (
                <RewardCard key={reward.id} reward={reward} busy={action.busy === reward.id} locked={action.busy !== null} onClaim={() => void claim(reward)} />
              ))}
            </ul>
          </>
        );
      }}
    </ScreenState>
  );
}

function RewardCard({ reward, busy, locked, onClaim }: { reward: Reward; busy: boolean; locked: boolean; onClaim: () => void }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const nameId = useId();
  const date = reward.expiresAt === null ? null : new Intl.DateTimeFormat(LANGUAGE_LOCALE[formats.language], { dateStyle: "medium" }).format(reward.expiresAt);
  const expiry = date === null ? t("rewards.noExpiry") : reward.status === "expired" ? t("rewards.expiredOn", { date }) : t("rewards.expiresOn", { date });
  return (
    <li className={`${ui.card} ${styles.card} ${reward.status === "claimable" ? "" : styles.done}`}>
      <div className={styles.head}>
        <h2 id={nameId} className={ui.cardTitle}>
          {reward.title}
        </h2>
        <span className={`${ui.pill} ${styles.badge} ${styles[reward.status]}`}>{t(`rewards.status.${reward.status}`)}</span>
      </div>
      <p className={ui.description}>{reward.description}</p>
      <div className={styles.foot}>
        <div>
          <p className={styles.amount}>{formats.money(reward.amount, reward.currency)}</p>
          <p className={ui.description}>{expiry}</p>
        </div>
        {reward.status === "claimable" && (
          <Button type="button" busy={busy} disabled={locked} busyLabel={t("rewards.claiming")} aria-describedby={nameId} onClick={onClaim}>
            {t("rewards.claim")}
          </Button>
        )}
      </div>
    </li>
  );
}
