import { type createStore, useStore } from "jotai";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { TIMING } from "#shared/constants";
import { type ChatLaunchQuery, chatLaunch, type SiteSettings } from "#shared/contract";
import { chatLanguage, providerKind } from "#shared/supportRules";
import { type ResolvedEntry, serviceAddress } from "#shared/platformForms/supportPath";
import type { LanguageCode } from "#shared/languages";
import { localText } from "#shared/localText";
import { ROUTES } from "#shared/routes";
import { useAppNavigate } from "../../lib/navigation";
import { currentPlatform, isIOS } from "../../lib/platform";
import { call, RequestError } from "../../lib/request";
import { languageAtom, merchantAtom, siteSettingsAtom } from "../startup/atoms";
import { pushNotice, showToast } from "../notices";
import { tokenAtom } from "../session";
import { chatAccessAtom, supportLabelAtom } from "./access";
import { chatFrameAtom, supportBusyAtom, supportChoiceAtom, widgetUnreadAtom } from "./atoms";
import { readyEntries, visibleEntries } from "./entries";
import { platformFormsOf } from "#shared/platformForms/forms";
import { scheduleChatHooks } from "./hooks";
import { loadScript } from "../../lib/loadScript";
import { type ChatProvider, type ProviderDeps, providerFor } from "./providers";
import { loadScriptConfig } from "./scriptConfig";
import { fetchUnreadCount, refreshUnread } from "./unread";

type Store = ReturnType<typeof createStore>;

/** The global stylesheet's primary colour, for when the merchant's cannot be read. */
const DEFAULT_HEADER_COLOR = "#f5b400";
const TITLE_MAX = 60;

export interface SupportOptions {
  navigate: (to: string) => void;
  /** The chat's own title when an entry has none (an i18n text). */
  chatTitle: string;
  win?: Window;
  /** The platform's chat replaces the page instead of opening in the frame (iPhone and iPad, docs/decisions/019). */
  sameTab?: () => boolean;
}

export interface SupportActions {
  /** SPEC §2 "open customer service": the one entry, or a sheet to choose from several; the config's address when there are none. */
  open(): void;
  /** The same, from another list of entries than the site settings' (the domain check's, SPEC §3). */
  openList(list: unknown): void;
  /** Opens one entry the way its provider expects. */
  openEntry(entry: ResolvedEntry): void;
}

/** An entry's title in the player's language (docs/decisions/055): the chooser, the chat's header and its launch agree. */
export function entryTitle(entry: Pick<ResolvedEntry, "title" | "titles">, language: LanguageCode): string {
  return localText(entry.title, entry.titles, language);
}

