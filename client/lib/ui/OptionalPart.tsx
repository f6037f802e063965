import { Component, type ErrorInfo, type ReactNode, Suspense } from "react";

interface OptionalPartProps {
  children: ReactNode;
  /** Shown while the part's code is on its way, and instead of the part if it fails. */
  fallback?: ReactNode;
}

/**
 * A lazily loaded part the page can live without: an overlay, the header balance, a dialog's body.
 *
 * Its code may fail to arrive, typically because the phone went offline between the page and the part (the
 * app then does not reload, client/main.tsx). The part's failure stays the part's: the page and what the
 * player typed into it remain, where the router's error screen would replace them all. Chromium remembers a
 * failed module for the page's life, so the part is not tried again; the next page load brings it.
 */
export class OptionalPart extends Component<OptionalPartProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error("An optional part of the page failed", error, info.componentStack);
  }

  override render(): ReactNode {
    const fallback = this.props.fallback ?? null;
    if (this.state.failed) return fallback;
    return <Suspense fallback={fallback}>{this.props.children}</Suspense>;
  }
}
