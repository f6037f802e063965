/** Business constants and limits of SPEC §9, in one place. Times are in milliseconds. */
export const TIMING = {
  requestTimeout: 30_000,
  /** The page's strings failed to load (docs/decisions/075): asked again after this long, or as soon as the browser is back online. */
  stringsRetry: 2_000,
  statusPingTimeout: 20_000,
  gameLaunchTimeout: 10_000,
  fastestDomainTimeout: 10_000,
  fastestDomainCandidates: 10,
  installPromptTries: 20,
  installPromptInterval: 280,
  updateCheckFirst: 1_500,
  updateCheckInterval: 3_600_000,
  registrationGuardRelease: 500,
  smsProviderCountdown: 60_000,
  anonymousPopupDelay: 1_000,
  announcementCheckDelay: 500,
  announcementAutoPlay: 5_000,
  installPopupFade: 250,
  /** SPEC §9: the site settings are asked for again when the page becomes visible, debounced by this much. */
  settingsVisibilityDebounce: 300,
  /** SPEC §4, §9: welcome popups off the home paths are tried again after this long. */
  welcomePopupRetry: 20_000,
  /** SPEC §9: lazy images load this many pixels before they reach the screen, this long after. */
  lazyImageThreshold: 100,
  lazyImageDelay: 150,
  /** Ours: the home banner carousel moves on this often while visible. */
  bannerAutoPlay: 4_000,
  /** SPEC §9: the marquee moves at this many frames per second (one pixel per frame, ours). */
  marqueeFps: 60,
  /**
   * Ours: the page has settled once it has loaded and nothing finished loading and no long task ran for
   * `pageSettledQuietMs`; or `pageSettledTimeoutMs` after load at most. The marquee starts moving then, and the
   * placeholders may pulse from then on: a running animation makes a new frame every vsync, and during the page's
   * start-up those frames compete for the same cores as its code (docs/decisions/041, 045, 047). Until then the
   * marquee's first items and the placeholders stand still.
   */
  pageSettledQuietMs: 1_000,
  pageSettledTimeoutMs: 5_000,
  /**
   * Ours: the longest a language switch waits for the server's parts React has yet to hydrate (a lane below the
   * screen, a part whose code is on its way) before it changes the words under them (client/lib/hydrationHolds.tsx).
   */
  partsHydratedWaitMs: 3_000,
  /** SPEC §4: after a provider registration, wait this long, then replace the route with /m/home. */
  afterProviderRegistration: 100,
  /** SPEC §8: 'coming_soon' shows this long. */
  comingSoonToast: 1_500,
  /** SPEC §8: 'verification passed, logging in shortly' shows this long. */
  secondFactorPassedToast: 1_500,
  /** SPEC §4: after the second factor passes, the login completes this much later. */
  secondFactorCompletion: 500,
  /** Ours: how long 'password changed' shows on the way home. */
  passwordChangedToast: 2_000,
  /** Ours: 'copied' (or 'could not copy') after a code or link is copied on a screen or popup (invite friends, welcome popup). */
  copiedToast: 1_500,
  /** Ours: a claimed reward is said this long (the reward center's rewards, the missions' rewards). */
  claimedToast: 2_000,
  /** Ours: a redeemed mall item is said this long. */
  redeemedToast: 2_000,
  /** Ours: a sent agent application is said this long. */
  applicationSentToast: 2_000,
  /** Ours: a bound bank card or Pix key is said this long. */
  accountBoundToast: 2_000,
  /** Ours: a requested withdrawal is said this long. */
  withdrawalDoneToast: 2_000,
  /** SPEC §8: the 'network offline' toast shows this long. */
  offlineToast: 1_500,
  /**
   * Ours (issue #33): a file that failed to arrive is put down to the connection, not to a deploy, this long after the
   * phone went offline or came back: its failure can reach the page a moment after the connection returned.
   */
  connectionSettle: 10_000,
  /**
   * Ours: a read that found no answer while the connection had only just come back is asked once more, this long
   * after: the first requests on a returning connection can fail on sockets the outage left behind.
   */
  connectionReturnRetry: 500,
  /** SPEC §8: after errors the loading indicator is hidden up to this many times, this far apart. */
  hideLoadingTries: 3,
  hideLoadingInterval: 1_000,
  /** SPEC §9: the mini-game ignores a click this soon after the last one. */
  miniGameClickDebounce: 250,
  /** SPEC §9: the mini-game is put back inside the screen this often (a turn or a resize moves the edges). */
  miniGameBoundsCheck: 250,
  /** SPEC §4: a player who is not logged in is sent to log in this long after asking for the chat. */
  chatLoginRedirect: 500,
  /** SPEC §9 "chat hooks at 0.5, 1 and 3 s": after a chat opens, the player is identified and the unread count refreshed at these times (docs/decisions/019). */
  chatHooks: [500, 1_000, 3_000],
  /** Ours (issue #35, item 9): how often the sandbox's open chat page asks for new messages, so they arrive unasked. */
  chatArrival: 3_000,
  /** Ours (docs/decisions/019): the footer's unread count is asked for again this often while the page is visible. */
  chatUnreadInterval: 30_000,
  /** Ours: a third-party script (a chat vendor's widget, the mini-game) that has not arrived by then has failed. */
  scriptLoadTimeout: 10_000,
  /** SPEC §4, §9: deposit and withdrawal counts are polled this often while a member is signed in. */
  transactionPoll: 30_000,
  /** SPEC §4, §9: and checked again this long after a deposit event. */
  depositRecheck: 2_500,
  /** SPEC §9: a push token older than this is replaced by a new one (PITFALLS: FCM has no refresh event on the web). */
  pushTokenRefresh: 7 * 24 * 60 * 60 * 1000,
  /** Ours (docs/decisions/023): the notification prompt waits this long after the home page is live, */
  pushPromptDelay: 4_000,
  /** and while another popup or prompt is open, looks again this often. */
  pushPromptRecheck: 1_000,
  /** Ours: 'notifications are on' shows this long. */
  pushEnabledToast: 2_000,
  /** Ours, sandbox builds only: the page asks for pending test pushes this often while it is visible (docs/decisions/023). */
  sandboxPushPoll: 5_000,
  /** Ours: a log out waits at most this long for the push token to be unbound (SPEC §4 Token change). */
  beforeLogOutTimeout: 3_000,
  /** SPEC §4 add-to-home prompt, login required: shown this long after a login on home, login or register. */
  addToHomeAfterLogin: 2_000,
  /** SPEC §4: and this long after a registration ("registration prompt delay 1.9 s"). */
  addToHomeAfterRegistration: 1_900,
  /** Ours: the "installing" notice after the player accepts the browser's install prompt shows this long. */
  installingToast: 3_000,
  /** Ours: "link copied" in the install guide's open-in-browser step shows this long. */
  installLinkCopiedToast: 1_500,
  /** Ours: "link copied" in the sign-in step that leaves an in-app browser (docs/decisions/029) shows this long. */
  signInLinkCopiedToast: 2_500,
  /** SPEC §9 "popup polling 800 ms": a prompt that found another popup open looks again this often. */
  popupPoll: 800,
  /**
   * Customer-service paths are decrypted ahead of the Support tap once the page is idle, or after this long at most
   * (ours): the browser's first WebCrypto call is a long task, never wanted in the page's start-up.
   */
  supportPathsIdleTimeout: 3_000,
  /**
   * Ours: a tap on a server-painted button before the app is live is replayed once it is, if it came at most this
   * long before; an older one is dropped, since the player has likely moved on.
   */
  earlyTapReplayWindow: 10_000,
} as const;

