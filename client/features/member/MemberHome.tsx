import { useAtomValue, useStore } from "jotai";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { LANGUAGE_LOCALE } from "../../../shared/languages";
import { ROUTES } from "../../../shared/routes";
import { useAppNavigate } from "../../lib/navigation";
import { languageAtom } from "../../lib/startup/atoms";
import { Button } from "../../lib/ui/Button";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { loadMember, logOut, memberInfoAtom, vipLabelAtom, vipProgressAtom } from "../../core/session";
import styles from "./MemberHome.module.css";

/** Member home: who is signed in and how far to the next VIP level (SPEC §3 Member info, VIP progress). */
export function MemberHome() {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const member = useAtomValue(memberInfoAtom);
  const label = useAtomValue(vipLabelAtom);
  const progress = useAtomValue(vipProgressAtom);
  const title = t("screens.memberHome.title");
  const store = useStore();

  // Fresh figures each time the page opens; a load already under way for the same call is shared.
  useEffect(() => loadMember(store), [store]);

  useDocumentTitle(title);
  const navigate = useAppNavigate(useNavigate());
  const [leaving, setLeaving] = useState(false);
  const signOut = async () => {
    setLeaving(true);
    await logOut(store);
    navigate(ROUTES.login, { replace: true });
  };

  const percent = progress === null ? null : new Intl.NumberFormat(LANGUAGE_LOCALE[language], { style: "percent" }).format(progress);
  return (
    <section className={styles.screen} aria-labelledby="screen-title">
      <h1 id="screen-title" className={styles.title}>
        {title}
      </h1>
      {member ? (
        <div className={styles.card}>
          <p className={styles.greeting}>{t("member.greeting", { name: member.userName })}</p>
          {label && <p className={styles.label}>{t("member.vipLabel", { label })}</p>}
          {percent && (
            <>
              <p className={styles.progressText}>{t("member.vipProgress", { percent })}</p>
              <div className={styles.bar} role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round((progress ?? 0) * 100)}>
                <span style={{ inlineSize: `${(progress ?? 0) * 100}%` }} />
              </div>
            </>
          )}
        </div>
      ) : (
        <div className={styles.card} aria-busy="true">
          <p className={styles.skeletonLine} />
          <p className={styles.skeletonLineShort} />
          <span className={styles.visuallyHidden}>{t("member.loading")}</span>
        </div>
      )}
      <p className={styles.description}>{t("screens.memberHome.description")}</p>
      <Button variant="secondary" type="button" busy={leaving} onClick={() => void signOut()}>
        {t("auth.logout")}
      </Button>
    </section>
  );
}
