import { useStore } from "jotai";
import { useAtomValue } from "../../lib/atomHooks";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { TIMING } from "#shared/constants";
import { ROUTES } from "#shared/routes";
import { openPromptAtom } from "../../core/install/atoms";
import { showToast } from "../../core/notices";
import { useOverlayTurn } from "../../core/overlays";
import { tokenAtom } from "../../core/session";
import { deviceId } from "../../lib/deviceId";
import { merchantAtom, merchantNameAtom, siteSettingsAtom } from "../../core/startup/atoms";
import { Button } from "../../lib/ui/Button";
import { inOwnTask } from "../../lib/whenIdle";
import { NoticeFrame } from "../../lib/ui/NoticeFrame";
import { type PushSession, startPushSession } from "./pushSession";
import { pushRegistration } from "./serviceWorker";
import {
  anotherOverlayOpen,
  currentPermission,
  dismissPrompt,
  promptDismissed,
  promptWanted,
  PUSH_PROMPT_ID,
  type PushSource,
  pushSourceFor,
  pushSupported,
  requestPermission,
} from "./support";
import { fcmTokenSource, sandboxTokenSource } from "./tokenSource";
import styles from "./PushPrompt.module.css";

type Phase = "waiting" | "open" | "busy" | "denied" | "failed" | "closed";

function tokenSourceFor(source: PushSource) {
  return source.kind === "fcm" ? fcmTokenSource(source.config) : sandboxTokenSource(deviceId());
}

/**
 * Push for a signed-in player (SPEC §2 Notification-permission prompt, §4 Token change and Notification prompt),
 * mounted by the app only while a token exists. It keeps the player's token bound while they are signed in, and
 * asks for permission on the home page, a few seconds after it is live and never over another popup or prompt.
 */
