import { type BrowserInfo, canAddToHomeScreenOnIos, iosMajor, isIos164OrLater } from "./browser";

/**
 * The install guide's steps, as data (PITFALLS "Install, 2026 state": the share sheet moves every year).
 * A new iOS, a new browser or a moved button is a row here, not new code. Each step's text is the i18n key
 * `install.guide.step.<text>` (given the app's `name`), and `glyphs` are the buttons the player must tap, drawn in
 * the step. Every browser family gets its own menu's wording where it has one (docs/decisions/056).
 */
export type Glyph =
  /** iOS share: a square with an arrow up. */
  | "share"
  /** iOS 26 compact toolbar, in-app menus and Edge's menu on Android: "…". */
  | "more"
  /** iOS 26 share sheet: "View more", a chevron. */
  | "viewMore"
  /** "Add to Home Screen": a square with a plus. */
  | "addToHome"
  /** A menu of three lines (Edge and Firefox on iOS, Samsung Internet). */
  | "menu"
  /** A menu of three dots, upright (Chrome, Firefox, Opera, DuckDuckGo on Android, in-app browsers). */
  | "kebab"
  /** A browser: "open in Safari / Chrome". */
  | "browser";

export interface GuideStep {
  text: string;
  glyphs: Glyph[];
}

/** Safari generations whose toolbars differ: up to 14, 15 to 18, 26 and later. */
export type SafariGeneration = "14" | "15" | "26";
/** iOS 26's three tab layouts; earlier iPhones have the bottom toolbar, iPads the top one. */
export type ToolbarMode = "compact" | "bottom" | "top";

export type GuideId =
  | "iosSafari"
  | "iosChrome"
  | "iosEdge"
  | "iosFirefox"
  /** An iOS browser that cannot add to the Home Screen here (before 16.4, or not known to): Safari can. */
  | "iosOpenInSafari"
  | "iosInApp"
  | "androidChrome"
  | "androidSamsung"
  | "androidFirefox"
  | "androidOpera"
  | "androidEdge"
  | "androidMiui"
  | "androidDuckDuckGo"
  /** Firefox Focus erases its storage when it closes: a Home Screen page would sign the player out every time. */
  | "androidFocus"
  | "androidOther"
  | "androidInApp"
  | "desktop";

export interface InstallGuide {
  id: GuideId;
  /** In-app browsers: the first step opens the page in the system browser (with a copy-link button). */
  openIn?: "safari" | "chrome";
  steps: GuideStep[];
  /** The layouts this guide also has steps for; the guide lets the player switch when theirs looks different. */
  toolbarModes: ToolbarMode[];
  toolbarMode?: ToolbarMode;
  /** iOS 16.4+: once opened from the home screen, notifications can be turned on (PITFALLS: the first step to push). */
  leadsToPush: boolean;
}

const SHARE_THEN_ADD: GuideStep[] = [
  { text: "tapShare", glyphs: ["share"] },
  { text: "addToHome", glyphs: ["addToHome"] },
];

/** iOS Safari, by generation and toolbar layout. The first layout listed is the one a new iPhone starts with. */
export const IOS_SAFARI_STEPS: Record<SafariGeneration, Partial<Record<ToolbarMode, GuideStep[]>>> = {
  "14": {
    bottom: SHARE_THEN_ADD,
    top: [
      { text: "tapShareTop", glyphs: ["share"] },
      { text: "addToHome", glyphs: ["addToHome"] },
    ],
  },
  "15": {
    bottom: SHARE_THEN_ADD,
    top: [
      { text: "tapShareTop", glyphs: ["share"] },
      { text: "addToHome", glyphs: ["addToHome"] },
    ],
  },
  "26": {
    compact: [
      { text: "tapMoreThenShare", glyphs: ["more", "share"] },
      { text: "viewMoreThenAdd", glyphs: ["viewMore", "addToHome"] },
    ],
    bottom: [
      { text: "tapShare", glyphs: ["share"] },
      { text: "viewMoreThenAdd", glyphs: ["viewMore", "addToHome"] },
    ],
    top: [
      { text: "tapShareTop", glyphs: ["share"] },
      { text: "viewMoreThenAdd", glyphs: ["viewMore", "addToHome"] },
    ],
  },
};

