import { useStore } from "jotai";
import { useAtomValue } from "../../lib/atomHooks";
import { useTranslation } from "react-i18next";
import { useFormats } from "../../core/formats";
import { Link, useLocation } from "react-router";
import { loginReturningTo, withKeptQuery } from "#shared/navigation";
import { ROUTES } from "#shared/routes";
import {
  loadMember,
  memberInfoAtom,
  memberLoadFailedAtom,
  rankProgressFailedAtom,
  useMemberButtonShown,
  useSignedIn,
  vipLabelAtom,
  vipProgressAtom,
} from "../../core/session";
import { ContentError } from "./ContentError";
import ui from "../../lib/ui/Screen.module.css";
import styles from "./VipCard.module.css";

/**
 * SPEC §3 VIP progress, and the member button (SPEC §6: a member sees it when the VIP benefit is on; the entry page
 * shows it to guests). Who the player is shows as soon as member info is in; the progress bar waits for its own call,
 * and either call that fails offers a retry instead of a skeleton that never ends.
 */
export function VipCard() {
  const { t } = useTranslation();
  const store = useStore();
  const { search } = useLocation();
  const formats = useFormats();
  const signedIn = useSignedIn();
  const member = useAtomValue(memberInfoAtom);
  const memberFailed = useAtomValue(memberLoadFailedAtom);
  const label = useAtomValue(vipLabelAtom);
  const progress = useAtomValue(vipProgressAtom);
  const progressFailed = useAtomValue(rankProgressFailedAtom);
  const memberButton = useMemberButtonShown();
  const retry = () => void loadMember(store);

  // A guest browsing home (issue #35, item 3): what membership brings, and the way in, back to this page after.
  if (!signedIn) {
    const here = `${ROUTES.home}${search}`;
    return (
      <div className={styles.card}>
        <p className={styles.guestLead}>{t("entry.lead")}</p>
        <div className={styles.guestActions}>
          <Link className={ui.primaryLink} to={loginReturningTo(here, search, ROUTES.register)}>
            {t("entry.signUp")}
          </Link>
          <Link className={ui.secondaryLink} to={loginReturningTo(here, search)}>
            {t("actions.login")}
          </Link>
        </div>
      </div>
    );
  }
  if (!member) {
    if (memberFailed) return <ContentError className={styles.errorCard} message={t("home.vipFailed")} onRetry={retry} />;
    return (
      <div className={styles.card} aria-busy="true">
        <span className={styles.skeletonLine} />
        <span className={styles.skeletonBar} />
      </div>
    );
  }
  return (
    <div className={styles.card}>
      <div className={styles.row}>
        <span className={styles.badge} aria-hidden="true">
          {member.clubLabel?.rankLevel ?? "★"}
        </span>
        <div className={styles.text}>
          <strong className={styles.name}>{member.userName}</strong>
          <span className={styles.label}>{label ? t("member.vipLabel", { label }) : t("home.noVipLabel")}</span>
        </div>
        {memberButton && (
          <Link className={styles.button} to={withKeptQuery(ROUTES.benefits, search)}>
            {t("home.memberButton")}
          </Link>
        )}
      </div>
      {/* No level yet: SPEC §3's ratio is then 1, which would read "100 %" beside "no VIP level yet" (issue #35, item 8). */}
      {!member.clubLabel ? (
        <span className={styles.progressText}>{t("benefits.noLevel")}</span>
      ) : progress !== null ? (
        <VipProgress progress={progress} percent={formats.percent(progress)} />
      ) : progressFailed ? (
        <ContentError className={styles.progressError} message={t("home.vipProgressFailed")} onRetry={retry} />
      ) : (
        <span className={styles.skeletonBar} aria-busy="true" />
      )}
    </div>
  );
}

function VipProgress({ progress, percent }: { progress: number; percent: string }) {
  const { t } = useTranslation();
  return (
    <>
      <div
        className={ui.progress}
        role="progressbar"
        aria-label={t("member.vipProgress", { percent })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress * 100)}
      >
        <span style={{ inlineSize: `${progress * 100}%` }} />
      </div>
      <span className={styles.progressText}>{t("member.vipProgress", { percent })}</span>
    </>
  );
}
