import type { LanguageCode } from "#shared/languages";
import type { ContentDoc, MerchantContent } from "../schema.ts";
import { GAMES, LANE_ORDER, THEMES, demoOrientation, gameLaunch, type DemoMerchant } from "./games.ts";
import { art, tileImage } from "./images.ts";
import { gameName, vendorName } from "./gameNames.ts";
import { groupVendors } from "#shared/contract";

/**
 * Builds a demo merchant's content from one description holding every language side by side, so each
 * language gets the same banners, activities and lanes and only the words differ.
 */
type Localized<L extends LanguageCode, T> = Record<L, T>;

type Link = { linkageType: "P" | "URL"; linkage: string } | { linkageType: "G"; game: string; roomId?: string } | { linkageType: "" };

export type BannerDef<L extends LanguageCode> = Link & {
  id: string;
  groupName: "m_home" | "m_popup1" | "m_popup2";
  art: string;
  title: Localized<L, string>;
  text?: Localized<L, string>;
};

export interface PopupDef<L extends LanguageCode> {
  id: string;
  execution: "A" | "B" | "F";
  /** Makes the item promotional: it gets "go to activity" and "know it". */
  activityId?: string;
  text: Localized<L, { title: string; content: string }>;
}

export interface ActivityDef<L extends LanguageCode> {
  id: string;
  redirectType: string;
  redirectUrl?: string;
  categories: string[];
  art: string;
  text: Localized<L, { title: string; summary: string; button: string; content: string }>;
}

export interface MerchantDef<L extends LanguageCode> {
  /** The first is the merchant's default. */
  languages: readonly [L, ...L[]];
  banners: BannerDef<L>[];
  popups: Omit<ContentDoc["popups"], "items"> & { items: PopupDef<L>[] };
  marquee: Localized<L, string[]>;
  categories: { id: string; name: Localized<L, string> }[];
  activities: ActivityDef<L>[];
  promotions: ContentDoc["availablePromotions"]["availablePromosByKey"];
  /** Every lane of LANE_ORDER, by vendor key. */
  laneTitles: Record<string, Localized<L, string>>;
}

function banner<L extends LanguageCode>(merchant: DemoMerchant, def: BannerDef<L>, lang: L): ContentDoc["banners"][number] {
  const base = { id: def.id, groupName: def.groupName, title: def.title[lang], ...art(merchant, def.art), ...(def.text ? { text: def.text[lang] } : {}) };
  if (def.linkageType !== "G") return { ...base, linkageType: def.linkageType, linkage: def.linkageType === "" ? "" : def.linkage };
  const { game, gameCode, nodeId } = gameLaunch(merchant, def.game);
  return { ...base, linkageType: "G", linkage: gameCode, nodeId, gameType: game.gameType, vendor: game.vendor, ...(def.roomId ? { roomId: def.roomId } : {}) };
}

function lanes<L extends LanguageCode>(merchant: DemoMerchant, titles: MerchantDef<L>["laneTitles"], lang: L): ContentDoc["lanes"] {
  return LANE_ORDER[merchant].map((vendorKey) => {
    const title = titles[vendorKey];
    if (!title) throw new Error(`${merchant} has no title for lane ${vendorKey}`);
    const games = GAMES[merchant].filter((game) => (vendorKey === "HOT" ? game.hot : game.lane === vendorKey));
    const cards = games.map((game) => {
      const { gameCode, nodeId } = gameLaunch(merchant, game.slug);
      const gameId = `${THEMES[merchant].prefix}-${game.slug}`;
      const orientation = demoOrientation(game);
      return {
        gameId,
        displayName: gameName(game.slug, game.name, lang),
        accountTypeName: game.vendor,
        image: tileImage(merchant, game.slug),
        nodeId,
        gameCode,
        gameType: game.gameType,
        ...(orientation ? { orientation } : {}),
      };
    });
    const gameClassify = [...new Set(games.map((game) => game.vendor))];
    const vendorNames = Object.fromEntries(groupVendors(gameClassify).map((code) => [code, vendorName(code, lang)]));
    return { vendorKey, title: title[lang], gameClassify, vendorNames, gameCount: cards.length, cards };
  });
}

function doc<L extends LanguageCode>(merchant: DemoMerchant, def: MerchantDef<L>, lang: L): ContentDoc {
  const prefix = THEMES[merchant].prefix;
  return {
    banners: def.banners.map((item) => banner(merchant, item, lang)),
    popups: {
      ...def.popups,
      items: def.popups.items.map(({ id, execution, activityId, text }) => ({
        id,
        execution,
        title: text[lang].title,
        content: text[lang].content,
        promotionType: activityId ? "PROMO" : "",
        ...(activityId ? { activityId } : {}),
      })),
    },
    marquee: def.marquee[lang].map((content, index) => ({ id: `${prefix}-marquee-${index + 1}`, content })),
    activities: def.activities.map(({ id, redirectType, redirectUrl, categories, text, ...item }) => ({
      id,
      title: text[lang].title,
      summary: text[lang].summary,
      content: text[lang].content,
      image: art(merchant, item.art),
      promoAnnouncementCategoryIds: categories,
      redirectType,
      ...(redirectUrl ? { redirectUrl } : {}),
      buttonText: text[lang].button,
    })),
    categories: def.categories.map(({ id, name }) => ({ id, name: name[lang] })),
    availablePromotions: { availablePromosByKey: def.promotions },
    lanes: lanes(merchant, def.laneTitles, lang),
  };
}

export function buildContent<L extends LanguageCode>(merchant: DemoMerchant, def: MerchantDef<L>): MerchantContent {
  const languages: MerchantContent["languages"] = {};
  for (const lang of def.languages) languages[lang] = doc(merchant, def, lang);
  return { defaultLanguage: def.languages[0], languages };
}