export default function PushPrompt() {
  const store = useStore();
  const token = useAtomValue(tokenAtom);
  const merchant = useAtomValue(merchantAtom);
  const settings = useAtomValue(siteSettingsAtom);
  const otherPrompt = useAtomValue(openPromptAtom);
  const onHome = useLocation().pathname === ROUTES.home;
  const [source] = useState(() => pushSourceFor(merchant));
  // Whether to ask at all, once the browser has said what it allows; null until then. The delay runs from the page
  // being live, not from this answer.
  const wanted = useRef<boolean | null>(null);
  useEffect(
    () =>
      inOwnTask(() => {
        let live = true;
        void currentPermission().then((permission) => {
          if (live) wanted.current = promptWanted({ supported: pushSupported(), source, permission, dismissed: promptDismissed() });
        });
        return () => {
          live = false;
        };
      }),
    [source],
  );
  const [phase, setPhase] = useState<Phase>("waiting");
  const session = useRef<PushSession | null>(null);
  const title = useAtomValue(merchantNameAtom);
  const icon = settings?.mobileTemplate?.apple_touch_icon || merchant?.logoUrl;

  // SPEC §4 Token change: every page load with a session re-sends the token (when permission is granted).
  useEffect(() => {
    if (!token || !source || !pushSupported()) return;
    return inOwnTask(() => {
      const started = startPushSession({
        source: tokenSourceFor(source),
        registration: () => pushRegistration(),
        defaults: { title, ...(icon ? { icon } : {}) },
        sandboxDelivery: source.kind === "sandbox",
      });
      session.current = started;
      return () => {
        started.stop();
        if (session.current === started) session.current = null;
      };
    });
  }, [token, source, title, icon]);

  // The prompt waits for the home page to be live a while, and for any other popup or prompt to close.
  useEffect(() => {
    if (phase !== "waiting" || !onHome) return;
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      if (wanted.current === false) return;
      // The store, not this render's value: a prompt taken since (its render still to come) must count.
      if (wanted.current === null || store.get(openPromptAtom) !== null || anotherOverlayOpen()) timer = setTimeout(check, TIMING.pushPromptRecheck);
      else {
        // SPEC §4 "an open prompt blocks another": taken at once, so the add-to-home or install prompt waits for this one.
        store.set(openPromptAtom, "push");
        setPhase("open");
      }
    };
    timer = setTimeout(check, TIMING.pushPromptDelay);
    return () => clearTimeout(timer);
  }, [phase, onHome, otherPrompt, store]);

  // Still only asking: a prompt or popup that opens over it takes the screen, and this one comes back after.
  useEffect(() => {
    if (phase !== "open") return;
    const timer = setInterval(() => {
      const taken = store.get(openPromptAtom);
      if ((taken !== null && taken !== "push") || anotherOverlayOpen()) setPhase("waiting");
    }, TIMING.pushPromptRecheck);
    return () => clearInterval(timer);
  }, [phase, store]);

  // The prompt slot stays this one's while it or what follows from it (busy, the error) is on screen.
  const showing = phase === "open" || phase === "busy" || phase === "denied" || phase === "failed";
  useEffect(() => {
    if (!showing) return;
    if (store.get(openPromptAtom) === null) store.set(openPromptAtom, "push");
    return () => {
      if (store.get(openPromptAtom) === "push") store.set(openPromptAtom, null);
    };
  }, [showing, store]);

  const turnOn = async () => {
    setPhase("busy");
    try {
      if (!session.current) throw new Error("no push session");
      await session.current.enable();
      setPhase("closed");
      showToast(store, { key: "push.enabled" }, TIMING.pushEnabledToast);
    } catch {
      setPhase("failed");
    }
  };

  const agree = () => {
    // Asked before anything else happens in the tap: iOS answers only inside the gesture (PITFALLS).
    const asked = requestPermission();
    setPhase("busy");
    asked.then(
      (permission) => (permission === "granted" ? turnOn() : setPhase("denied")),
      () => setPhase("denied"),
    );
  };

  const dismiss = () => {
    dismissPrompt();
    setPhase("closed");
  };

  // Its turn among the overlays (docs/decisions/054): asked for while it would show.
  const turn = useOverlayTurn("pushPrompt", showing);
  if (phase === "waiting" || phase === "closed" || !turn) return null;
  return <PromptCard phase={phase} site={title} onAgree={agree} onRetry={() => void turnOn()} onDismiss={dismiss} />;
}

function PromptCard({
  phase,
  site,
  onAgree,
  onRetry,
  onDismiss,
}: {
  phase: Exclude<Phase, "waiting" | "closed">;
  site: string;
  onAgree: () => void;
  onRetry: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const busy = phase === "busy";
  const failed = phase === "denied" || phase === "failed";
  const message = phase === "denied" ? t("push.error.denied", { site }) : phase === "failed" ? t("push.error.failed") : t("push.prompt.message", { site });
  const badge = (
    <div className={failed ? `${styles.badge} ${styles.badgeError}` : styles.badge} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        {failed && <path d="M3 3l18 18" />}
      </svg>
    </div>
  );
  return (
    <NoticeFrame
      id={PUSH_PROMPT_ID}
      kind="prompt"
      icon={badge}
      title={t(failed ? "push.error.title" : "push.prompt.title")}
      message={message}
      messageRole={failed ? "alert" : undefined}
      onEscape={busy ? undefined : onDismiss}
    >
      {phase === "denied" ? (
        <Button type="button" onClick={onDismiss} data-autofocus>
          {t("push.error.ok")}
        </Button>
      ) : (
        <>
          <Button type="button" variant="secondary" onClick={onDismiss} disabled={busy}>
            {t("push.prompt.dismiss")}
          </Button>
          <Button type="button" onClick={phase === "failed" ? onRetry : onAgree} busy={busy} busyLabel={t("push.prompt.busy")} data-autofocus>
            {t(phase === "failed" ? "push.error.retry" : "push.prompt.agree")}
          </Button>
        </>
      )}
    </NoticeFrame>
  );
}
