/** Every key this product writes to browser storage or cookies, in one place. */
export const SESSION_STORAGE = {
  sessionInfo: "MC_SESSION_INFO",
  /** How many self-opening overlays this visit has shown (issue #35; docs/decisions/054): the merchant's budget. */
  overlaysShown: "MC_OVERLAYS_SHOWN",
  /** This tab's visit has begun: a plain close of the announcement popup holds until the tab's session ends (docs/decisions/054). */
  announcementVisit: "MC_ANNOUNCEMENT_VISIT",
  /** Prefix of per-session GET cache entries: MC_CACHE_<md5 of URL, token and language>. */
  cachePrefix: "MC_CACHE_",
  /** Set while a fatal-error reload is under way, so a failing page cannot reload forever. */
  recoveryReload: "MC_RECOVERY_RELOAD",
  /** When the page last reloaded because the platform's status said maintenance or a restriction: once, never in a loop. */
  statusReload: "MC_STATUS_RELOAD",
  /** SPEC §4: the provider channel stored before a sign-in redirect, consumed once on return. */
  firebaseChannel: "MC_FIREBASE_CHANNEL",
  /** SPEC §4: welcome popups are off for this session when it holds "0". */
  welcomePopup: "MC_WELCOME_POPUP",
  /** Where a game's exit page sends the player when a game took over the whole tab (docs/decisions/017). */
  gameReturn: "MC_GAME_RETURN",
  /** SPEC §2 app-upgrade modal: closed for this session (a mandatory update cannot be closed). */
  appUpgradeClosed: "MC_APP_UPGRADE_CLOSED",
  /** SPEC §4 Notification prompt: dismissed in this session. */
  pushPromptDismissed: "MC_PUSH_PROMPT_DISMISSED",
  /** SPEC §4 add-to-home prompt: this session's flags (closed, forced) and the triggers already shown (docs/decisions/022). */
  addToHome: "MC_ADD_TO_HOME",
  /** SPEC §4 Install flow: the player dismissed the browser's install prompt in this session. */
  installDismissed: "MC_INSTALL_DISMISSED",
  /** SPEC §2, §4: the player closed the install prompt (ours: the overlay) in this session. */
  installPromptClosed: "MC_INSTALL_PROMPT_CLOSED",
  /** SPEC §4 Download bar: closed for this session. */
  hideDownloadBar: "hideDownloadBar",
} as const;

export const LOCAL_STORAGE = {
  language: "MC_LANGUAGE",
  merchant: "MC_MERCHANT",
  deviceId: "MC_DEVICE_ID",
  /** The kept query parameters (SPEC §2) last seen, added back to later navigations. */
  keptQuery: "MC_KEPT_QUERY",
  /** SPEC §3 Remembered-login record; its password sealed by the IndexedDB key below. */
  rememberedLogin: "MC_REMEMBERED_LOGIN",
  /** SPEC §3 Pixel/attribution object, sent with a registration as pixelTrack. */
  pixelTrack: "MC_PIXEL_TRACK",
  /** SPEC §4 welcome popups: the image file names already shown. */
  welcomePopupSeen: "MC_WELCOME_POPUP_SEEN",
  /** SPEC §4 announcement popup: show flag, hide-until time, content-hash list, hidePopup. */
  announcementPopup: "MC_ANNOUNCEMENT_POPUP",
  /** The same for a guest's B list: kept apart, so signing in or out never brings back what either one dismissed. */
  announcementPopupGuest: "MC_ANNOUNCEMENT_POPUP_GUEST",
  /** The games the player opened last, newest first (the game page's "recently played"). */
  recentGames: "MC_RECENT_GAMES",
  /** SPEC §3 Push token record (token, createTime, subscriptionOptions) of this browser. */
  pushToken: "MC_PUSH_TOKEN",
  /** SPEC §4 add-to-home prompt: how often the player closed it. */
  addToHomeCloses: "MC_ADD_TO_HOME_CLOSES",
  /** SPEC §4 add-to-home prompt, bind_card 1: the bank-card page's prompt was shown once ("first time only"). */
  addToHomeBindCardShown: "MC_ADD_TO_HOME_BIND_CARD",
  /** SPEC §4 update check: the hash of the two asset manifests this browser last ran. */
  assetHash: "MC_ASSET_HASH",
  /** SPEC §4 Install flow: how often the install prompt was dismissed; 99 once installed (never ask again). */
  installDismissals: "MC_INSTALL_DISMISSALS",
  /** SPEC §4: the WEBCLIP flag, "1" for an iOS web clip (standalone first run), "0" when opened from the start address. */
  webClip: "MC_WEBCLIP",
  /** SPEC §9 tracking: events not yet accepted by the platform, sent on the next visit (docs/decisions/026). */
  trackingOutbox: "MC_TRACKING_OUTBOX",
  /** SPEC §9 event cache: when each event key was last reported, so a repeat within 10 minutes is not sent. */
  trackingEventCache: "MC_TRACKING_EVENT_CACHE",
  /** SPEC §9 heartbeat record: one-time events already reported; at most 1024 bytes, kept 30 days. */
  trackingHeartbeat: "MC_TRACKING_HEARTBEAT",
} as const;

/** The non-extractable key that seals the remembered password (DESIGN §5). */
export const INDEXED_DB = {
  database: "mc-keys",
  store: "keys",
  rememberedLoginKey: "remembered-login",
} as const;

export const COOKIES = {
  /** Mirrors the stored language so the server renders the player's choice (SPEC §9). */
  language: "mc_lang",
  /**
   * "Signed in" and nothing more (no token, no name), for the life of the browser session: the edge
   * redirects a guest from a protected page before any download, and renders a member's home (issue #10).
   */
  signedIn: "mc_signed_in",
  /**
   * The browser's status call said the platform restricts this visitor (SPEC §3 regionRestriction): the edge asks the
   * platform about this visitor before the next page (worker/gates/visitorRegion.ts). It can only deny its holder.
   */
  regionCheck: "mc_region_check",
  /** Sandbox only: forces a SPEC §8 case per path for this browser (README: Sandbox scenarios). */
  sandboxScenario: "mc_sandbox_scenario",
} as const;