/**
 * The system share sheet as a browser that cannot tell the iOS version sees it: only Safari's user agent gives its
 * generation (Version/NN), so the step names iOS 26's "View More" as well as the older sheet (PITFALLS).
 */
const ADD_ON_ANY_IOS: GuideStep = { text: "addToHomeAnyIos", glyphs: ["viewMore", "addToHome"] };

/** Chrome, Edge and Firefox on iOS since 16.4: their own share menu, never "open in Safari" (PITFALLS). */
const IOS_BROWSER_STEPS: Record<"chrome" | "edge" | "firefox", GuideStep[]> = {
  chrome: [{ text: "tapShareAddressBar", glyphs: ["share"] }, ADD_ON_ANY_IOS],
  edge: [{ text: "tapMenuThenShare", glyphs: ["menu", "share"] }, ADD_ON_ANY_IOS],
  firefox: [{ text: "tapMenuThenShare", glyphs: ["menu", "share"] }, ADD_ON_ANY_IOS],
};
const IOS_BROWSER_IDS = { chrome: "iosChrome", edge: "iosEdge", firefox: "iosFirefox" } as const satisfies Record<keyof typeof IOS_BROWSER_STEPS, GuideId>;

/** After "open in Safari" from an in-app browser, whose user agent hides Safari's generation: both toolbars named. */
const SAFARI_ON_ANY_IOS: GuideStep[] = [{ text: "tapShareAnyIos", glyphs: ["more", "share"] }, ADD_ON_ANY_IOS];

/** The ⋮ sits beside the address, which the player may have moved to the bottom (Firefox, Opera, DuckDuckGo). */
const TAP_KEBAB_TOP_OR_BOTTOM: GuideStep = { text: "tapKebabTopOrBottom", glyphs: ["kebab"] };

const ANDROID_STEPS: Record<"chrome" | "samsung" | "firefox" | "opera" | "edge" | "miui" | "duckduckgo" | "other", GuideStep[]> = {
  chrome: [
    { text: "tapKebab", glyphs: ["kebab"] },
    { text: "installApp", glyphs: ["addToHome"] },
  ],
  samsung: [
    { text: "tapMenu", glyphs: ["menu"] },
    { text: "addPageToHome", glyphs: ["addToHome"] },
  ],
  // "Install" where the page is an installable web app, "Add to Home screen" otherwise; forks and Focus alike.
  firefox: [TAP_KEBAB_TOP_OR_BOTTOM, { text: "installOrAddToHome", glyphs: ["addToHome"] }],
  // Opera and Opera Mini: "Add to…", then "Home screen".
  opera: [TAP_KEBAB_TOP_OR_BOTTOM, { text: "addToThenHome", glyphs: ["addToHome"] }],
  // Edge's menu is the ••• in its bottom bar.
  edge: [
    { text: "tapMenu", glyphs: ["more"] },
    { text: "addToPhone", glyphs: ["addToHome"] },
  ],
  miui: [
    { text: "tapMenu", glyphs: ["menu"] },
    { text: "addToHomeAndroid", glyphs: ["addToHome"] },
  ],
  // A shortcut that opens in DuckDuckGo ("Add to Home Screen" in its menu), not an installed app, but it keeps the sign-in.
  duckduckgo: [TAP_KEBAB_TOP_OR_BOTTOM, { text: "addToHomeAndroid", glyphs: ["addToHome"] }],
  other: [
    { text: "tapBrowserMenu", glyphs: ["kebab"] },
    { text: "addToHomeAndroid", glyphs: ["addToHome"] },
  ],
};

const OPEN_IN_SAFARI: GuideStep = { text: "openInSafari", glyphs: ["more", "browser"] };
const OPEN_IN_CHROME: GuideStep = { text: "openInChrome", glyphs: ["kebab", "browser"] };
/** A browser is not an app: its first step says Safari can, and the guide's copy-link button is right under it. */
const COPY_TO_SAFARI: GuideStep = { text: "iosCopyToSafari", glyphs: ["browser"] };
const FOCUS_TO_CHROME: GuideStep = { text: "focusOpenInChrome", glyphs: ["browser"] };

