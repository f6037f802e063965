import { useSetAtom, useStore } from "jotai";
import { useAtomValue } from "../../lib/atomHooks";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormats } from "../../core/formats";
import { Link, useLocation, useNavigate } from "react-router";
import { REWARD_CENTRE_FLAG } from "#shared/contract";
import { withKeptQuery } from "#shared/navigation";
import { LANGUAGE_NAME } from "#shared/languages";
import { ROUTES } from "#shared/routes";
import { useAppNavigate } from "../../lib/navigation";
import { merchantAtom, siteSettingsAtom } from "../../core/startup/atoms";
import { Button } from "../../lib/ui/Button";
import { LoadError } from "../../core/screen/ScreenState";
import { VisuallyHidden } from "../../lib/ui/VisuallyHidden";
import { loadMember, logOut, memberInfoAtom, memberLoadFailedAtom, vipBenefitAtom, vipLabelAtom, vipProgressAtom } from "../../core/session";
import { useLinkAction } from "../../core/links";
import { languageSheetOpenAtom, requestCustomerService } from "../../core/dialogs";
import { balanceAtom } from "../../core/wallet";
import { HubIcon, type HubIconName } from "./HubIcon";
import styles from "./MemberHome.module.css";
import { ResponsibleGamblingLink } from "./ResponsibleGamblingLink";
import { Screen } from "../../core/screen/Screen";
import ui from "../../lib/ui/Screen.module.css";

interface HubLink {
  /** An address, the customer service the footer's Support opens, or the header's language sheet. */
  to: string | "support" | "language";
  screen: string;
  icon: HubIconName;
  /** SPEC §2 referral entry: the tile follows its rules (an agent to agent registration, and so on), not its address. */
  referralEntry?: boolean;
}