/** SPEC §9: Facebook's tracking cookies last 90 days; the edge's first- and last-touch cookies last as long (ours). */
export const ATTRIBUTION_COOKIE_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;

/** SPEC §9 tracking events (docs/decisions/026). */
export const TRACKING = {
  /** The event cache: the same event with the same key within this long is a repeat, not sent again. */
  eventCacheMs: 10 * 60 * 1000,
  /** The heartbeat record (one-time events already reported) is capped at this many bytes… */
  heartbeatMaxBytes: 1024,
  /** …and forgotten this long after it was last written. */
  heartbeatKeepMs: 30 * 24 * 60 * 60 * 1000,
  /** Events that could not be sent wait for the next visit at most this long (ours: as long as the heartbeat). */
  outboxKeepMs: 30 * 24 * 60 * 60 * 1000,
  /** At most this many unsent events are kept; the oldest go first (ours). */
  outboxMaxEvents: 50,
  /** Events of one moment go out together: the report waits this long after the first (ours). */
  reportDelayMs: 1_000,
  /** Pixels load after first paint, once the page is idle or after this long at most (ours). */
  pixelIdleTimeoutMs: 3_000,
} as const;

/** Edge-side limits and cache times (DESIGN §3, §5). */
export const EDGE = {
  /** Longest URL the worker accepts before answering 414. */
  maxUrlLength: 16 * 1024,
  /** How much of a body no answer read the worker still reads away, so the connection can be reused; past it, cancelled. */
  unreadBodyDrainBytes: 1024 * 1024,
  /** How long an isolate trusts a merchant config it read from KV (production). */
  merchantConfigTtl: 5_000,
  /** How long KV itself may serve a cached value at the edge, in seconds (KV's minimum is 30). */
  kvCacheTtlSeconds: 30,
  /** How long site settings from the upstream are reused at the edge. */
  siteSettingsTtl: 30_000,
  /** How long the home's banners, lanes and marquee from the upstream are reused at the edge, per merchant and language. */
  homeContentTtl: 30_000,
  /** How long the first paint waits for the platform before it renders without it. */
  renderBudget: 2_500,
  /** How long the fastest upstream origin is remembered. */
  upstreamChoiceTtl: 60_000,
} as const;

