import { useStore } from "jotai";
import { useAtomValue } from "../../lib/atomHooks";
import { useTranslation } from "react-i18next";
import { useFormats } from "../../core/formats";
import { memberBenefits, type MemberBenefits, type VipLevel } from "#shared/contract";
import { call } from "../../lib/request";
import { LoadError, ScreenState, Skeleton, useScreenLoad } from "../../core/screen/ScreenState";
import { loadMember, memberInfoAtom, memberLoadFailedAtom, rankProgressAtom, vipProgressAtom } from "../../core/session";
import styles from "./Benefits.module.css";
import { Screen } from "../../core/screen/Screen";
import ui from "../../lib/ui/Screen.module.css";

/** SPEC §2 /m/member/benefits: every VIP level and what it gives, the player's own level highlighted with the progress to the next (SPEC §3). */
export function Benefits() {
  const { t } = useTranslation();
  const title = t("screens.benefits.title");
  const load = useScreenLoad(() => call(memberBenefits, { alert: false }));
  const currentId = useAtomValue(memberInfoAtom)?.clubLabel?.labelId ?? null;
  return (
    <Screen title={title}>
      <ScreenState load={load} skeleton={<Skeleton variant="card" count={3} />} isEmpty={(value) => value.levels.length === 0} empty={t("benefits.empty")}>
        {(benefits) => (
          <>
            <CurrentLevel benefits={benefits} />
            <ol className={ui.list}>
              {benefits.levels.map((level) => (
                <LevelCard key={level.labelId} level={level} current={level.labelId === currentId} />
              ))}
            </ol>
          </>
        )}
      </ScreenState>
    </Screen>
  );
}

/** The player's level and how far the next one is; member info comes with the session (SPEC §4 Token change). */
function CurrentLevel({ benefits }: { benefits: MemberBenefits }) {
  const { t } = useTranslation();
  const store = useStore();
  const formats = useFormats();
  const member = useAtomValue(memberInfoAtom);
  const failed = useAtomValue(memberLoadFailedAtom);
  const progress = useAtomValue(vipProgressAtom);
  const conditions = useAtomValue(rankProgressAtom)?.currentProgress;

  if (!member) return failed ? <LoadError error={null} onRetry={() => loadMember(store)} /> : <Skeleton variant="card" count={1} />;
  const label = member.clubLabel;
  if (!label) return <p className={`${ui.highlight} ${styles.summary}`}>{t("benefits.noLevel")}</p>;

  const levels = benefits.levels;
  const index = levels.findIndex((level) => level.labelId === label.labelId);
  const current = levels[index];
  const next = index >= 0 ? levels[index + 1] : levels.find((level) => level.rankLevel > label.rankLevel);
  const percent = progress === null ? null : formats.percent(progress);
  return (
    <div className={`${ui.highlight} ${styles.summary}`}>
      <p className={`${ui.sectionTitle} ${styles.yourLevel}`}>{t("benefits.yourLevel", { level: current?.name ?? label.labelName })}</p>
      {next ? (
        percent && (
          <>
            <p className={ui.caption}>{t("benefits.progressTo", { level: next.name, percent })}</p>
            <div className={ui.progress} role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round((progress ?? 0) * 100)}>
              <span style={{ inlineSize: `${(progress ?? 0) * 100}%` }} />
            </div>
            {conditions && conditions.totalExpectedConditions > 0 && (
              <p className={ui.caption}>
                {t("benefits.conditions", {
                  done: String(conditions.completedConditions),
                  total: String(conditions.totalExpectedConditions),
                  count: conditions.totalExpectedConditions,
                })}
              </p>
            )}
          </>
        )
      ) : (
        <p className={ui.caption}>{t("benefits.topLevel")}</p>
      )}
    </div>
  );
}

function LevelCard({ level, current }: { level: VipLevel; current: boolean }) {
  const { t } = useTranslation();
  return (
    <li className={`${ui.card} ${styles.level} ${current ? styles.current : ""}`} aria-current={current ? "true" : undefined}>
      <div className={styles.levelHead}>
        <span className={styles.rank} aria-hidden="true">
          {level.rankLevel}
        </span>
        <h2 className={`${ui.sectionTitle} ${styles.levelName}`}>{level.name}</h2>
        {current && <span className={`${ui.pill} ${styles.pill}`}>{t("benefits.current")}</span>}
      </div>
      <ul className={`${ui.plainList} ${styles.perks}`}>
        {level.benefits.map((benefit) => (
          <li key={benefit}>
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <span>{benefit}</span>
          </li>
        ))}
      </ul>
    </li>
  );
}
