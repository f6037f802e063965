/** Every path of SPEC §2's route table, named once; links, redirects and the router read them here. */
export const ROUTES = {
  root: "/",
  index: "/m/index",
  indexHtml: "/m/index.html",
  home: "/m/home",
  login: "/m/login",
  register: "/m/register",
  registerHtml: "/m/register.html",
  memberHome: "/m/member/home",
  changePsw: "/m/changePsw",
  game: "/m/game",
  launchGame: "/m/launchGame",
  voucherCenter: "/m/voucherCenter",
  withdraw: "/m/withdraw",
  addBankCard: "/m/securityCenter/addBankCard",
  addBankCardPix: "/m/securityCenter/addBankCardPix",
  activity: "/m/activity",
  rewardCenter: "/m/rewardCenter",
  mall: "/m/mall/mallHome",
  leaderBoard: "/m/leaderBoard",
  benefits: "/m/member/benefits",
  inviteFriends: "/m/inviteFriends",
  agentRegister: "/m/agentRegister",
  feedback: "/m/feedback",
  /** Ours (issue #14, docs/decisions/028): password recovery by SMS code; public like login. */
  forgotPassword: "/m/forgotPassword",
} as const;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

/** Paths the edge itself answers under /m (not React routes). */
export const EDGE_PATHS = {
  /** The bare prefix, redirected home. */
  prefix: "/m",
  offline: "/m/offline.html",
  /** One language's strings: `${strings}/<CODE>.json` (see `stringsPath`). */
  strings: "/m/i18n",
  /** The lobby address every game launch gives (docs/decisions/017): reaching it takes the player back. */
  gameExit: "/m/gameExit",
  /** SPEC §7, §9: a native app older than 2.4.39 downloads through this page: `?type=<resources key>` (docs/decisions/021). */
  appDownload: "/m/appDownload",
  /** Firebase's auth helper, forwarded from firebaseapp.com so sign-in stays on the merchant's own origin (PITFALLS). */
  authHelper: "/__/auth/",
} as const;

/** SPEC §2 access rule: these routes render without a token. */
export const PUBLIC_PATHS: ReadonlySet<string> = new Set([
  ROUTES.root,
  ROUTES.index,
  ROUTES.indexHtml,
  ROUTES.login,
  ROUTES.register,
  ROUTES.registerHtml,
  ROUTES.inviteFriends,
  ROUTES.forgotPassword,
]);

/** SPEC §2: where a guest is sent from a protected route; any other protected route sends guests to /m/login. */
export const GUEST_REDIRECTS: Readonly<Record<string, RoutePath>> = { [ROUTES.feedback]: ROUTES.home };

/**
 * The pages a merchant with guest browsing on lets guests see (issue #35, item 3): home, the game page and a promotion.
 * Playing, paying and claiming stay behind the login, where those pages' buttons lead.
 */
export const GUEST_BROWSABLE_PATHS: ReadonlySet<string> = new Set([ROUTES.home, ROUTES.game, ROUTES.activity]);

/** SPEC §2 access rule, as the edge applies it before rendering: the routes that need a session, and where a guest goes instead. */
export function guestRedirectFor(path: string, guestBrowsing = false): RoutePath | null {
  const known = (Object.values(ROUTES) as string[]).includes(path);
  if (!known || PUBLIC_PATHS.has(path) || (guestBrowsing && GUEST_BROWSABLE_PATHS.has(path))) return null;
  return GUEST_REDIRECTS[path] ?? ROUTES.login;
}

/** SPEC §2: after an update or fatal error these paths reload in place; any other goes to /m/home. */
export const RELOAD_IN_PLACE_PATHS: ReadonlySet<string> = new Set([
  ROUTES.home,
  ROUTES.game,
  ROUTES.login,
  ROUTES.index,
  ROUTES.indexHtml,
  ROUTES.memberHome,
  ROUTES.register,
  ROUTES.registerHtml,
]);

/** The entry page's query parameter that opens one promotion over it (docs/decisions/050). */
export const ENTRY_PROMOTION_PARAMETER = "promotion";

/**
 * Where one promotion is read. A member opens /m/activity?id= (SPEC §2); a guest may not open /m/activity, so the
 * entry page shows it in its promotion sheet instead (docs/decisions/050).
 */
export function promotionPath(id: string, signedIn: boolean): string {
  const query = new URLSearchParams(signedIn ? { id } : { [ENTRY_PROMOTION_PARAMETER]: id });
  return `${signedIn ? ROUTES.activity : ROUTES.index}?${query}`;
}

/**
 * Where one language's strings are served (SPEC §9). With `version`, the digest of those strings, the address names
 * exactly these words, and the browser may keep the answer for good (docs/decisions/075).
 */
export function stringsPath(language: string, version?: string): string {
  return `${EDGE_PATHS.strings}/${encodeURIComponent(language)}.json${version ? `?v=${encodeURIComponent(version)}` : ""}`;
}
