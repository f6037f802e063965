import { Component, type ErrorInfo, type ReactNode } from "react";
import { offlineLately } from "../connectivity";
import { HeldSuspense } from "../hydrationHolds";

interface OptionalPartProps {
  children: ReactNode;
  /** Shown while the part's code is on its way, and instead of the part if it fails. */
  fallback?: ReactNode;
}

interface OptionalPartState {
  failure: { error: unknown; offline: boolean } | null;
}

/**
 * A lazily loaded part the page can live without: an overlay, the header balance, a dialog's body.
 *
 * Its code may fail to arrive because the phone went offline between the page and the part, or was offline a moment
 * ago (lib/connectivity.ts; the app then does not reload, client/main.tsx). That failure stays the part's: the page
 * and what the player typed into it remain, where the router's error screen would replace them all. Chromium remembers a failed module for the page's life, so the
 * part is not tried again; the next page load brings it. Online, a failure goes on to the router's error screen,
 * which recovers from a deploy once and otherwise offers the way home (SPEC §2).
 */
export class OptionalPart extends Component<OptionalPartProps, OptionalPartState> {
  override state: OptionalPartState = { failure: null };

  static getDerivedStateFromError(error: unknown): OptionalPartState {
    return { failure: { error, offline: offlineLately() } };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (offlineLately()) console.error("A part of the page could not load offline", error, info.componentStack);
  }

  override render(): ReactNode {
    const { failure } = this.state;
    const fallback = this.props.fallback ?? null;
    if (failure?.offline) return fallback;
    // Thrown again from here, it reaches the next boundary up: the router's error screen.
    if (failure) throw failure.error;
    // Over the server's markup, a language switch waits for the part to hydrate (../hydrationHolds.tsx).
    return <HeldSuspense fallback={fallback}>{this.props.children}</HeldSuspense>;
  }
}
