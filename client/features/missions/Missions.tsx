import { useStore } from "jotai";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { type Formats, useFormats } from "../../core/formats";
import { TIMING } from "#shared/constants";
import { type Mission, missionClaim, missionList, type MissionList } from "#shared/contract";
import { call } from "../../lib/request";
import { Button } from "../../lib/ui/Button";
import { ScreenState, Skeleton, useScreenAction, useScreenLoad } from "../../core/screen/ScreenState";
import { useNotices } from "../../core/notices";
import { refreshBalance } from "../../core/wallet";
import styles from "./Missions.module.css";
import { Screen } from "../../core/screen/Screen";
import ui from "../../lib/ui/Screen.module.css";

/** What a mission pays, in points or in the merchant's currency. */
function rewardText(mission: Mission, formats: Formats, t: (key: string, values: Record<string, string | number>) => string): string {
  const { reward } = mission;
  if (reward.kind === "cash" && reward.currency) return formats.money(reward.amount, reward.currency);
  return t("missions.points", { points: formats.number(reward.amount), count: reward.amount });
}

/** Claimable missions first, then those under way, then the ones already paid. */
const ORDER: Record<Mission["status"], number> = { claimable: 0, inProgress: 1, claimed: 2 };

/** SPEC §2 /m/leaderBoard, missions: progress towards each target, and Claim once one is complete. */
export function Missions() {
  const { t } = useTranslation();
  const title = t("screens.leaderBoard.title");
  const formats = useFormats();
  const store = useStore();
  const load = useScreenLoad(() => call(missionList, { alert: false }));
  const action = useScreenAction();
  const notices = useNotices();

  const claim = (mission: Mission) =>
    action.run(mission.id, async () => {
      const claimed = await call(missionClaim, { body: { id: mission.id } });
      load.update((list): MissionList => ({ missions: list.missions.map((item) => (item.id === claimed.id ? claimed : item)) }));
      notices.toast({ key: "missions.claimedToast", values: { reward: rewardText(claimed, formats, t) } }, TIMING.claimedToast);
      // A cash reward went to the balance: the header shows it (issue #35, item 8).
      if (claimed.reward.kind === "cash") void refreshBalance(store);
    });

  return (
    <Screen title={title}>
      <ScreenState load={load} skeleton={<Skeleton count={4} />} isEmpty={(list) => list.missions.length === 0} empty={t("missions.empty")}>
        {(list) => (
          <ul className={ui.list}>
            {[...list.missions]
              .sort((a, b) => ORDER[a.status] - ORDER[b.status])
              .map((mission) => (
                <MissionCard
                  key={mission.id}
                  mission={mission}
                  reward={rewardText(mission, formats, t)}
                  busy={action.busy === mission.id}
                  locked={action.busy !== null}
                  onClaim={() => void claim(mission)}
                />
              ))}
          </ul>
        )}
      </ScreenState>
    </Screen>
  );
}

function MissionCard({ mission, reward, busy, locked, onClaim }: { mission: Mission; reward: string; busy: boolean; locked: boolean; onClaim: () => void }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const nameId = useId();
  const ratio = mission.target > 0 ? Math.min(1, mission.progress / mission.target) : 1;
  const count = t("missions.progress", { progress: formats.number(mission.progress), target: formats.number(mission.target) });
  return (
    <li className={`${ui.card} ${styles.card} ${mission.status === "claimed" ? styles.done : ""}`}>
      <div className={styles.head}>
        <h2 id={nameId} className={ui.cardTitle}>
          {mission.title}
        </h2>
        <span className={`${ui.pill} ${styles.reward}`}>{reward}</span>
      </div>
      <p className={ui.description}>{mission.description}</p>
      <div className={styles.progressRow}>
        <div
          className={styles.bar}
          role="progressbar"
          aria-labelledby={nameId}
          aria-valuemin={0}
          aria-valuemax={mission.target}
          aria-valuenow={Math.min(mission.progress, mission.target)}
          aria-valuetext={count}
        >
          <span style={{ inlineSize: `${ratio * 100}%` }} />
        </div>
        <span className={styles.count}>{count}</span>
      </div>
      {mission.status === "claimable" && (
        <Button type="button" busy={busy} disabled={locked} busyLabel={t("missions.claiming")} aria-describedby={nameId} onClick={onClaim}>
          {t("missions.claim")}
        </Button>
      )}
      {mission.status === "claimed" && <p className={`${ui.caption} ${styles.claimed}`}>{t("missions.claimed")}</p>}
    </li>
  );
}
