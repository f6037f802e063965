import { useAtomValue } from "../../lib/atomHooks";
import { type ReactNode, useCallback, useEffect, useEffectEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { PlayerMessage } from "../../lib/effects";
import { languageAtom } from "../startup/atoms";
import { Button } from "../../lib/ui/Button";
import styles from "./ScreenState.module.css";
import { VisuallyHidden } from "../../lib/ui/VisuallyHidden";

/** What a screen's data is doing (DESIGN §4a: every wait shows a state, every failure says what to do next). */
export type Loadable<T> = { status: "loading" } | { status: "ready"; value: T } | { status: "error"; error: unknown };

export interface ScreenLoad<T> {
  state: Loadable<T>;
  /** Asks again after a failure (the Retry button). */
  retry: () => void;
  /** Changes the loaded value in place, e.g. with a claim's answer, without asking again. */
  update: (change: (value: T) => T) => void;
}

/**
 * Loads a screen's data once per language (server texts arrive in the player's language, so another
 * language asks again) and on Retry. An answer for a language or attempt the screen has left is dropped.
 */
export function useScreenLoad<T>(load: () => Promise<T>, key = ""): ScreenLoad<T> {
  const language = useAtomValue(languageAtom);
  const [attempt, setAttempt] = useState(0);
  const requestKey = `${language}|${key}|${attempt}`;
  const [result, setResult] = useState<{ key: string; state: Loadable<T> } | null>(null);
  const run = useEffectEvent(load);

  useEffect(() => {
    let current = true;
    run().then(
      (value) => current && setResult({ key: requestKey, state: { status: "ready", value } }),
      (error: unknown) => current && setResult({ key: requestKey, state: { status: "error", error } }),
    );
    return () => {
      current = false;
    };
  }, [requestKey]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const update = useCallback(
    (change: (value: T) => T) =>
      setResult((previous) =>
        previous?.state.status === "ready" ? { ...previous, state: { status: "ready", value: change(previous.state.value) } } : previous,
      ),
    [],
  );
  const state: Loadable<T> = result?.key === requestKey ? result.state : { status: "loading" };
  return { state, retry, update };
}

export interface ScreenAction {
  /** The id of the action under way (the pressed button shows it), or null. */
  busy: string | null;
  /**
   * Runs the action unless one is under way ("skipped"). A failure has already been told by the request
   * layer's notice (SPEC §8), so it only answers "failed".
   */
  run: (id: string, action: () => Promise<void>) => Promise<"done" | "failed" | "skipped">;
}

/** One post at a time on a screen: the pressed button is busy, and a double tap sends nothing twice. */
export function useScreenAction(): ScreenAction {
  // The ref answers a second tap before React has rendered the first one's busy state.
  const running = useRef(false);
  const [busy, setBusy] = useState<string | null>(null);
  const run = useCallback(async (id: string, action: () => Promise<void>) => {
    if (running.current) return "skipped" as const;
    running.current = true;
    setBusy(id);
    try {
      await action();
      return "done" as const;
    } catch {
      return "failed" as const;
    } finally {
      running.current = false;
      setBusy(null);
    }
  }, []);
  return { busy, run };
}

/** The player-facing message the request layer attached to a failure, if any. */
function shownMessage(error: unknown): PlayerMessage | null {
  return (error as { details?: { shown?: PlayerMessage } } | null)?.details?.shown ?? null;
}

/** Grey blocks in the shape of what is coming, so nothing shifts when it arrives. */
export function Skeleton({ variant = "list", count = 3 }: { variant?: "list" | "grid" | "card"; count?: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles[variant]} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className={styles.block} />
      ))}
      <VisuallyHidden role="status">{t("screenState.loading")}</VisuallyHidden>
    </div>
  );
}

/** A failure with what to do next: the platform's own words when it gave some, and Retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const shown = shownMessage(error);
  const detail = shown ? ("key" in shown ? t(shown.key, shown.values ?? {}) : shown.text) : null;
  return (
    <div className={styles.error} role="alert">
      <svg className={styles.icon} width="40" height="40" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 3 2 21h20L12 3zm0 6v5m0 3v.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <p className={styles.errorTitle}>{t("screenState.loadFailed")}</p>
      {detail && <p className={styles.detail}>{detail}</p>}
      <Button type="button" variant="secondary" onClick={onRetry}>
        {t("screenState.retry")}
      </Button>
    </div>
  );
}

/** Nothing to show, said plainly. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className={styles.empty}>{children}</p>;
}

/**
 * A screen's data in its three states: the skeleton while it loads, the error with Retry, then the
 * content (or `empty` when `isEmpty` says there is nothing).
 */
export function ScreenState<T>({
  load,
  skeleton = <Skeleton />,
  isEmpty,
  empty,
  children,
}: {
  load: ScreenLoad<T>;
  skeleton?: ReactNode;
  isEmpty?: (value: T) => boolean;
  empty?: ReactNode;
  children: (value: T) => ReactNode;
}) {
  const { state, retry } = load;
  if (state.status === "loading") return skeleton;
  if (state.status === "error") return <LoadError error={state.error} onRetry={retry} />;
  if (isEmpty?.(state.value) && empty) return <EmptyState>{empty}</EmptyState>;
  return children(state.value);
}
