import { ROUTES } from "#shared/routes";
import type { AppIdentity } from "../../core/install";

/** SPEC §2: the install prompt shows on exactly these paths. */
export const PROMPT_PATHS: ReadonlySet<string> = new Set([ROUTES.root, ROUTES.home, ROUTES.indexHtml]);

/** Ours (docs/decisions/021): the download bar shows where the player arrives, the home and entry pages. */
export const DOWNLOAD_BAR_PATHS: ReadonlySet<string> = new Set([ROUTES.root, ROUTES.home, ROUTES.index, ROUTES.indexHtml]);

export interface PromptContext {
  pathname: string;
  nativeApp: boolean;
  homeScreen: boolean;
  /** The dismissal count reached 99: the app was installed. */
  installed: boolean;
  /** The player closed the prompt, or dismissed the browser's own, in this session. */
  closedThisSession: boolean;
}

/** SPEC §2, §4: who may see the install prompt. */
export function mayShowPrompt(context: PromptContext): boolean {
  return PROMPT_PATHS.has(context.pathname) && !context.nativeApp && !context.homeScreen && !context.installed && !context.closedThisSession;
}

export interface BarContext {
  pathname: string;
  nativeApp: boolean;
  homeScreen: boolean;
  /** sessionStorage hideDownloadBar. */
  hidden: boolean;
  /** This platform has an app to download (SPEC §3 Download links). */
  hasDownload: boolean;
}

/** SPEC §2, §4 Download bar: hidden in the native app and home-screen mode, and after a close this session. */
export function mayShowDownloadBar(context: BarContext): boolean {
  return DOWNLOAD_BAR_PATHS.has(context.pathname) && !context.nativeApp && !context.homeScreen && !context.hidden && context.hasDownload;
}

/** The full-screen variant is for merchants who gave their app a picture (mobileTemplate.app_background). */
export function promptVariant(identity: AppIdentity): "bottom" | "fullScreen" {
  return identity.background ? "fullScreen" : "bottom";
}

/** Only a picture from http(s) or our own origin becomes a CSS background. */
export function safeBackground(url: string | undefined): string | undefined {
  if (!url) return undefined;
  return /^(https?:\/\/|\/(?!\/))[^"'()\\\s]+$/i.test(url) ? url : undefined;
}
