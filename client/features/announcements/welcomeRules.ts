import { type Banner, WELCOME_POPUP_GROUPS } from "#shared/contract";
import { withKeptQuery } from "#shared/navigation";
import { ROUTES } from "#shared/routes";
import { isNativeApp, type PlatformInput } from "../../lib/platform";

/**
 * SPEC §4 Welcome-image popups, as rules without React. "Home paths" are where a visit starts: the home,
 * the site root and the entry page (with its .html twin); elsewhere the popups wait and are tried again.
 */
export const WELCOME_HOME_PATHS: ReadonlySet<string> = new Set([ROUTES.home, ROUTES.root, ROUTES.index, ROUTES.indexHtml]);

/** SESSION_STORAGE.welcomePopup holds this when welcome popups are off for the session. */
export const WELCOME_OFF = "0";

/** How many shown file names are remembered; the oldest go first, so storage stays small. */
const SEEN_LIMIT = 50;

/** Not inside the native app, in home-screen mode or as an installed web app, nor when switched off for the session. */
export function welcomeBlocked(platform: PlatformInput, sessionFlag: string | null): boolean {
  return isNativeApp(platform) || Boolean(platform.iosStandalone) || Boolean(platform.standalone) || sessionFlag === WELCOME_OFF;
}

/** The image's file name: the last path segment of its URL, without query or fragment. */
export function imageFileName(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? "";
  return path.slice(path.lastIndexOf("/") + 1);
}

/** The first banner of m_popup1, then of m_popup2, leaving out images already shown. */
export function pendingWelcome(banners: readonly Banner[], seen: readonly string[]): Banner[] {
  const shown = new Set(seen);
  return WELCOME_POPUP_GROUPS.map((group) => banners.find((banner) => banner.groupName === group)).filter(
    (banner): banner is Banner => banner !== undefined && imageFileName(banner.url) !== "" && !shown.has(imageFileName(banner.url)),
  );
}

export type WelcomeDecision = { kind: "skip" } | { kind: "retry"; afterMs: number } | { kind: "load" };

/** What to do on a try: give up for good, wait and try again (off the home paths), or load the banners. */
export function decideWelcome(input: { platform: PlatformInput; sessionFlag: string | null; pathname: string; retryMs: number }): WelcomeDecision {
  if (welcomeBlocked(input.platform, input.sessionFlag)) return { kind: "skip" };
  if (!WELCOME_HOME_PATHS.has(input.pathname)) return { kind: "retry", afterMs: input.retryMs };
  return { kind: "load" };
}

export function parseSeen(raw: string | null): string[] {
  try {
    const value: unknown = JSON.parse(raw ?? "[]");
    return Array.isArray(value) ? value.filter((name): name is string => typeof name === "string") : [];
  } catch {
    return [];
  }
}

export function withSeen(seen: readonly string[], fileName: string): string[] {
  return [...seen.filter((name) => name !== fileName), fileName].slice(-SEEN_LIMIT);
}

/** SPEC §2 banner routing: a value starting with /m and without http is an internal route; `//host` never is. */
function isInternal(linkage: string): boolean {
  return linkage.startsWith("/m") && !linkage.includes("http") && !linkage.startsWith("//") && !linkage.includes("\\");
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/**
 * The link "Copy link" copies, for the player to share. An address banner shares its own address; an internal
 * page, or any other banner, shares our page with only the kept parameters (SPEC §2), so the affiliate and
 * referral codes travel with it and a token in the address never does.
 */
export function linkToCopy(banner: Pick<Banner, "linkageType" | "linkage">, page: Pick<Location, "origin" | "pathname" | "search">): string {
  const linkage = banner.linkage.trim();
  if (banner.linkageType === "URL" && isWebAddress(linkage)) return linkage;
  const path = (banner.linkageType === "P" || banner.linkageType === "URL") && isInternal(linkage) ? linkage : page.pathname;
  return `${page.origin}${withKeptQuery(path, page.search)}`;
}

/** Only web and same-origin image addresses become a download link, never `javascript:` or `data:`. */
export function saveHref(url: string): string | undefined {
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  return isWebAddress(url) ? url : undefined;
}
