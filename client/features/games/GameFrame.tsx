import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { VisuallyHidden } from "../../lib/ui/VisuallyHidden";
import { FRAME_ALLOW, frameSandbox, fullscreenKind, isLandscape, needsRotation } from "./frameRules";
import { readGameMessage } from "./providers";
import styles from "./GameFrame.module.css";

interface GameFrameProps {
  url: URL;
  title: string;
  orientation: "landscape" | "portrait";
  /** Back, the game's own lobby button, or its exit message: the player leaves the game. */
  onLeave: () => void;
  onBalance?: (balance: number, currency: string) => void;
}

function subscribeViewport(onChange: () => void): () => void {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
}
const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });
const viewportIsLandscape = () => isLandscape(viewport());

function subscribeFullscreen(onChange: () => void): () => void {
  document.addEventListener("fullscreenchange", onChange);
  return () => document.removeEventListener("fullscreenchange", onChange);
}

/** Turns the screen to landscape where the browser lets a page do it; false where it does not (iPhone, a plain tab). */
async function lockLandscape(): Promise<boolean> {
  const orientation = window.screen.orientation as (ScreenOrientation & { lock?: (to: string) => Promise<void> }) | undefined;
  if (!orientation?.lock) return false;
  try {
    await orientation.lock("landscape");
    return true;
  } catch {
    return false;
  }
}

/**
 * SPEC §2 third-party game frame, full screen over the app: back, the fullscreen / hide-header toggle, the
 * landscape hide button, and a "rotate your phone" hint for landscape games held upright (docs/decisions/017).
 */
export function GameFrame({ url, title, orientation, onLeave, onBalance }: GameFrameProps) {
  const { t } = useTranslation();
  const screen = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [barHidden, setBarHidden] = useState(false);
  const [rotateDismissed, setRotateDismissed] = useState(false);
  const landscape = useSyncExternalStore(subscribeViewport, viewportIsLandscape, () => false);
  const inFullscreen = useSyncExternalStore(
    subscribeFullscreen,
    () => document.fullscreenElement !== null && document.fullscreenElement !== undefined,
    () => false,
  );

  // Only the framed game's own messages count, read through its provider's adapter.
  useEffect(() => {
    const listener = (event: MessageEvent) => {
      if (event.source === null || event.source !== frame.current?.contentWindow) return;
      const message = readGameMessage(event.data);
      if (message?.kind === "exit") onLeave();
      if (message?.kind === "balance") onBalance?.(message.balance, message.currency);
    };
    window.addEventListener("message", listener);
    return () => window.removeEventListener("message", listener);
  }, [onLeave, onBalance]);

  // A landscape game turns the screen where the browser can (Android: in fullscreen, and in the installed app, whose
  // manifest holds the rest of the app upright); on the way out the app's own orientation comes back. An iPhone has no
  // lock (PITFALLS): the rotate hint below asks the player instead.
  useEffect(() => {
    if (orientation !== "landscape") return;
    let locked = false;
    const release = lockLandscape().then((done) => (locked = done));
    return () => {
      void release.then(() => locked && window.screen.orientation?.unlock?.());
    };
  }, [orientation]);

  // Leaving native fullscreen (the system's own gesture) brings the bar back.
  useEffect(() => {
    const onChange = () => {
      if (!document.fullscreenElement) setBarHidden(false);
    };
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, []);

  const toggleFullscreen = () => {
    if (inFullscreen) {
      void document.exitFullscreen?.();
      return;
    }
    setBarHidden(true);
    if (fullscreenKind(document) === "native") {
      // In a browser tab the lock is only granted in fullscreen: asked again once there.
      screen.current
        ?.requestFullscreen?.()
        .then(() => orientation === "landscape" && lockLandscape())
        .catch(() => {});
    }
  };

  // `landscape` re-renders this on a turn; the rule reads the viewport itself.
  const rotate = !landscape && needsRotation(orientation, viewport()) && !rotateDismissed;

  return (
    <div ref={screen} className={styles.screen} data-bar={barHidden ? "hidden" : "shown"}>
      {barHidden ? (
        <button type="button" className={styles.showBar} aria-label={t("games.frame.showBar")} onClick={() => setBarHidden(false)}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M5 9l7 7 7-7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      ) : (
        <div className={styles.bar}>
          <button type="button" className={styles.barButton} onClick={onLeave}>
            <svg className={styles.backIcon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {t("games.frame.back")}
          </button>
          <span className={styles.title}>{title}</span>
          {landscape && (
            <button type="button" className={styles.barButton} onClick={() => setBarHidden(true)}>
              {t("games.frame.hideBar")}
            </button>
          )}
          <button type="button" className={styles.barButton} aria-pressed={inFullscreen} onClick={toggleFullscreen}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
            {/* Its icon says it on a phone's narrow bar, and leaves the game's name room to be read whole. */}
            <VisuallyHidden>{t("games.frame.fullscreen")}</VisuallyHidden>
          </button>
        </div>
      )}
      <iframe
        ref={frame}
        className={styles.frame}
        title={title}
        src={url.href}
        sandbox={frameSandbox(url.origin, window.location.origin)}
        allow={FRAME_ALLOW}
        referrerPolicy="strict-origin-when-cross-origin"
      />
      {rotate && (
        <div className={styles.rotate} role="note">
          <svg viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
            <rect x="14" y="6" width="20" height="36" rx="3" fill="none" stroke="currentColor" strokeWidth="2.5" />
            <path d="M40 22a14 14 0 0 0-8-12m8 12 2-5m-2 5-5-2" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
          <p>{t("games.frame.rotate")}</p>
          <button type="button" className={styles.barButton} onClick={() => setRotateDismissed(true)}>
            {t("games.frame.playAnyway")}
          </button>
        </div>
      )}
    </div>
  );
}
