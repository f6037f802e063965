import { useSetAtom, useStore } from "jotai";
import { useAtomValue } from "../../lib/atomHooks";
import { type ReactNode, useState } from "react";
import type { Activity } from "#shared/contract";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { withKeptQuery } from "#shared/navigation";
import { ENTRY_PROMOTION_PARAMETER, ROUTES } from "#shared/routes";
import { activities, useRemote } from "../../core/content";
import { loginDialogOpenAtom, registerDialogOpenAtom } from "../../core/dialogs";
import { useLinkAction } from "../../core/links";
import { PromotionSheet } from "./PromotionSheet";
import { useAskedPromotion } from "./useAskedPromotion";
import { playerNameAtom, useMemberButtonShown, useSignedIn } from "../../core/session";
import { merchantAtom, merchantNameAtom } from "../../core/startup/atoms";
import { useDocumentTitle } from "../../core/screen/useDocumentTitle";
import { ContentPicture } from "../../lib/ui/ContentPicture";
import { HydrateOnSight } from "../../lib/ui/HydrateOnSight";
import { BannerCarousel, BannerCarouselSkeleton } from "./BannerCarousel";
import { ContentError } from "./ContentError";
import { GameLanes, GameLanesSkeleton } from "./GameLanes";
import { useLandingContent } from "./useLandingContent";
import ui from "../../lib/ui/Screen.module.css";
import styles from "./EntryPage.module.css";

/** Featured lanes on the entry page: the ones that come with their cards. */
const FEATURED_LANES = 2;
const FEATURED_PROMOTIONS = 3;

/**
 * The entry page (/, /m/index, /m/index.html; issue #10): a landing page for guests with banners, featured
 * lanes and promotions from the calls a guest may make (SPEC §6), and sign-up and log-in calls to action.
 * A signed-in player sees a way home instead.
 */
