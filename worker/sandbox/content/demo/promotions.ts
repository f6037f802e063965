import type { LanguageCode } from "#shared/languages";
import type { ActivityDef } from "./build.ts";

/**
 * The promotions every demo merchant runs, each in its own words: one for each "go" button of SPEC §2, plus the cases
 * the button must refuse or ignore (an outside origin the merchant does not allow, a type it does not know).
 */
const KINDS = {
  appDownload: { redirectType: "APP_DOWNLOAD", art: "activity-app", slug: "app-download" },
  register: { redirectType: "REGISTER", art: "activity-register", slug: "welcome-register" },
  firstDeposit: { redirectType: "DEPOSIT", art: "activity-deposit", slug: "first-deposit" },
  rewardCenter: { redirectType: "REWARD_CENTER", art: "activity-rewards", slug: "reward-center" },
  missions: { redirectType: "MISSION", art: "activity-missions", slug: "missions" },
  vip: { redirectType: "MEMBER", art: "activity-vip", slug: "vip" },
  pointMarket: { redirectType: "POINT_MARKET", art: "activity-points", slug: "point-market" },
  inviteFriends: { redirectType: "INVITE_FRIENDS", art: "activity-invite", slug: "invite-friends" },
  /** An internal page by address. */
  cashback: { redirectType: "REDIRECT_URL", redirectUrl: () => "/m/rewardCenter", art: "activity-cashback", slug: "cashback" },
  /** The merchant's own news site, an origin its config allows. */
  news: { redirectType: "REDIRECT_URL", redirectUrl: (news: string) => `${news}/promo`, art: "activity-news", slug: "news" },
  /** An origin no merchant allows: the button must refuse it. */
  partnerOffer: { redirectType: "REDIRECT_URL", redirectUrl: () => "https://evil.example/steal", art: "activity-partner", slug: "partner-offer" },
  /** A type the app does not know: the button does nothing. */
  luckyWheel: { redirectType: "LUCKY_WHEEL", art: "activity-wheel", slug: "lucky-wheel" },
} satisfies Record<string, { redirectType: string; redirectUrl?: (news: string) => string; art: string; slug: string }>;

type Kind = keyof typeof KINDS;

/** A merchant's own side of one promotion: its words and categories, and where it differs, its id's slug and art. */
export interface PromotionWords<L extends LanguageCode> extends Pick<ActivityDef<L>, "categories" | "text"> {
  slug?: string;
  art?: string;
}

/** A merchant's promotions, in the order of KINDS, with ids `<prefix>-<slug>`. */
export function promotions<L extends LanguageCode>(prefix: string, news: string, words: Record<Kind, PromotionWords<L>>): ActivityDef<L>[] {
  return (Object.keys(KINDS) as Kind[]).map((kind) => {
    const base: { redirectType: string; redirectUrl?: (news: string) => string; art: string; slug: string } = KINDS[kind];
    const own = words[kind];
    return {
      id: `${prefix}-${own.slug ?? base.slug}`,
      redirectType: base.redirectType,
      ...(base.redirectUrl ? { redirectUrl: base.redirectUrl(news) } : {}),
      categories: own.categories,
      art: own.art ?? base.art,
      text: own.text,
    };
  });
}
