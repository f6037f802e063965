/** The member hub's tile icons, drawn inline: no image requests, and they take the theme's colour. */
export type HubIconName = "rewards" | "mall" | "missions" | "benefits" | "invite" | "agent" | "responsible" | "card" | "password" | "support" | "language";

const PATHS: Record<HubIconName, string> = {
  rewards: "M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-2-4-6-4-6-1.5S9 7 12 7zm0 0c2-4 6-4 6-1.5S15 7 12 7z",
  mall: "M4 8h16l-1.5 12h-13zM8 8a4 4 0 0 1 8 0M9 13h6",
  missions: "M5 21V4M5 4h11l-2 4 2 4H5M9 17l2 2 4-4",
  benefits: "M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.9z",
  invite: "M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M19 8v6M16 11h6",
  agent: "M4 7h16v13H4zM9 7V4h6v3M4 12h16M11 12v2h2v-2",
  responsible: "M12 3l7 3v5c0 4.6-3 8.4-7 10-4-1.6-7-5.4-7-10V6zM9 12l2 2 4-4",
  card: "M3 6h18v12H3zM3 10h18M7 15h4",
  password: "M6 11h12v9H6zM9 11V8a3 3 0 0 1 6 0v3M12 15v2",
  support: "M4 13a8 8 0 0 1 16 0M4 13v4h3v-5H4M20 13v4h-3v-5h3M17 17c0 2-2 3-5 3",
  language: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3.5 12h17M12 3c2.5 2.7 3.6 5.7 3.6 9s-1.1 6.3-3.6 9c-2.5-2.7-3.6-5.7-3.6-9S9.5 5.7 12 3z",
};

export function HubIcon({ name }: { name: HubIconName }) {
  return (
    <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
