import { useAtomValue } from "../../lib/atomHooks";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { withKeptQuery } from "../../../shared/navigation";
import { formatPercent } from "../../../shared/format";
import { ROUTES } from "../../../shared/routes";
import { memberInfoAtom, vipBenefitAtom, vipLabelAtom, vipProgressAtom } from "../../core/session";
import { languageAtom } from "../../lib/startup/atoms";
import styles from "./VipCard.module.css";

/** SPEC §3 VIP progress, and the member button (SPEC §6: shown when the VIP benefit is on). */
export function VipCard() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const language = useAtomValue(languageAtom);
  const member = useAtomValue(memberInfoAtom);
  const label = useAtomValue(vipLabelAtom);
  const progress = useAtomValue(vipProgressAtom);
  const benefit = useAtomValue(vipBenefitAtom);

  if (!member || progress === null) {
    return (
      <div className={styles.card} aria-busy="true">
        <span className={styles.skeletonLine} />
        <span className={styles.skeletonBar} />
      </div>
    );
  }
  const percent = formatPercent(progress, language);
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
        {benefit && (
          <Link className={styles.button} to={withKeptQuery(ROUTES.benefits, search)}>
            {t("home.memberButton")}
          </Link>
        )}
      </div>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t("member.vipProgress", { percent })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress * 100)}
      >
        <span style={{ inlineSize: `${progress * 100}%` }} />
      </div>
      <span className={styles.progressText}>{t("member.vipProgress", { percent })}</span>
    </div>
  );
}
