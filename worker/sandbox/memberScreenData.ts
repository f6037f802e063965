import type { ContentImage } from "#shared/contract";
import type { LanguageCode } from "#shared/languages";

/** A text in the merchant's language and in English: the request's Language picks one (docs/decisions/014). */
export type Text = readonly [local: string, english: string];

/** open: claimable until `days` after today (null: never expires); claimed: already taken at the start; expired: ended two days ago. */
export type RewardSeed = {
  id: string;
  title: Text;
  description: Text;
  amount: number;
  state: "open" | "claimed" | "expired";
  days: number | null;
  /** Offered to an account made today too (the welcome bonus); the others belong to the seeded players' history. */
  newAccounts?: boolean;
};
export type ItemGlyph = "spins" | "voucher" | "ticket" | "headphones" | "phone" | "shirt";
export type ItemSeed = { id: string; name: Text; description: Text; cost: number; stock: number; glyph: ItemGlyph; color: string };
/** `progress` is the seeded demo players' showcase; other players' is counted from what they did (memberProgress.ts). */
export type MissionSeed = { id: string; title: Text; description: Text; progress: number; target: number; reward: { kind: "points" | "cash"; amount: number } };
export type LevelSeed = { labelId: string; name: Text; rankLevel: number; benefits: Text[] };

/** What one demo merchant's players see on the member screens. */
export interface MemberScreenCatalog {
  language: LanguageCode;
  currency: string;
  /** Every player starts with these points; redemptions take, mission rewards in points add. */
  startingPoints: number;
  /** Earned per friend who signed up with the player's referral code. */
  rewardPerInvite: number;
  rewards: RewardSeed[];
  items: ItemSeed[];
  missions: MissionSeed[];
  levels: LevelSeed[];
}

/** The merchant's language when the player reads it, else English. */
export function say(text: Text, catalog: MemberScreenCatalog, language: LanguageCode): string {
  return language === catalog.language ? text[0] : text[1];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Expiry dates move with the calendar, so the demo always has rewards to claim; they stay put within a day. */
export function rewardExpiry(seed: RewardSeed, now: number): number | null {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  if (seed.state === "expired") return today - 2 * DAY_MS;
  return seed.days === null ? null : today + seed.days * DAY_MS - 1;
}

const GLYPHS: Record<ItemGlyph, string> = {
  spins: "M80 40a40 40 0 1 1-34 19M46 40v19h19",
  voucher: "M36 56h88v16a8 8 0 0 0 0 16v16H36V88a8 8 0 0 0 0-16zM96 56v48",
  ticket: "M40 50h80v60H40zM40 70h80M60 90h40",
  headphones: "M44 100V84a36 36 0 0 1 72 0v16M44 92h12v24H44zM104 92h12v24h-12z",
  phone: "M58 36h44v88H58zM74 112h12",
  shirt: "M60 40L36 56l12 20 12-6v50h40V70l12 6 12-20-24-16c-4 8-12 12-20 12s-16-4-20-12z",
};

/** A small picture drawn here rather than stored: the sandbox has no image store for the market (data: is allowed by the CSP). */
export function itemImage(seed: ItemSeed): ContentImage {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160"><rect width="160" height="160" rx="24" fill="${seed.color}"/>` +
    `<path d="${GLYPHS[seed.glyph]}" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
  return { url: `data:image/svg+xml,${encodeURIComponent(svg)}`, width: 160, height: 160 };
}
