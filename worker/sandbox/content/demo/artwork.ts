import type { DemoMerchant, ToneName } from "./games.ts";
import type { Motif } from "./motifs.ts";

/**
 * What each banner, popup and activity picture shows, read by the content data (for its size) and by
 * scripts/make-content-images.ts (to draw it). Headlines are figures only, so one picture serves every language.
 */
export type ArtKind = "banner" | "popup" | "activity";

export const ART_SIZE: Record<ArtKind | "tile", { width: number; height: number }> = {
  banner: { width: 750, height: 300 },
  // Banner-shaped (issue #35): a welcome is a card over the page, never a picture larger than the page's own banner,
  // so the page's largest paint stays its banner (docs/decisions/054).
  popup: { width: 750, height: 300 },
  activity: { width: 690, height: 276 },
  tile: { width: 240, height: 240 },
};

export interface Art {
  kind: ArtKind;
  /** The big picture. */
  hero: Motif;
  /** The small pieces strewn around it. */
  scatter: Motif;
  tone: ToneName;
  headline?: string;
  sub?: string;
}

const a = (kind: ArtKind, hero: Motif, scatter: Motif, tone: ToneName, headline?: string, sub?: string): Art => ({
  kind,
  hero,
  scatter,
  tone,
  ...(headline ? { headline } : {}),
  ...(sub ? { sub } : {}),
});

export const ARTWORK: Record<DemoMerchant, Record<string, Art>> = {
  DEMO: {
    "banner-deposit": a("banner", "coins", "coin", "emerald", "100%", "R$ 500"),
    "banner-football": a("banner", "ball", "sparkle", "jade", "2 × 1"),
    "banner-bolao": a("banner", "balls", "ball", "gold", "R$ 50.000"),
    "popup-welcome": a("popup", "trophy", "coin", "emerald", "+100%"),
    "popup-save": a("popup", "phone", "sparkle", "indigo", "24/7"),
    "activity-app": a("activity", "phone", "coin", "azure", "R$ 10"),
    "activity-register": a("activity", "userplus", "sparkle", "violet", "+20"),
    "activity-deposit": a("activity", "coins", "coin", "emerald", "100%", "R$ 500"),
    "activity-rewards": a("activity", "gift", "sparkle", "ruby"),
    "activity-missions": a("activity", "target", "ball", "crimson", "R$ 50"),
    "activity-vip": a("activity", "crown", "gem", "night", "15%"),
    "activity-points": a("activity", "bag", "coin", "amber", "2×"),
    "activity-invite": a("activity", "people", "sparkle", "teal", "R$ 30"),
    "activity-cashback": a("activity", "reels", "cherry", "magenta", "10%"),
    "activity-news": a("activity", "megaphone", "ball", "jade"),
    "activity-partner": a("activity", "star", "coin", "night", "R$ 100"),
    "activity-wheel": a("activity", "wheel", "coin", "violet", "R$ 1.000"),
  },
  BRANDB: {
    "banner-deposit": a("banner", "coins", "coin", "crimson", "150%"),
    "banner-results": a("banner", "balls", "lottoball", "indigo", "18:15"),
    "banner-baccarat": a("banner", "cards", "chip", "night", "VIP"),
    "popup-welcome": a("popup", "star", "sparkle", "violet", "88K"),
    "popup-save": a("popup", "phone", "sparkle", "indigo", "24/7"),
    "activity-app": a("activity", "phone", "coin", "azure", "50K"),
    "activity-register": a("activity", "userplus", "sparkle", "violet", "88K"),
    "activity-deposit": a("activity", "coins", "coin", "crimson", "150%"),
    "activity-rewards": a("activity", "gift", "sparkle", "ruby"),
    "activity-missions": a("activity", "target", "lottoball", "indigo", "5/5"),
    "activity-vip": a("activity", "crown", "gem", "night", "VIP"),
    "activity-points": a("activity", "bag", "coin", "amber"),
    "activity-invite": a("activity", "people", "sparkle", "teal", "100K"),
    "activity-rebate": a("activity", "chip", "coin", "magenta"),
    "activity-news": a("activity", "megaphone", "lottoball", "jade"),
    "activity-partner": a("activity", "star", "coin", "night", "200K"),
    "activity-wheel": a("activity", "wheel", "coin", "violet", "888K"),
  },
  BRANDC: {
    "banner-deposit": a("banner", "coins", "bead", "teal", "100%", "AED 500"),
    "banner-draw": a("banner", "dhow", "bead", "ocean", "1,000,000"),
    "banner-lotto": a("banner", "balls", "lottoball", "indigo", "6/42"),
    "popup-welcome": a("popup", "shell", "bead", "teal", "AED 25"),
    "popup-save": a("popup", "phone", "bead", "ocean", "24/7"),
    "activity-app": a("activity", "phone", "bead", "azure", "+1"),
    "activity-register": a("activity", "userplus", "sparkle", "violet", "AED 25"),
    "activity-deposit": a("activity", "coins", "coin", "teal", "100%", "AED 500"),
    "activity-rewards": a("activity", "gift", "bead", "coral"),
    "activity-missions": a("activity", "shell", "bead", "ocean", "7/7"),
    "activity-vip": a("activity", "crown", "bead", "night", "VIP"),
    "activity-points": a("activity", "bag", "coin", "sand"),
    "activity-invite": a("activity", "people", "sparkle", "teal", "AED 20"),
    "activity-cashback": a("activity", "crescent", "sparkle", "indigo", "5%"),
    "activity-news": a("activity", "balls", "bead", "ocean", "6/42"),
    "activity-partner": a("activity", "star", "coin", "night", "AED 100"),
    "activity-wheel": a("activity", "wheel", "bead", "coral"),
  },
};
