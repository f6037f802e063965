import type { CustomerServiceScript, SupportIdentity } from "#shared/contract";

/**
 * The one chat interface every customer-service provider is driven through (PITFALLS: chat widgets have no common
 * unread API; one interface: open, unread count, identify). One small adapter per provider implements it.
 */
export interface ChatProvider {
  /** Opens the provider's chat. A vendor's script is fetched on the first call, never before. */
  open(): Promise<void>;
  /** The unread count the platform's chat tells (SPEC §7 CBS_unreadCount). */
  unreadCount?(): Promise<number>;
  /**
   * A vendor's widget has no unread count to ask for, so the page counts the agent's messages that arrive while the
   * widget is not open, and starts again from 0 when it opens (PITFALLS: hosts count messages while it is closed).
   * Works once the widget's script has loaded; `report` gets each new count. Returns the way to stop.
   */
  watchUnread?(report: (count: number) => void): () => void;
  /** Tells the provider who the player is, signed by the server; false while its widget is not ready for it. */
  identify?(player: SupportIdentity): boolean;
}

/** What adapters need from the page, injected so each can be tried on its own. */
export interface ProviderDeps {
  win: Window;
  /** Loads a script once per address (./loadScript.ts). */
  loadScript(src: string): Promise<void>;
  /** WPSCORE_getCustomerServiceScript: the widgets' texts, colour and the player's signed identity. */
  scriptConfig(): Promise<CustomerServiceScript>;
  /** Opens an address in a new tab, with no opener and no referrer. */
  openWindow(address: string): void;
  /** CBS_launchChat for this entry: the chat's address. */
  launchChat(): Promise<string>;
  /** Shows the platform's chat at its address (the full-screen frame, or the whole tab). */
  presentChat(url: string): void;
  /** CBS_unreadCount. */
  unreadCount(): Promise<number>;
}
