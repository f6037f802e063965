import { useSetAtom } from "jotai";
import { useAtomValue } from "../../lib/atomHooks";
import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { useFormats } from "../../core/formats";
import { Link, useLocation } from "react-router";
import { TIMING } from "#shared/constants";
import { referralInfo } from "#shared/contract";
import { withKeptQuery } from "#shared/navigation";
import { ROUTES } from "#shared/routes";
import { call } from "../../lib/request";
import { hasAccess } from "../../lib/session";
import { Button } from "../../lib/ui/Button";
import { ScreenState, Skeleton, useScreenLoad } from "../../core/screen/ScreenState";
import { loginDialogOpenAtom, registerDialogOpenAtom } from "../../core/dialogs";
import { useNotices } from "../../core/notices";
import { tokenAtom } from "../../core/session";
import { copyText } from "../../lib/copyText";
import styles from "./InviteFriends.module.css";
import { Screen } from "../../core/screen/Screen";
import ui from "../../lib/ui/Screen.module.css";

const RULES = ["referral.rule1", "referral.rule2", "referral.rule3", "referral.rule4"] as const;
const subscribe = () => () => {};

/** SPEC §2 index accepts r: the page a friend opens. */
export function inviteLink(origin: string, code: string): string {
  return `${origin}${ROUTES.index}?r=${encodeURIComponent(code)}`;
}

/**
 * SPEC §2 /m/inviteFriends, public (SPEC §6): a member gets their code, link and figures; a guest the
 * rules and a way to sign up or log in. The session lives in the tab, so the server and the hydrating
 * render show neither until the browser can tell.
 */
export function InviteFriends() {
  const { t } = useTranslation();
  const title = t("screens.inviteFriends.title");
  const location = useLocation();
  const token = useAtomValue(tokenAtom);
  const stored = useSyncExternalStore(
    subscribe,
    () => hasAccess(location.search),
    () => null,
  );
  const signedIn = stored === null ? null : Boolean(token) || stored;
  return (
    <Screen title={title}>
      <p className={ui.text}>{t("screens.inviteFriends.description")}</p>
      {signedIn === null ? <Skeleton variant="card" count={1} /> : signedIn ? <MemberReferral /> : <GuestCalls />}
      <section className={styles.rules} aria-labelledby="rules-title">
        <h2 id="rules-title" className={styles.subtitle}>
          {t("referral.rulesTitle")}
        </h2>
        <ol>
          {RULES.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ol>
      </section>
    </Screen>
  );
}

function MemberReferral() {
  const { t } = useTranslation();
  const formats = useFormats();
  const notices = useNotices();
  const load = useScreenLoad(() => call(referralInfo, { alert: false }));

  const copy = async (text: string) => {
    const copied = await copyText(text);
    notices.toast({ key: copied ? "referral.copied" : "referral.copyFailed" }, TIMING.copiedToast);
  };

  return (
    <ScreenState load={load} skeleton={<Skeleton variant="card" count={2} />}>
      {(info) => {
        const link = inviteLink(globalThis.location?.origin ?? "", info.code);
        return (
          <>
            <div className={styles.card}>
              <p className={ui.caption}>{t("referral.yourCode")}</p>
              <div className={styles.copyRow}>
                <strong className={styles.code} dir="ltr">
                  {info.code}
                </strong>
                <Button type="button" variant="secondary" aria-label={t("referral.copyCode")} onClick={() => void copy(info.code)}>
                  {t("referral.copy")}
                </Button>
              </div>
              <p className={ui.caption}>{t("referral.yourLink")}</p>
              <div className={styles.copyRow}>
                <span className={styles.link} dir="ltr">
                  {link}
                </span>
                <Button type="button" aria-label={t("referral.copyLink")} onClick={() => void copy(link)}>
                  {t("referral.copy")}
                </Button>
              </div>
            </div>
            <dl className={styles.stats}>
              <div>
                <dt>{t("referral.invited")}</dt>
                <dd>{formats.number(info.invited)}</dd>
              </div>
              <div>
                <dt>{t("referral.earned")}</dt>
                <dd>{formats.money(info.rewardsEarned, info.currency)}</dd>
              </div>
            </dl>
          </>
        );
      }}
    </ScreenState>
  );
}

/** Guests see why to join and the two ways in; the links still work without JavaScript. */
function GuestCalls() {
  const { t } = useTranslation();
  const location = useLocation();
  const openLogin = useSetAtom(loginDialogOpenAtom);
  const openRegister = useSetAtom(registerDialogOpenAtom);
  return (
    <div className={styles.card}>
      <p className={ui.text}>{t("referral.guestIntro")}</p>
      <Link
        className={ui.primaryLink}
        to={withKeptQuery(ROUTES.register, location.search)}
        onClick={(event) => {
          event.preventDefault();
          openRegister(true);
        }}
      >
        {t("referral.signUp")}
      </Link>
      <Link
        className={ui.secondaryLink}
        to={withKeptQuery(ROUTES.login, location.search)}
        onClick={(event) => {
          event.preventDefault();
          openLogin(true);
        }}
      >
        {t("referral.logIn")}
      </Link>
    </div>
  );
}
