export type NavIconName = "home" | "games" | "promotions" | "support" | "member";

const PATHS: Record<NavIconName, string> = {
  home: "M3 11.5 12 4l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z",
  games: "M6 8h12a4 4 0 0 1 4 4v1a4 4 0 0 1-7 2.6h-6A4 4 0 0 1 2 13v-1a4 4 0 0 1 4-4zm1 2v2H5v1h2v2h1v-2h2v-1H8v-2zm9.5 1a1 1 0 1 0 0 2 1 1 0 0 0 0-2z",
  promotions: "M4 9h16v4H4zm1 4h14v8H5zm7-4v12M12 9S10 4 7.5 5.5 9 9 12 9zm0 0s2-5 4.5-3.5S15 9 12 9z",
  support: "M4 13a8 8 0 0 1 16 0v4a2 2 0 0 1-2 2h-2v-6h3M4 13h3v6H6a2 2 0 0 1-2-2z",
  member: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9a8 8 0 0 1 16 0z",
};

export function NavIcon({ name }: { name: NavIconName }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}