/** Member home: who is signed in, how far to the next VIP level (SPEC §3 Member info, VIP progress), and the member screens of SPEC §2. */
export function MemberHome() {
  const { t } = useTranslation();
  const formats = useFormats();
  const member = useAtomValue(memberInfoAtom);
  const failed = useAtomValue(memberLoadFailedAtom);
  const label = useAtomValue(vipLabelAtom);
  const progress = useAtomValue(vipProgressAtom);
  const benefitsOn = useAtomValue(vipBenefitAtom);
  const rewardCentreOn = Boolean(useAtomValue(siteSettingsAtom)?.whitelabel?.[REWARD_CENTRE_FLAG]);
  const balance = useAtomValue(balanceAtom).value;
  const languages = useAtomValue(merchantAtom)?.languages.length ?? 0;
  const openLanguages = useSetAtom(languageSheetOpenAtom);
  const title = t("screens.memberHome.title");
  const store = useStore();
  const location = useLocation();
  const cancelLoad = useRef<(() => void) | null>(null);

  // Fresh figures each time the page opens; a load already under way for the same call is shared.
  useEffect(() => {
    cancelLoad.current = loadMember(store);
    return () => cancelLoad.current?.();
  }, [store]);
  const retry = () => {
    cancelLoad.current?.();
    cancelLoad.current = loadMember(store);
  };

  const navigate = useAppNavigate(useNavigate());
  const run = useLinkAction();
  const [leaving, setLeaving] = useState(false);
  const signOut = async () => {
    setLeaving(true);
    await logOut(store);
    navigate(ROUTES.login, { replace: true });
  };

  // SPEC §5: no reward centre link where REWCEN3 is off; §6: benefits only when the VIP benefit is on.
  const links: HubLink[] = [
    ...(rewardCentreOn ? [{ to: ROUTES.rewardCenter, screen: "rewardCenter", icon: "rewards" as const }] : []),
    { to: ROUTES.mall, screen: "mall", icon: "mall" },
    { to: ROUTES.leaderBoard, screen: "leaderBoard", icon: "missions" },
    ...(benefitsOn ? [{ to: ROUTES.benefits, screen: "benefits", icon: "benefits" as const }] : []),
    { to: ROUTES.inviteFriends, screen: "inviteFriends", icon: "invite", referralEntry: true },
    { to: ROUTES.agentRegister, screen: "agentRegister", icon: "agent" },
    // The account itself (issue #35): where the money goes, the password, and someone to ask.
    { to: ROUTES.addBankCard, screen: "addBankCard", icon: "card" },
    { to: ROUTES.changePsw, screen: "changePsw", icon: "password" },
    { to: "support", screen: "support", icon: "support" },
    ...(languages > 1 ? [{ to: "language", screen: "language", icon: "language" as const }] : []),
  ];

  const percent = progress === null ? null : formats.percent(progress);
  return (
    <Screen title={title}>
      {member ? (
        <div className={styles.card}>
          <div className={styles.identity}>
            <span className={styles.avatar} aria-hidden="true">
              {member.userName.slice(0, 1).toUpperCase()}
            </span>
            <div className={styles.names}>
              <p className={styles.greeting}>{t("member.greeting", { name: member.userName })}</p>
              {label && <p className={styles.label}>{t("member.vipLabel", { label })}</p>}
            </div>
          </div>
          {/* Only toward a next level from one the player has (issue #35, item 8). */}
          {percent && member.clubLabel && (
            <>
              <p className={styles.progressText}>{t("member.vipProgress", { percent })}</p>
              <div className={ui.progress} role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round((progress ?? 0) * 100)}>
                <span style={{ inlineSize: `${(progress ?? 0) * 100}%` }} />
              </div>
            </>
          )}
        </div>
      ) : failed ? (
        <LoadError error={null} onRetry={retry} />
      ) : (
        <div className={styles.card} aria-busy="true">
          <div className={styles.identity}>
            <span className={`${styles.avatar} ${styles.skeleton}`} />
            <p className={styles.skeletonLine} />
          </div>
          <p className={styles.skeletonLineShort} />
          <VisuallyHidden>{t("member.loading")}</VisuallyHidden>
        </div>
      )}
      {/* The money first (issue #35): the balance, and the two things a player does with it. */}
      <section className={`${ui.highlight} ${styles.wallet}`} aria-label={t("wallet.balance")}>
        <p className={styles.walletRow}>
          <span>{t("wallet.balance")}</span>
          <strong data-testid="member-balance">{balance ? formats.money(balance.balance, balance.currency) : "…"}</strong>
        </p>
        <div className={styles.walletActions}>
          <Link className={ui.primaryLink} to={withKeptQuery(ROUTES.voucherCenter, location.search)}>
            {t("screens.voucherCenter.title")}
          </Link>
          <Link className={ui.secondaryLink} to={withKeptQuery(ROUTES.withdraw, location.search)}>
            {t("screens.withdraw.title")}
          </Link>
        </div>
      </section>
      <nav aria-label={t("member.hub")}>
        <ul className={`${ui.plainList} ${styles.grid}`}>
          {links.map((link) => (
            <li key={link.screen}>
              {link.to === "support" ? (
                <button type="button" className={styles.tile} onClick={() => void requestCustomerService()}>
                  <HubIcon name={link.icon} />
                  <span>{t("app.nav.support")}</span>
                </button>
              ) : link.to === "language" ? (
                <button type="button" className={styles.tile} aria-haspopup="dialog" onClick={() => openLanguages(true)}>
                  <HubIcon name={link.icon} />
                  <span>{t("language.button", { language: LANGUAGE_NAME[formats.language] })}</span>
                </button>
              ) : (
                <Link
                  className={styles.tile}
                  to={withKeptQuery(link.to, location.search)}
                  onClick={
                    link.referralEntry
                      ? (event) => {
                          event.preventDefault();
                          run({ kind: "referral" });
                        }
                      : undefined
                  }
                >
                  <HubIcon name={link.icon} />
                  <span>{t(`screens.${link.screen}.title`)}</span>
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <ResponsibleGamblingLink />
      <Button variant="secondary" type="button" busy={leaving} onClick={() => void signOut()}>
        {t("auth.logout")}
      </Button>
    </Screen>
  );
}