export function EntryPage() {
  const { t } = useTranslation();
  const merchant = useAtomValue(merchantAtom);
  const name = useAtomValue(merchantNameAtom);
  const signedIn = useSignedIn();
  const playerName = useAtomValue(playerNameAtom);
  const memberButton = useMemberButtonShown();
  const { search } = useLocation();
  const openLogin = useSetAtom(loginDialogOpenAtom);
  const openRegister = useSetAtom(registerDialogOpenAtom);
  const run = useLinkAction();
  const content = useLandingContent();
  useDocumentTitle(t("screens.entry.title"));

  return (
    <section className={styles.page} aria-labelledby="screen-title">
      {content.banners.status === "ready" ? (
        <BannerCarousel banners={content.banners.value} onOpen={content.openBanner} />
      ) : content.banners.status === "error" ? (
        <ContentError className={styles.bannerBox} message={t("home.bannersFailed")} onRetry={content.retry.banners} />
      ) : (
        <BannerCarouselSkeleton />
      )}
      <div className={styles.welcome}>
        <h1 id="screen-title" className={styles.title}>
          {signedIn ? t("entry.welcomeBack", { name: playerName }) : t("entry.headline", { merchant: name })}
        </h1>
        {signedIn ? (
          <div className={styles.actions}>
            <Link className={ui.primaryLink} to={withKeptQuery(ROUTES.home, search)}>
              {t("entry.goHome")}
            </Link>
            {memberButton && (
              <Link className={ui.secondaryLink} to={withKeptQuery(ROUTES.benefits, search)}>
                {t("home.memberButton")}
              </Link>
            )}
          </div>
        ) : (
          <>
            <p className={styles.lead}>{t("entry.lead")}</p>
            <div className={styles.actions}>
              {/* The links work without JavaScript; with it, the dialogs open over the entry page (SPEC §2). */}
              <DialogLink className={ui.primaryLink} to={withKeptQuery(ROUTES.register, search)} onOpen={() => openRegister(true)}>
                {t("entry.signUp")}
              </DialogLink>
              <DialogLink className={ui.secondaryLink} to={withKeptQuery(ROUTES.login, search)} onOpen={() => openLogin(true)}>
                {t("actions.login")}
              </DialogLink>
              {/* SPEC §6: guests see the member button too; the benefits are a member's, so it asks them to log in. */}
              {memberButton && (
                <DialogLink className={styles.memberLink} to={withKeptQuery(ROUTES.benefits, search)} onOpen={() => openLogin(true)}>
                  {t("home.memberButton")}
                </DialogLink>
              )}
            </div>
          </>
        )}
      </div>
      {content.lanes.status === "ready" ? (
        <GameLanes lanes={content.lanes.value.slice(0, FEATURED_LANES)} onOpenGame={content.openGame} />
      ) : content.lanes.status === "error" ? (
        <ContentError message={t("home.lanesFailed")} onRetry={content.retry.lanes} />
      ) : (
        <GameLanesSkeleton />
      )}
      {/* Below the first screen: its list is asked for and drawn as it comes near, unless the address asks for one. */}
      <HydrateOnSight withPage={new URLSearchParams(search).has(ENTRY_PROMOTION_PARAMETER)}>
        <Promotions />
      </HydrateOnSight>
      <footer className={styles.footer}>
        <button type="button" className={styles.footerLink} onClick={() => run({ kind: "referral" })}>
          {t("entry.inviteFriends")}
        </button>
        {merchant?.consent?.responsibleGamblingUrl && (
          // The merchant's page: an absolute address leaves the site, so it opens in a new tab (issue #14).
          <a
            className={styles.footerLink}
            href={merchant.consent.responsibleGamblingUrl}
            {...(/^https?:\/\//i.test(merchant.consent.responsibleGamblingUrl) ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          >
            {t("responsibleGambling.link")}
          </a>
        )}
        <span>{t("entry.copyright", { merchant: name, year: new Date().getFullYear() })}</span>
      </footer>
    </section>
  );
}

/** A link to a page that, once the app runs, opens its dialog over the entry page instead. */
function DialogLink({ className, to, onOpen, children }: { className?: string; to: string; onOpen: () => void; children: ReactNode }) {
  return (
    <Link
      className={className}
      to={to}
      onClick={(event) => {
        event.preventDefault();
        onOpen();
      }}
    >
      {children}
    </Link>
  );
}

function Promotions() {
  const { t } = useTranslation();
  const store = useStore();
  const { search } = useLocation();
  const state = useRemote(activities);
  const [open, setOpen] = useState<Activity | null>(null);
  // Guests may not open /m/activity (SPEC §2 access rule): the whole list unfolds here instead.
  const [expanded, setExpanded] = useState(false);
  const signedIn = useSignedIn();
  const asked = useAskedPromotion(state.status === "ready" ? state.value : null);
  const shown = open ?? asked.activity;
  const closeSheet = () => (open ? setOpen(null) : asked.dismiss());

  return (
    <section className={styles.promotions} aria-labelledby="promotions-title">
      <header className={styles.sectionHeader}>
        <h2 id="promotions-title" className={ui.sectionTitle}>
          {t("entry.promotions")}
        </h2>
        {signedIn && (
          <Link className={styles.more} to={withKeptQuery(ROUTES.activity, search)}>
            {t("entry.allPromotions")}
          </Link>
        )}
      </header>
      {state.status === "error" ? (
        <ContentError message={t("activity.loadFailed")} onRetry={() => void activities.load(store, { force: true })} />
      ) : (
        <ul className={ui.list} aria-busy={state.status !== "ready"}>
          {state.status === "ready"
            ? state.value.slice(0, expanded ? undefined : FEATURED_PROMOTIONS).map((activity) => (
                <li key={activity.id}>
                  <button type="button" className={styles.promotion} onClick={() => setOpen(activity)}>
                    <ContentPicture image={activity.image} alt="" loading="observed" className={styles.promotionArt} />
                    <span className={ui.promotionText}>
                      <strong>{activity.title}</strong>
                      <span>{activity.summary}</span>
                    </span>
                  </button>
                </li>
              ))
            : Array.from({ length: FEATURED_PROMOTIONS }, (_, index) => <li key={index} className={ui.promotionSkeleton} aria-hidden="true" />)}
        </ul>
      )}
      {!signedIn && !expanded && state.status === "ready" && state.value.length > FEATURED_PROMOTIONS && (
        <button type="button" className={styles.showMore} onClick={() => setExpanded(true)}>
          {t("entry.morePromotions", { count: state.value.length - FEATURED_PROMOTIONS })}
        </button>
      )}
      {shown && <PromotionSheet activity={shown} onClose={closeSheet} />}
    </section>
  );
}
