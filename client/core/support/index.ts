/** Customer service and the platform's chat (SPEC §2, §3, §4 Chat, §6, §7; docs/decisions/019). */
export { chatAccess, chatAccessAtom, type ChatAccess, hasPlatformChat, NO_CHAT_TYPE, supportLabelAtom, unreadWantedAtom } from "./access";
export { chatFrameAtom, type ChatFrameState, supportBusyAtom, supportChoiceAtom, unreadAtom, type UnreadState } from "./atoms";
export { chatAddress, entryTitle, type SupportActions, supportActions, useCustomerService } from "./customerService";
export { prepareEntries, readyEntries, visibleEntries } from "./entries";
export { scheduleChatHooks } from "./hooks";
export { type ChatProvider, type ProviderDeps, providerFor } from "./providers";
export { formatUnread, refreshUnread, UNREAD_CAP } from "./unread";
export { useUnreadCount } from "./useUnreadCount";
