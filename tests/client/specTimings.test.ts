import { describe, expect, it } from "vitest";
import { PASSWORD_RULE } from "#shared/auth";
import { CAPTCHA } from "#shared/captcha";
import { ATTRIBUTION_COOKIE_MAX_AGE_SECONDS, DEFAULT_CAPTCHA_VERSION, HOME_SCREEN_NAME_LIMIT, MINI_GAME, TIMING, TRACKING } from "#shared/constants";
import { MIN_DIRECT_DOWNLOAD_APP_VERSION } from "#shared/contract";
import { DEFAULT_LANGUAGE } from "#shared/languages";
import { INSTALLED_DISMISSALS } from "../../client/core/install/capture";

/**
 * Issue #36 item 6.3: the business constants against SPEC's own numbers. Tests elsewhere drive the code with these
 * constants (advance the clock by TIMING.x), so a wrong constant cannot fail them; this table can. Each row names
 * its SPEC section, quotes the SPEC line it stands on, and holds the number as SPEC writes it.
 */
interface Row {
  /** What SPEC says, as the test's name. */
  name: string;
  /** The SPEC line the value comes from, word for word. */
  spec: string;
  actual: unknown;
  literal: unknown;
}

const ROWS: Row[] = [
  // §7 Calls and §9
  { name: "§7 §9 the default request timeout is 30000 ms", spec: "§9: Default request timeout 30000 ms", actual: TIMING.requestTimeout, literal: 30000 },
  { name: "§7 §9 the status ping times out after 20 s", spec: "§9: status ping 20 s", actual: TIMING.statusPingTimeout, literal: 20 * 1000 },
  { name: "§7 §9 the game launch times out after 10 s", spec: "§9: game launch 10 s", actual: TIMING.gameLaunchTimeout, literal: 10 * 1000 },
  {
    name: "§7 §9 the captcha script times out after 3 s (the loader's own constant)",
    spec: "§7: a captcha provider script loaded from fallback servers with a 3 s timeout",
    actual: CAPTCHA.scriptTimeoutMs,
    literal: 3 * 1000,
  },
  {
    name: "§7 §9 the provider-page domain ping times out after 10 s",
    spec: "§9: provider-page domain ping 10 s, at most 10 candidate domains",
    actual: TIMING.fastestDomainTimeout,
    literal: 10 * 1000,
  },
  {
    name: "§7 §9 the fastest-domain ping tries at most 10 candidates",
    spec: "§7: fastest domain: up to 10 random candidates, first success wins, 10 s timeout",
    actual: TIMING.fastestDomainCandidates,
    literal: 10,
  },
  // §4 Install flow and §9
  {
    name: "§4 §9 the install prompt is waited for up to 20 tries",
    spec: "§9: Install prompt wait: up to 20 tries at 280 ms",
    actual: TIMING.installPromptTries,
    literal: 20,
  },
  {
    name: "§4 §9 the install prompt tries are 280 ms apart",
    spec: "§4: the browser's install prompt is captured (up to 20 tries, 280 ms apart)",
    actual: TIMING.installPromptInterval,
    literal: 280,
  },
  { name: "§4 §9 the dismissal count after install is 99", spec: "§9: Dismissal count after install: 99", actual: INSTALLED_DISMISSALS, literal: 99 },
  // §4 Update check and §9
  {
    name: "§4 §9 the first update check runs at 1.5 s",
    spec: "§9: Update check: first at 1.5 s, then hourly (3,600,000 ms)",
    actual: TIMING.updateCheckFirst,
    literal: 1.5 * 1000,
  },
  {
    name: "§4 §9 the update check then runs hourly (3,600,000 ms)",
    spec: "§9: Update check: first at 1.5 s, then hourly (3,600,000 ms)",
    actual: TIMING.updateCheckInterval,
    literal: 3600000,
  },
  {
    name: "§9 the settings re-fetch on visibility is debounced by 300 ms",
    spec: "§9: Visibility settings re-fetch debounce 300 ms",
    actual: TIMING.settingsVisibilityDebounce,
    literal: 300,
  },
  { name: "§9 the chat hooks run at 0.5, 1 and 3 s", spec: "§9: Chat hooks at 0.5, 1 and 3 s", actual: TIMING.chatHooks, literal: [500, 1000, 3000] },
  // §4 Add-to-home prompt and §9
  {
    name: "§4 §9 deposit/withdraw polling is 30 s",
    spec: "§9: Deposit/withdraw polling 30 s; §4: Deposit and withdrawal counts are polled every 30 s",
    actual: TIMING.transactionPoll,
    literal: 30 * 1000,
  },
  {
    name: "§4 §9 the counts are re-checked 2.5 s after a deposit event",
    spec: "§9: re-check 2.5 s after a deposit event",
    actual: TIMING.depositRecheck,
    literal: 2.5 * 1000,
  },
  {
    name: "§4 the login-required add-to-home prompt shows 2 s after a login",
    spec: "§4: login required, on home/login/register after 2 s",
    actual: TIMING.addToHomeAfterLogin,
    literal: 2 * 1000,
  },
  {
    name: "§4 the add-to-home prompt after a registration waits 1.9 s",
    spec: "§4: (registration prompt delay 1.9 s)",
    actual: TIMING.addToHomeAfterRegistration,
    literal: 1.9 * 1000,
  },
  // §4 Login, Register and §9
  {
    name: "§4 §9 the SMS provider countdown is 60 s",
    spec: "§9: SMS provider countdown 60 s; §4: with the identity provider the countdown is 60 s",
    actual: TIMING.smsProviderCountdown,
    literal: 60 * 1000,
  },
  {
    name: "§4 §9 the registration guard is released 500 ms after completion",
    spec: "§9: Registration guard release 500 ms; §4: the guard is released 500 ms after completion",
    actual: TIMING.registrationGuardRelease,
    literal: 500,
  },
  {
    name: "§4 the login completes 0.5 s after the second factor passes",
    spec: "§4: on its success the login completes after 0.5 s",
    actual: TIMING.secondFactorCompletion,
    literal: 0.5 * 1000,
  },
  {
    name: "§4 after a provider registration the route is replaced after 100 ms",
    spec: "§4: After successful registration, wait 100 ms, then replace the route with /m/home",
    actual: TIMING.afterProviderRegistration,
    literal: 100,
  },
  {
    name: "§4 a player not logged in is sent to log in 0.5 s after asking for the chat",
    spec: "§4: not-logged-in users are redirected to login after 0.5 s",
    actual: TIMING.chatLoginRedirect,
    literal: 0.5 * 1000,
  },
  // §9 Mini-game
  {
    name: "§9 the mini-game keeps a drag margin of 2% of the window's width",
    spec: "§9: Mini-game drag margin 2% of window width",
    actual: MINI_GAME.dragMarginRatio,
    literal: 2 / 100,
  },
  {
    name: "§9 a mini-game movement under 2 px counts as a click",
    spec: "§9: movement under 2 px counts as a click",
    actual: MINI_GAME.clickThresholdPx,
    literal: 2,
  },
  { name: "§9 the mini-game click debounce is 250 ms", spec: "§9: click debounce 250 ms", actual: TIMING.miniGameClickDebounce, literal: 250 },
  { name: "§9 the mini-game bounds are checked every 250 ms", spec: "§9: bounds check every 250 ms", actual: TIMING.miniGameBoundsCheck, literal: 250 },
  // §4 Announcement popup, welcome popups, install popup and §9
  {
    name: "§4 §9 the anonymous (B list) popup shows after 1000 ms",
    spec: "§9: Anonymous popup delay 1000 ms; §4: the B list for guests, shown after 1 s",
    actual: TIMING.anonymousPopupDelay,
    literal: 1000,
  },
  {
    name: "§4 §9 the announcement slider auto-plays every 5000 ms",
    spec: "§9: announcement auto-play 5000 ms; §4: slider auto-play 5000 ms",
    actual: TIMING.announcementAutoPlay,
    literal: 5000,
  },
  {
    name: "§4 §9 the announcement's initial check waits 500 ms",
    spec: "§9: announcement check 500 ms; §4: Initial check delay 500 ms",
    actual: TIMING.announcementCheckDelay,
    literal: 500,
  },
  {
    name: "§4 §9 the welcome popup waits 20 s off the home paths",
    spec: "§9: welcome popup wait 20 s; §4: otherwise retried (default wait 20 s)",
    actual: TIMING.welcomePopupRetry,
    literal: 20 * 1000,
  },
  {
    name: "§2 §9 the install popup fades in 250 ms",
    spec: "§9: install popup fade 250 ms; §2: Install prompt ... Fade 250 ms",
    actual: TIMING.installPopupFade,
    literal: 250,
  },
  {
    name: "§9 popup polling is 800 ms",
    spec: "§9: popup and local-storage polling 800 ms",
    actual: TIMING.popupPoll,
    literal: 800,
  },
  // §9 Lazy images, marquee
  { name: "§9 the lazy-image threshold is 100", spec: "§9: Lazy-image threshold 100, delay 150 ms", actual: TIMING.lazyImageThreshold, literal: 100 },
  { name: "§9 the lazy-image delay is 150 ms", spec: "§9: Lazy-image threshold 100, delay 150 ms", actual: TIMING.lazyImageDelay, literal: 150 },
  { name: "§9 the marquee moves at 60 frames per second", spec: "§9: Marquee speed 60 frames per second", actual: TIMING.marqueeFps, literal: 60 },
  // §8 error catalogue
  {
    name: "§8 the 'network offline' toast shows for 1.5 s",
    spec: "§8: Offline over https | 'network offline' toast for 1.5 s",
    actual: TIMING.offlineToast,
    literal: 1.5 * 1000,
  },
  {
    name: "§8 after errors the loading indicator is hidden up to 3 times",
    spec: "§8: After errors | loading indicator hidden, up to 3 times at 1 s intervals",
    actual: TIMING.hideLoadingTries,
    literal: 3,
  },
  {
    name: "§8 after errors the loading indicator is hidden at 1 s intervals",
    spec: "§8: After errors | loading indicator hidden, up to 3 times at 1 s intervals",
    actual: TIMING.hideLoadingInterval,
    literal: 1 * 1000,
  },
  {
    name: "§8 'verification passed, logging in shortly' shows for 1.5 s",
    spec: "§8: Second-factor success | 'verification passed, logging in shortly' for 1.5 s",
    actual: TIMING.secondFactorPassedToast,
    literal: 1.5 * 1000,
  },
  {
    name: "§8 'coming_soon' shows for 1.5 s",
    spec: "§8: Facebook, twitter or line bridge missing in Android app | 'coming_soon' for 1.5 s",
    actual: TIMING.comingSoonToast,
    literal: 1.5 * 1000,
  },
  // §9 the rest
  {
    name: "§4 §9 a push token is refreshed after 7 days",
    spec: "§9: push token refresh after 7 days; §4: Push token refresh after 7 days",
    actual: TIMING.pushTokenRefresh,
    literal: 7 * 24 * 60 * 60 * 1000,
  },
  {
    name: "§9 Facebook tracking cookies last 90 days",
    spec: "§9: Facebook tracking cookies last 90 days",
    actual: ATTRIBUTION_COOKIE_MAX_AGE_SECONDS,
    literal: 90 * 24 * 60 * 60,
  },
  {
    name: "§9 the heartbeat record is capped at 1024 bytes",
    spec: "§9: a heartbeat record is capped at 1024 bytes and kept 30 days",
    actual: TRACKING.heartbeatMaxBytes,
    literal: 1024,
  },
  {
    name: "§9 the heartbeat record is kept 30 days",
    spec: "§9: a heartbeat record is capped at 1024 bytes and kept 30 days",
    actual: TRACKING.heartbeatKeepMs,
    literal: 30 * 24 * 60 * 60 * 1000,
  },
  { name: "§9 the event cache lasts 10 minutes", spec: "§9: event cache 10 minutes", actual: TRACKING.eventCacheMs, literal: 10 * 60 * 1000 },
  {
    name: "§9 the mock captcha token has 50 characters",
    spec: "§9: Mock captcha token 50 characters, expiry 60 s",
    actual: CAPTCHA.tokenLength,
    literal: 50,
  },
  {
    name: "§9 the mock captcha token expires after 60 s",
    spec: "§9: Mock captcha token 50 characters, expiry 60 s",
    actual: CAPTCHA.tokenLifetimeMs,
    literal: 60 * 1000,
  },
  {
    name: "§9 the minimum password length defaults to 6",
    spec: "§9: minimum password length default 6",
    actual: PASSWORD_RULE.min,
    literal: 6,
  },
  {
    name: "§9 home-screen names under 13 characters are used in full",
    spec: "§9: Home-screen title: names under 13 characters used in full",
    actual: HOME_SCREEN_NAME_LIMIT,
    literal: 13,
  },
  {
    name: "§7 §9 the minimum native app version for direct download is 2.4.39",
    spec: "§9: Minimum native app version for direct download 2.4.39",
    actual: MIN_DIRECT_DOWNLOAD_APP_VERSION,
    literal: "2.4.39",
  },
  {
    name: "§3 §9 the default captcha version is v3",
    spec: "§9: default captcha version v3; §3: GEETEST_VERSION default v3",
    actual: DEFAULT_CAPTCHA_VERSION,
    literal: "v3",
  },
  {
    name: "§7 §9 the default language is CN",
    spec: "§9: default language CN; §7: Language (stored language, default CN ...)",
    actual: DEFAULT_LANGUAGE,
    literal: "CN",
  },
];

describe("issue #36 SPEC §9 business constants and limits, against SPEC's literal values", () => {
  it.each(ROWS.map((row) => [row.name, row] as const))("%s", (_, row) => {
    expect(row.spec).toMatch(/^§\d/);
    expect(row.actual).toEqual(row.literal);
  });

  it("every row quotes a line that is in SPEC's words (its section sign and a number)", () => {
    for (const row of ROWS) expect(row.spec).toMatch(/§\d+: .*\d/);
    expect(new Set(ROWS.map((row) => row.name)).size).toBe(ROWS.length);
  });
});
