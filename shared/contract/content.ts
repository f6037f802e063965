import { endpoint, type AnyEndpoint, type None } from "./endpoint.ts";

/**
 * What players see first (SPEC §3 Banner, Popup announcement, Game vendor lanes, Promotions; issue #10).
 * Fields the spec names keep its names; fields marked "ours" are recorded in docs/decisions/012.
 */

/** An image in the sizes the layout asks for: `url` is the PNG every browser reads, `sources` the smaller formats (ours). */
export interface ContentImage {
  url: string;
  width: number;
  height: number;
  sources?: { type: "image/avif" | "image/webp"; url: string }[];
}

/** SPEC §3 Banner linkage: P an internal page, URL an address, G a game. */
export type LinkageType = "P" | "URL" | "G";

/** Welcome popups come from these banner groups, in this order (SPEC §3, §4). */
export const WELCOME_POPUP_GROUPS = ["m_popup1", "m_popup2"] as const;
/** Ours: the home carousel's group. */
export const HOME_BANNER_GROUP = "m_home";

export interface Banner extends ContentImage {
  id: string;
  groupName: string;
  /** Ours: the image's alternative text. */
  title: string;
  linkageType: LinkageType | "";
  linkage: string;
  roomId?: string;
  nodeId?: string;
  gameType?: string;
  vendor?: string;
  /** Ours: the second welcome popup's text (SPEC §2: "a second with a text and Save"). */
  text?: string;
}

/** SPEC §3 Popup announcement: execution A logged in, B guest, F first login. */
export type Execution = "A" | "B" | "F";
export interface PopupAnnouncement {
  id: string;
  title: string;
  /** HTML from the platform: sanitized before it reaches the DOM (DESIGN §5). */
  content: string;
  /** Non-empty for promotional items, which get "go to activity" and "know it" (SPEC §2). */
  promotionType: string;
  execution: Execution;
  /** Ours: the activity that "go to activity" opens. */
  activityId?: string;
}

/** Ours: how the merchant wants its announcements shown (SPEC §2 names both variants and their checkboxes). */
export interface PopupAnnouncementList {
  /** "slider": arrows and auto-play; "list": titles and contents. */
  style: "slider" | "list";
  /** The last slide must be reached before closing (SPEC §4). */
  forceRead: boolean;
  /** The slider's "don't show today" checkbox. */
  dontShowToday: boolean;
  /** The list's "do not show again" checkbox. */
  doNotShowAgain: boolean;
  items: PopupAnnouncement[];
}

/** Ours: one line of the home marquee (plain text). */
export interface MarqueeItem {
  id: string;
  content: string;
}

/** SPEC §2 activity "go" button redirect types. */
export const REDIRECT_TYPES = [
  "APP_DOWNLOAD",
  "REGISTER",
  "DEPOSIT",
  "REWARD_CENTER",
  "MISSION",
  "MEMBER",
  "POINT_MARKET",
  "INVITE_FRIENDS",
  "REDIRECT_URL",
] as const;
export type RedirectType = (typeof REDIRECT_TYPES)[number];

/** A promotion (activity) from MCSFE_getListAnnouncements with types PR (SPEC §3 Promotions, §7). */
export interface Activity {
  id: string;
  title: string;
  /** Ours: one line under the title in the list. */
  summary: string;
  /** HTML, sanitized before it reaches the DOM. */
  content: string;
  image: ContentImage;
  promoAnnouncementCategoryIds: string[];
  /** Any string may arrive; only REDIRECT_TYPES act (SPEC §2: other types only log a warning). */
  redirectType: string;
  redirectUrl?: string;
  /** Ours: the "go" button's label; the player's language's default when empty. */
  buttonText?: string;
}

export interface PromotionCategory {
  id: string;
  name: string;
}

export interface AvailablePromotion {
  enabled: boolean;
  count: number;
}
/** SPEC §3: availablePromosByKey (APP_DOWNLOAD, REFERRAL). */
export interface AvailablePromotions {
  availablePromosByKey: Partial<Record<"APP_DOWNLOAD" | "REFERRAL", AvailablePromotion>>;
}

