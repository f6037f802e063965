import { atom } from "jotai";
import { useAtomValue } from "../../lib/atomHooks";
import { type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, useLocation } from "react-router";
import { withKeptQuery } from "#shared/navigation";
import { ROUTES } from "#shared/routes";
import { tokenAtom } from "../../core/session";
import { edgeSignedInAtom, merchantAtom, merchantNameAtom } from "../../core/startup/atoms";
import { useHydrated } from "../../lib/useHydrated";
import { LanguagePicker } from "../../features/language";
import styles from "./AppShell.module.css";
import { NavIcon, type NavIconName } from "./NavIcon";
import { lazyPart } from "../../lib/ui/lazyPart";
import { OptionalPart } from "../../lib/ui/OptionalPart";
import { usePlaceholderTap } from "../../lib/ui/heldTap";

/**
 * Members' and tap-only parts of the shell arrive in their own chunks, so a guest's first paint carries none of
 * their code: the balance (rendered at the edge for a signed-in player, hydrated when its chunk arrives) and the
 * Support item's customer-service and chat code (after hydration, before any tap: a link must open in the tap).
 */
const HeaderBalance = lazyPart(() => import("../../features/wallet").then((module) => ({ default: module.HeaderBalance })));
const SupportNavItem = lazyPart(() => import("../../features/support").then((module) => ({ default: module.SupportNavItem })));

interface NavItem {
  key: NavIconName;
  to: string;
}

const NAV_ITEMS: NavItem[] = [
  { key: "home", to: ROUTES.home },
  { key: "games", to: ROUTES.game },
  { key: "promotions", to: ROUTES.activity },
  { key: "member", to: ROUTES.memberHome },
];

/**
 * The edge's signed-in hint stands for the session the browser has not read yet; the balance itself shows nothing
 * without a session, so it stays mounted (and never suspends again) while the tab reads it. One boolean: the shell
 * renders again when it changes, not when the tab reads the token the hint already stood for (issue #37).
 */
const balanceShownAtom = atom((get) => Boolean(get(tokenAtom)) || get(edgeSignedInAtom));

/** The app's frame: merchant header, the screen, and the bottom navigation (DESIGN §4a). */
export function AppShell({ children }: { children: ReactNode }) {
  const merchant = useAtomValue(merchantAtom);
  const name = useAtomValue(merchantNameAtom);
  const { t } = useTranslation();
  const location = useLocation();
  const member = useAtomValue(balanceShownAtom);

  const navLink = (item: NavItem) => (
    <NavLink
      key={item.key}
      to={withKeptQuery(item.to, location.search)}
      className={({ isActive }) => (isActive ? `${styles.navItem} ${styles.active}` : styles.navItem)}
    >
      <NavIcon name={item.key} />
      <span>{t(`app.nav.${item.key}`)}</span>
    </NavLink>
  );

  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        {merchant && <img className={styles.logo} src={merchant.logoUrl} alt={t("app.logoAlt", { merchant: name })} width={36} height={36} />}
        <span className={styles.brand}>{name}</span>
        {member && (
          <OptionalPart>
            <HeaderBalance />
          </OptionalPart>
        )}
        <LanguagePicker />
      </header>
      <main className={styles.main}>{children}</main>
      {/* A bar fixed at the bottom: the mini-game keeps above it (data-bottom-bar). */}
      <nav className={styles.nav} aria-label={name || undefined} data-bottom-bar="">
        {NAV_ITEMS.slice(0, 3).map(navLink)}
        <SupportSlot />
        {NAV_ITEMS.slice(3).map(navLink)}
      </nav>
    </div>
  );
}

/**
 * The Support item: the server's placeholder while the page hydrates, then the live item once its code arrives. The
 * switch renders this slot alone, not the navigation around it (issue #37).
 */
function SupportSlot() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const label = t("app.nav.support");
  return hydrated ? (
    <OptionalPart fallback={<SupportPlaceholder label={label} />}>
      <SupportNavItem className={`${styles.navItem} ${styles.navButton}`} icon={<NavIcon name="support" />} label={label} />
    </OptionalPart>
  ) : (
    <SupportPlaceholder label={label} />
  );
}

/**
 * The Support item as the server paints it, until its code arrives: the same place, the same look. A tap on it is
 * held and the item opens customer service once live (lib/ui/heldTap.ts).
 */
function SupportPlaceholder({ label }: { label: string }) {
  const { pressed, onClick } = usePlaceholderTap("support");
  return (
    <button type="button" className={`${styles.navItem} ${styles.navButton}`} aria-busy="true" onClick={onClick} data-early-tap={pressed ? "" : undefined}>
      <NavIcon name="support" />
      <span>{label}</span>
    </button>
  );
}
