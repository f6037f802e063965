import type { Activity, AvailablePromotions, Banner } from "#shared/contract";
import { REDIRECT_TYPES, type RedirectType } from "#shared/contract";
import { allowedOutsideUrl, carriesSession, internalAppPath } from "#shared/redirects";
import { ROUTES } from "#shared/routes";

/** What a tap on content does; `useLinkAction` carries it out. */
export type LinkAction =
  | { kind: "route"; to: string }
  | { kind: "outside"; url: string }
  /** This device's app download, the way the install prompt and download bar open it (SPEC §3 Download links). */
  | { kind: "appDownload" }
  | { kind: "login" }
  | { kind: "register" }
  | { kind: "referral" }
  | { kind: "customerService" }
  | { kind: "blocked"; value: string }
  | { kind: "ignore"; warning: string };

/** Who is looking and where the page is: what every rule below depends on. */
export interface LinkContext {
  /** The player's name is absent until known (a session from the address has none until member info arrives). */
  session: { token: string; userName?: string } | null;
  /** SPEC §3 member type; -1 for guests. */
  memberType: number;
  origin: string;
  allowedOrigins: readonly string[];
  /** The allowed origins the merchant trusts with the session (docs/decisions/053). */
  sessionOrigins: readonly string[];
  /** Inside the native app, in home-screen mode or installed as a PWA. */
  installed: boolean;
  /** SPEC §3 Download links: the app for this device (the iOS profile where there is no App Store link), if any. */
  appLink: string | null;
}

/** SPEC §6: types 0, 1 and 2 are valid players (the activity button, download prompts). */
export const isValidPlayer = (memberType: number) => memberType === 0 || memberType === 1 || memberType === 2;
/** SPEC §6: types 1 and 2 are agents. */
export const isAgent = (memberType: number) => memberType === 1 || memberType === 2;

/**
 * An internal route, or an allowed outside URL. It carries the session only when there is one and only to an origin the
 * merchant trusts with it (SPEC §2, §9; PITFALLS Security; docs/decisions/053): a token in an address ends up in that
 * site's logs and referrers.
 */
function addressAction(value: string, context: LinkContext, withSession: boolean): LinkAction {
  const internal = internalAppPath(value);
  if (internal) return { kind: "route", to: internal };
  const url = allowedOutsideUrl(value, context.origin, context.allowedOrigins);
  if (!url) return { kind: "blocked", value };
  if (withSession && context.session && carriesSession(url, context.origin, context.sessionOrigins)) {
    url.searchParams.set("token", context.session.token);
    if (context.session.userName) url.searchParams.set("username", context.session.userName);
  }
  return { kind: "outside", url: url.href };
}

/** SPEC §2 Banner click routing (linkageType P, URL or G). */
export function bannerAction(banner: Pick<Banner, "linkageType" | "linkage" | "gameType" | "vendor" | "nodeId">, context: LinkContext): LinkAction {
  if (!banner.linkage) return { kind: "ignore", warning: "banner without linkage" };
  if (banner.linkageType === "G") {
    // SPEC §2: game banners need login (lottery first of all); a guest goes to /m/login.
    if (!context.session) return { kind: "route", to: ROUTES.login };
    const query = new URLSearchParams({ code: banner.linkage });
    if (banner.gameType) query.set("playType", banner.gameType);
    if (banner.vendor) query.set("vendor", banner.vendor);
    if (banner.nodeId) query.set("nodeId", banner.nodeId);
    return { kind: "route", to: `${ROUTES.launchGame}?${query}` };
  }
  if (banner.linkageType === "P" || banner.linkageType === "URL") return addressAction(banner.linkage, context, true);
  return { kind: "ignore", warning: `unknown banner linkage type ${JSON.stringify(banner.linkageType)}` };
}

const NEEDS_LOGIN: Partial<Record<RedirectType, string>> = {
  DEPOSIT: ROUTES.voucherCenter,
  REWARD_CENTER: ROUTES.rewardCenter,
  MISSION: ROUTES.leaderBoard,
  MEMBER: ROUTES.memberHome,
  POINT_MARKET: ROUTES.mall,
};

const isRedirectType = (value: string): value is RedirectType => (REDIRECT_TYPES as readonly string[]).includes(value);

/**
 * Whether the activity's "go" button shows at all: hidden for members who are not valid players (SPEC §6),
 * APP_DOWNLOAD hidden once installed, REGISTER hidden when logged in (SPEC §2, §6).
 */
export function showsGoButton(activity: Pick<Activity, "redirectType">, context: LinkContext): boolean {
  if (context.session && !isValidPlayer(context.memberType)) return false;
  if (activity.redirectType === "APP_DOWNLOAD") return !context.installed && context.appLink !== null;
  if (activity.redirectType === "REGISTER") return !context.session;
  return true;
}

/** SPEC §2 Activity "go" button by redirect type. */
export function activityAction(activity: Pick<Activity, "redirectType" | "redirectUrl">, context: LinkContext): LinkAction {
  const type = activity.redirectType;
  if (!isRedirectType(type)) return { kind: "ignore", warning: `unknown activity redirect type ${JSON.stringify(type)}` };
  switch (type) {
    case "APP_DOWNLOAD":
      return context.appLink && !context.installed ? { kind: "appDownload" } : { kind: "ignore", warning: "no app link here" };
    case "REGISTER":
      return { kind: "register" };
    case "INVITE_FRIENDS":
      return { kind: "referral" };
    case "REDIRECT_URL":
      // Only the banner rule adds the session to an outside URL (SPEC §2); an activity's link never carries it.
      return addressAction(activity.redirectUrl ?? "", context, false);
    default: {
      const route = NEEDS_LOGIN[type]!;
      return context.session ? { kind: "route", to: route } : { kind: "login" };
    }
  }
}

/**
 * SPEC §2 Referral entry: promotion disabled → /m/login; logged in as agent → /m/agentRegister;
 * referral shown → /m/inviteFriends; otherwise customer service. "Shown" is a referral promotion
 * that is on and has at least one running (count > 0); one that is on with none running falls through
 * to customer service (docs/decisions/012).
 */
export function referralAction(promotions: AvailablePromotions | null, context: Pick<LinkContext, "session" | "memberType">): LinkAction {
  const referral = promotions?.availablePromosByKey?.REFERRAL;
  if (!referral?.enabled) return { kind: "route", to: ROUTES.login };
  if (context.session && isAgent(context.memberType)) return { kind: "route", to: ROUTES.agentRegister };
  if (referral.count > 0) return { kind: "route", to: ROUTES.inviteFriends };
  return { kind: "customerService" };
}