/** SPEC §3 Game vendor lanes: a card. accountTypeName is the vendor's account type (RNG, PVP, LOTT…). */
export interface GameCard {
  gameId: string;
  displayName: string;
  accountTypeName: string;
  /** Ours: where the tile's art is, and the launch fields of issue #11. */
  image: ContentImage;
  nodeId?: string;
  gameCode?: string;
  gameType?: string;
  /** Ours (docs/decisions/017): a game made for a wide screen; the frame asks a portrait player to rotate. */
  orientation?: "landscape" | "portrait";
}

export interface GameLane {
  /** Ours: the key the lane's cards are fetched and cached by (SPEC §9: vendor key plus language). */
  vendorKey: string;
  title: string;
  gameClassify: string[];
  /** Ours (issue #35, item 7): each vendor's display name, by its grouped code (TCG for RNG and PVP); a code without one shows as sent. */
  vendorNames?: Record<string, string>;
  gameCount: number;
  /** The first lanes come with their cards; the others are fetched by vendor key when they near the screen. */
  cards: GameCard[];
}

/** SPEC §7: both game calls answer value.data.lanes. */
export interface GameLanes {
  data: { lanes: GameLane[] };
}

const content = <Query, Response>(path: string) => endpoint<Query, None, Response>({ method: "GET", path, auth: false, encrypted: false, cache: "none" });

/** Ours (docs/decisions/012): banners, of every group, with no token like the other content calls (SPEC §6). */
export const bannerList = content<{ platform: "M" }, Banner[]>("/wps/relay/MCSFE_getBannerList");
/**
 * SPEC §7: promotions are announcements of type PR, platform M. The call's `category app_download` (the app-download
 * ones only) is not sent: what shows an app-download promotion reads availablePromosByKey (docs/decisions/063).
 */
export const promotionList = content<{ types: "PR"; platform: "M" }, Activity[]>("/wps/relay/MCSFE_getListAnnouncements");
/** Ours: popup announcements are the same list with type POPUP. */
export const popupAnnouncementList = content<{ types: "POPUP"; platform: "M" }, PopupAnnouncementList>("/wps/relay/MCSFE_getListAnnouncements");
/** Ours: the marquee is the same list with type MARQUEE. */
export const marqueeList = content<{ types: "MARQUEE"; platform: "M" }, MarqueeItem[]>("/wps/relay/MCSFE_getListAnnouncements");
export const promotionCategories = content<None, { categories: PromotionCategory[] }>("/wps/relay/PROMOFE_getPromotionAnnouncementCategory");
export const availablePromotions = content<None, AvailablePromotions>("/wps/relay/MCSFE_getMerchantAvailablePromotions");
/** The home's lanes: every lane, the first ones with their cards. */
export const gameVendorLanes = content<{ vendorKey: string }, GameLanes>("/wps/relay/GCSGAME_newGameVendor");
/** One lane's cards, by vendor key. */
export const gameLaneMatches = content<{ vendorKey: string }, GameLanes>("/wps/relay/GCSGAME_getGameMatchV2");

/** The vendor key of the home's lanes (ours). */
export const HOME_VENDOR_KEY = "HOME";

/** SPEC §3: vendor names RNG and PVP are grouped as TCG. */
export function groupVendors(gameClassify: readonly string[]): string[] {
  const grouped = gameClassify.map((vendor) => (vendor === "RNG" || vendor === "PVP" ? "TCG" : vendor));
  return [...new Set(grouped)];
}

/** The game page's anchor of a lane: where a lane's "See all" leads. */
export const gameLaneAnchor = (vendorKey: string) => `lane-${vendorKey.replace(/[^A-Za-z0-9_-]/g, "_")}`;

/** A vendor's display name as the lanes give it (issue #35, item 7), else its code: what a provider chip reads. */
export function vendorDisplayName(lanes: readonly Pick<GameLane, "vendorNames">[], code: string): string {
  for (const lane of lanes) {
    const name = lane.vendorNames?.[code]?.trim();
    if (name) return name;
  }
  return code;
}

export const CONTENT_ENDPOINTS = [
  bannerList,
  promotionList,
  popupAnnouncementList,
  marqueeList,
  promotionCategories,
  availablePromotions,
  gameVendorLanes,
  gameLaneMatches,
] as AnyEndpoint[];
