import { useAtomValue } from "../../lib/atomHooks";
import { useTranslation } from "react-i18next";
import { merchantAtom } from "../../core/startup/atoms";
import { VisuallyHidden } from "../../lib/ui/VisuallyHidden";
import { HubIcon } from "./HubIcon";
import styles from "./MemberHome.module.css";

/** A merchant page at an absolute address leaves the site, so it opens in a new tab; a path opens in this one. */
export function opensInNewTab(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** The merchant's responsible-gambling page (merchant config `consent`, issue #14); nothing when the merchant has none. */
export function ResponsibleGamblingLink() {
  const { t } = useTranslation();
  const url = useAtomValue(merchantAtom)?.consent?.responsibleGamblingUrl;
  if (!url) return null;
  const newTab = opensInNewTab(url);
  return (
    <a className={styles.row} href={url} {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      <HubIcon name="responsible" />
      <span>{t("responsibleGambling.link")}</span>
      {newTab && <VisuallyHidden>{t("responsibleGambling.newTab")}</VisuallyHidden>}
    </a>
  );
}
