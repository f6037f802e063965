import { providerKind } from "#shared/supportRules";
import type { ResolvedEntry } from "#shared/platformForms/supportPath";
import { comm100Provider } from "./comm100";
import { liveChatProvider } from "./liveChat";
import type { ChatProvider, ProviderDeps } from "./types";

export type { ChatProvider, ProviderDeps } from "./types";

/** CBS: the platform's own chat, launched for a ticketed address and shown by the app; it alone knows an unread count. */
function platformChatProvider(deps: ProviderDeps): ChatProvider {
  return {
    async open() {
      deps.presentChat(await deps.launchChat());
    },
    unreadCount: () => deps.unreadCount(),
  };
}

/** AICAN, MIDUOKE and any type the list does not know: the decrypted address, in a new tab. */
function linkProvider(entry: ResolvedEntry, deps: ProviderDeps): ChatProvider {
  return {
    async open() {
      deps.openWindow(entry.address);
    },
  };
}

/** The adapter for an entry's csType (docs/decisions/019). */
export function providerFor(entry: ResolvedEntry, deps: ProviderDeps): ChatProvider {
  switch (providerKind(entry.csType)) {
    case "platform":
      return platformChatProvider(deps);
    case "script":
      return entry.csType.startsWith("COMM100") ? comm100Provider(entry, deps) : liveChatProvider(entry, deps);
    case "link":
      return linkProvider(entry, deps);
  }
}
