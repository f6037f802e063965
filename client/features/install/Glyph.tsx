import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Glyph as GlyphName } from "../../core/install";
import styles from "./Guide.module.css";

/** The buttons the guide tells the player to tap, drawn as they look (PITFALLS: many do not know the share symbol by name). */
const PATHS: Record<GlyphName, ReactNode> = {
  share: (
    <>
      <path d="M12 3v11" />
      <path d="M8 7l4-4 4 4" />
      <path d="M8.5 10H6.5a1.5 1.5 0 0 0-1.5 1.5v8A1.5 1.5 0 0 0 6.5 21h11a1.5 1.5 0 0 0 1.5-1.5v-8a1.5 1.5 0 0 0-1.5-1.5h-2" />
    </>
  ),
  more: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <circle cx="7.5" cy="12" r="1.2" fill="currentColor" stroke="none" />
      <circle cx="12" cy="12" r="1.2" fill="currentColor" stroke="none" />
      <circle cx="16.5" cy="12" r="1.2" fill="currentColor" stroke="none" />
    </>
  ),
  viewMore: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="4" />
      <path d="M8 10.5l4 3.5 4-3.5" />
    </>
  ),
  addToHome: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="4" />
      <path d="M12 8v8M8 12h8" />
    </>
  ),
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  kebab: (
    <>
      <circle cx="12" cy="5.5" r="1.6" fill="currentColor" stroke="none" />
      <circle cx="12" cy="12" r="1.6" fill="currentColor" stroke="none" />
      <circle cx="12" cy="18.5" r="1.6" fill="currentColor" stroke="none" />
    </>
  ),
  browser: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M15.5 8.5l-2 5-5 2 2-5z" />
    </>
  ),
};

export function Glyph({ name }: { name: GlyphName }) {
  const { t } = useTranslation();
  return (
    <svg
      className={styles.glyph}
      data-glyph={name}
      role="img"
      aria-label={t(`install.glyph.${name}`)}
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {PATHS[name]}
    </svg>
  );
}