export function safariGeneration(version: number | undefined): SafariGeneration {
  if (version === undefined) return "15";
  if (version >= 26) return "26";
  return version >= 15 ? "15" : "14";
}

/** The layouts a Safari generation has steps for; the first is the default. iPads keep Safari's toolbar at the top. */
export function toolbarModesOf(generation: SafariGeneration, iPad: boolean): ToolbarMode[] {
  if (iPad) return ["top"];
  return (Object.keys(IOS_SAFARI_STEPS[generation]) as ToolbarMode[]).filter((mode) => mode !== "top");
}

function iosSafariGuide(info: BrowserInfo, toolbarMode?: ToolbarMode): InstallGuide {
  const generation = safariGeneration(iosMajor(info));
  const modes = toolbarModesOf(generation, info.iPad);
  const mode = toolbarMode && modes.includes(toolbarMode) ? toolbarMode : (modes[0] ?? "bottom");
  return { id: "iosSafari", steps: IOS_SAFARI_STEPS[generation][mode]!, toolbarModes: modes, toolbarMode: mode, leadsToPush: isIos164OrLater(info) };
}

function iosGuide(info: BrowserInfo, toolbarMode?: ToolbarMode): InstallGuide {
  if (info.family === "safari") return iosSafariGuide(info, toolbarMode);
  const leadsToPush = isIos164OrLater(info);
  // After "open in Safari" the player follows Safari's steps; only Safari's own user agent says its generation.
  if (info.family === "inApp") return { id: "iosInApp", openIn: "safari", steps: [OPEN_IN_SAFARI, ...SAFARI_ON_ANY_IOS], toolbarModes: [], leadsToPush };
  if (!canAddToHomeScreenOnIos(info) || !(info.family in IOS_BROWSER_STEPS)) {
    return { id: "iosOpenInSafari", openIn: "safari", steps: [COPY_TO_SAFARI, ...SAFARI_ON_ANY_IOS], toolbarModes: [], leadsToPush };
  }
  const family = info.family as keyof typeof IOS_BROWSER_STEPS;
  return { id: IOS_BROWSER_IDS[family], steps: IOS_BROWSER_STEPS[family], toolbarModes: [], leadsToPush };
}

const ANDROID_IDS = {
  chrome: "androidChrome",
  samsung: "androidSamsung",
  firefox: "androidFirefox",
  opera: "androidOpera",
  edge: "androidEdge",
  miui: "androidMiui",
  duckduckgo: "androidDuckDuckGo",
  other: "androidOther",
} as const satisfies Record<keyof typeof ANDROID_STEPS, GuideId>;

/** The guide for this browser: which steps, in which order, and whether it starts by leaving an in-app browser. */
export function chooseGuide(info: BrowserInfo, toolbarMode?: ToolbarMode): InstallGuide {
  if (info.os === "ios") return iosGuide(info, toolbarMode);
  if (info.os === "android") {
    if (info.family === "inApp")
      return { id: "androidInApp", openIn: "chrome", steps: [OPEN_IN_CHROME, ...ANDROID_STEPS.chrome], toolbarModes: [], leadsToPush: false };
    if (info.family === "focus")
      return { id: "androidFocus", openIn: "chrome", steps: [FOCUS_TO_CHROME, ...ANDROID_STEPS.chrome], toolbarModes: [], leadsToPush: false };
    const family = info.family in ANDROID_STEPS ? (info.family as keyof typeof ANDROID_STEPS) : "other";
    return { id: ANDROID_IDS[family], steps: ANDROID_STEPS[family], toolbarModes: [], leadsToPush: false };
  }
  return { id: "desktop", steps: [{ text: "desktopInstall", glyphs: ["kebab", "addToHome"] }], toolbarModes: [], leadsToPush: false };
}
