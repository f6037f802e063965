import type { ReactNode } from "react";
import { SYSTEM_PAGE_CLASSES as c } from "./systemPageStyles";

export interface SystemTexts {
  lang: string;
  dir: "ltr" | "rtl";
  title: string;
  description: string;
  /** Extra lines such as the end time or the visitor's IP. */
  details?: ReactNode[];
}

export interface SystemPageProps {
  brand?: { name: string; logoUrl: string };
  /** The visitor's language. */
  primary: SystemTexts;
  /** English, shown as well when the visitor's language is not English (SPEC §2). */
  english?: SystemTexts;
  contact?: { href: string; label: string };
  retry?: { href: string; label: string };
  icon: "maintenance" | "denied" | "error";
}

const ICONS: Record<SystemPageProps["icon"], string> = {
  maintenance: "M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z",
  denied: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM5.6 5.6l12.8 12.8",
  error: "M12 3 2 20h20zm0 6v5m0 3v.5",
};

function TextBlock({ texts, heading }: { texts: SystemTexts; heading: "h1" | "h2" }) {
  const Heading = heading;
  return (
    <div className={c.block} lang={texts.lang} dir={texts.dir}>
      <Heading className={c.title}>{texts.title}</Heading>
      <p className={c.description}>{texts.description}</p>
      {texts.details?.map((detail, index) => (
        <p className={c.detail} key={index}>
          {detail}
        </p>
      ))}
    </div>
  );
}

/**
 * The full-page system screens of SPEC §2 (maintenance, access denied, and the
 * edge's configuration error). Plain links only, so they work without JavaScript.
 */
export function SystemPage({ brand, primary, english, contact, retry, icon }: SystemPageProps) {
  return (
    <main className={c.page}>
      {brand && (
        <div className={c.brand}>
          <img src={brand.logoUrl} alt="" width={48} height={48} className={c.logo} />
          <span>{brand.name}</span>
        </div>
      )}
      <svg className={c.icon} width="64" height="64" viewBox="0 0 24 24" aria-hidden="true">
        <path d={ICONS[icon]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <TextBlock texts={primary} heading="h1" />
      {english && <TextBlock texts={english} heading="h2" />}
      <div className={c.actions}>
        {contact && (
          <a className={c.primaryButton} href={contact.href} target="_blank" rel="noopener noreferrer">
            {contact.label}
          </a>
        )}
        {retry && (
          <a className={c.secondaryButton} href={retry.href}>
            {retry.label}
          </a>
        )}
      </div>
    </main>
  );
}