/** The merchant's primary colour as #rrggbb (SPEC §7 headerColor). */
function headerColor(win: Window): string {
  const value = win.getComputedStyle?.(win.document.documentElement).getPropertyValue("--brand-primary").trim().toLowerCase() ?? "";
  if (/^#[0-9a-f]{6}$/.test(value)) return value;
  if (/^#[0-9a-f]{3}$/.test(value)) return `#${[...value.slice(1)].map((digit) => digit + digit).join("")}`;
  return DEFAULT_HEADER_COLOR;
}

/** The platform's chat address: the page's own origin (the sandbox, in development over http), else https only. */
export function chatAddress(chatUrl: unknown, location: Pick<Location, "href" | "origin">): string | null {
  if (typeof chatUrl !== "string" || !chatUrl) return null;
  try {
    const url = new URL(chatUrl, location.href);
    return url.origin === location.origin || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

export function supportActions(store: Store, options: SupportOptions): SupportActions {
  // Read when used: the server renders the components that hold these actions, and it has no window.
  const page = () => options.win ?? window;
  const sameTab = options.sameTab ?? (() => isIOS(currentPlatform()));

  const openWindow = (address: string) => {
    // noreferrer: the provider never learns the page the player was on (PITFALLS Security).
    page().open(new URL(address, page().location.href).href, "_blank", "noopener,noreferrer");
  };

  function launchQuery(entry: ResolvedEntry): ChatLaunchQuery {
    return {
      b2c: "1",
      title: (entryTitle(entry, store.get(languageAtom)) || options.chatTitle).slice(0, TITLE_MAX),
      backUrl: `${page().location.pathname}${page().location.search}`,
      language: chatLanguage(store.get(languageAtom)),
      headerColor: headerColor(page()),
    };
  }

  function depsFor(entry: ResolvedEntry): ProviderDeps {
    const win = page();
    return {
      win,
      loadScript: (src) => loadScript(src, win.document),
      scriptConfig: () => loadScriptConfig(store.get(tokenAtom)),
      openWindow,
      async launchChat() {
        const { chatUrl } = await call(chatLaunch, { query: launchQuery(entry), alert: false });
        const url = chatAddress(chatUrl, win.location);
        if (!url) throw new Error("chatUrl is not an address the chat may open");
        return url;
      },
      presentChat(url) {
        if (sameTab()) {
          win.location.assign(url);
          return;
        }
        store.set(chatFrameAtom, { status: "ready", entry, url });
      },
      unreadCount: fetchUnreadCount,
    };
  }

  /** SPEC §9: identify the player and refresh the unread count at 0.5, 1 and 3 s after the chat opens. */
  function runHooks(provider: ChatProvider): void {
    scheduleChatHooks(() => {
      if (provider.identify) {
        void loadScriptConfig(store.get(tokenAtom)).then(
          (config) => config.identity && provider.identify?.(config.identity),
          () => undefined,
        );
      }
      void refreshUnread(store);
    });
  }

  async function openPlatformChat(entry: ResolvedEntry, provider: ChatProvider): Promise<void> {
    const access = store.get(chatAccessAtom);
    if (access === "guest") {
      // SPEC §4: not logged in, sent to log in after 0.5 s; the toast says why for that long.
      store.set(supportBusyAtom, entry);
      showToast(store, { key: "chat.loginFirst" }, TIMING.chatLoginRedirect);
      setTimeout(() => {
        store.set(supportBusyAtom, null);
        options.navigate(ROUTES.login);
      }, TIMING.chatLoginRedirect);
      return;
    }
    // SPEC §4, §8: type 4 is refused with 'no permissions' and the platform is not asked.
    if (access === "refused") return pushNotice(store, { key: "chat.noPermission" });
    store.set(chatFrameAtom, { status: "launching", entry });
    try {
      await provider.open();
      runHooks(provider);
    } catch (error) {
      if (error instanceof RequestError && (error.errorCode === "chat_no_permission" || error.kind === "session")) {
        store.set(chatFrameAtom, null);
        if (error.errorCode === "chat_no_permission") pushNotice(store, { key: "chat.noPermission" });
        return;
      }
      store.set(chatFrameAtom, { status: "error", entry, error });
    }
  }

  /**
   * Once a widget runs, its agent's messages that arrive while it is put away count on the badge. A widget with a
   * count is already watched, however often it is opened again.
   */
  function watchWidget(entry: ResolvedEntry, provider: ChatProvider): void {
    const key = `${entry.csType} ${entry.address}`;
    if (!provider.watchUnread || key in store.get(widgetUnreadAtom)) return;
    const report = (count: number) => store.set(widgetUnreadAtom, (counts) => ({ ...counts, [key]: count }));
    report(0);
    provider.watchUnread(report);
  }

  async function openWidget(entry: ResolvedEntry, provider: ChatProvider): Promise<void> {
    store.set(supportBusyAtom, entry);
    try {
      await provider.open();
      watchWidget(entry, provider);
      runHooks(provider);
    } catch (error) {
      console.warn(JSON.stringify({ event: "customer_service_open_failed", csType: entry.csType, error: String(error) }));
      pushNotice(store, { key: "support.openFailed" });
    } finally {
      store.set(supportBusyAtom, null);
    }
  }

  function openEntry(entry: ResolvedEntry): void {
    if (store.get(supportBusyAtom) || store.get(chatFrameAtom)?.status === "launching") return;
    store.set(supportChoiceAtom, null);
    // A widget names its window with the entry's title, in the player's language like the rest of the page.
    const provider = providerFor({ ...entry, title: entryTitle(entry, store.get(languageAtom)) }, depsFor(entry));
    const kind = providerKind(entry.csType);
    if (kind === "platform") void openPlatformChat(entry, provider);
    else if (kind === "script") void openWidget(entry, provider);
    // A link opens within the tap itself, or the browser may take it for a popup nobody asked for.
    else void provider.open();
  }

  function choose(entries: ResolvedEntry[]): void {
    if (entries.length === 1) return openEntry(entries[0]!);
    if (entries.length > 1) return void store.set(supportChoiceAtom, entries);
    const fallback = store.get(merchantAtom)?.customerServiceUrl;
    const address = fallback ? serviceAddress(fallback) : null;
    if (address) openWindow(address);
    else pushNotice(store, { key: "links.noCustomerService" });
  }

  return {
    open() {
      openFrom(store.get(siteSettingsAtom));
    },
    openList(list) {
      // The domain check's own list (SPEC §3), on a domain whose settings may never have come.
      openFrom({ ...store.get(siteSettingsAtom), customerService: Array.isArray(list) ? list : [] } as SiteSettings);
    },
    openEntry,
  };

  function openFrom(settings: SiteSettings | null): void {
    if (store.get(supportBusyAtom) || store.get(chatFrameAtom)) return;
    const labelId = store.get(supportLabelAtom);
    const cipher = platformFormsOf(store.get(merchantAtom)?.platformForms).supportPathCipher;
    const ready = readyEntries(settings, labelId, cipher);
    if (ready) choose(ready);
    else void visibleEntries(settings, labelId, cipher).then(choose);
  }
}

/** The customer-service actions of this page's store: the footer's Support, the referral entry, the feedback page. */
export function useCustomerService(): SupportActions {
  const store = useStore();
  const navigate = useAppNavigate(useNavigate());
  const { t } = useTranslation();
  const chatTitle = t("chat.title");
  return useMemo(() => supportActions(store, { navigate, chatTitle }), [store, navigate, chatTitle]);
}
