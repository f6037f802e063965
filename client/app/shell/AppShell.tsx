import { useAtomValue } from "jotai";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, useLocation } from "react-router";
import { withKeptQuery } from "../../../shared/navigation";
import { ROUTES } from "../../../shared/routes";
import { merchantAtom } from "../../lib/startup/atoms";
import { LanguagePicker } from "../../features/language";
import styles from "./AppShell.module.css";
import { NavIcon, type NavIconName } from "./NavIcon";

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

/** The app's frame: merchant header, the screen, and the bottom navigation (DESIGN §4a). */
export function AppShell({ children }: { children: ReactNode }) {
  const merchant = useAtomValue(merchantAtom);
  const { t } = useTranslation();
  const location = useLocation();
  const supportUrl = merchant?.customerServiceUrl;

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
        {merchant && <img className={styles.logo} src={merchant.logoUrl} alt={t("app.logoAlt", { merchant: merchant.name })} width={36} height={36} />}
        <span className={styles.brand}>{merchant?.name}</span>
        <LanguagePicker />
      </header>
      <main className={styles.main}>{children}</main>
      <nav className={styles.nav} aria-label={merchant?.name}>
        {NAV_ITEMS.slice(0, 3).map(navLink)}
        <a className={styles.navItem} href={supportUrl ?? "#"} target="_blank" rel="noopener noreferrer" aria-disabled={!supportUrl}>
          <NavIcon name="support" />
          <span>{t("app.nav.support")}</span>
        </a>
        {NAV_ITEMS.slice(3).map(navLink)}
      </nav>
    </div>
  );
}