export const DEFAULT_CAPTCHA_VERSION = "v3";
/** SPEC §9: home-screen names under 13 characters are used in full. */
export const HOME_SCREEN_NAME_LIMIT = 13;
/** SPEC §2: the installed app's start address says where it was opened from with this utm_source. */
export const HOME_SCREEN_SOURCE = "homescreen";

/** SPEC §2: the start address and scope of the installed web app. */
export const WEB_APP = {
  id: "/m/",
  startUrl: `/m/home?utm_source=${HOME_SCREEN_SOURCE}`,
  scope: "/m/",
  serviceWorker: "/m/sw.js",
  /** The service worker is registered after the page's load, once idle or after this long at most (ours). */
  serviceWorkerIdleTimeoutMs: 2_000,
} as const;

/**
 * Where the page's inline start script keeps a `beforeinstallprompt` that came before the app's code (SPEC §4
 * Install flow: the content-first start, docs/decisions/015, can hold the entry back past it). The install code
 * adopts it (docs/decisions/021).
 */
export const EARLY_INSTALL_PROMPT = "__mcInstallPrompt";

/**
 * Where the page's inline start script keeps its request for the page's strings, which the page no longer inlines
 * (docs/decisions/075): a promise of the strings, or of null when the request failed. The app starts with them.
 */
export const EARLY_STRINGS = "__mcStrings";

/**
 * The window event the app sends once the server's page has hydrated (client/core/startup/pageHydrated.ts). The page's
 * start script preloads the start parts' files on it, not while the page hydrates (docs/decisions/072).
 */
export const PAGE_HYDRATED_EVENT = "mc:hydrated";

/**
 * Where the page's first inline script keeps the taps that came before the app was live (worker/render/earlyTaps.ts):
 * a function that stops the capture and returns the last tap, for the app to replay once hydrated.
 */
export const EARLY_TAPS = "__mcEarlyTaps";

/** SPEC §9 mini-game container. */
export const MINI_GAME = {
  /** It keeps this share of the window's width from every edge. */
  dragMarginRatio: 0.02,
  /** A pointer that moved less than this (CSS px) clicked rather than dragged. */
  clickThresholdPx: 2,
  /** Ours: the bubble's size. */
  sizePx: 64,
} as const;

/** The first paint's image's Element Timing name: the start script waits for its report (docs/decisions/069). */
export const FIRST_PAINT_IMAGE = "first-paint-image";
