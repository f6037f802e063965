import type { HandoffOffer } from "./handoff.ts";
import type { Banner, GameLane, MarqueeItem, PushWebConfig, SiteSettings } from "./contract/index.ts";
import type { PageVersion } from "./assetManifest.ts";
import type { LanguageCode } from "./languages.ts";
import type { LocalTexts } from "./localText.ts";
import type { NumberShape } from "./numberShape.ts";
import type { PlatformForms } from "./platformForms/forms.ts";

/** One language's interface strings: flat keys, `{{name}}` placeholders (locales/<CODE>.json). */
export type Strings = Record<string, string>;

/** What the edge knows of the merchant that the page may show (never its gates or upstream). */
export interface MerchantBrand {
  code: string;
  name: string;
  /** The name in other languages (shared/merchantConfig.ts); absent: `name` in every language. */
  names?: LocalTexts;
  logoUrl: string;
  currency: string;
  languages: LanguageCode[];
  customerServiceUrl?: string;
  /** Consent at registration and the responsible-gambling link (issue #14); absent in a page inlined before it existed (18, no links). */
  consent?: { minimumAge: number; termsUrl?: string; privacyUrl?: string; responsibleGamblingUrl?: string };
  /** Origins outside the merchant's own that links may open (DESIGN §5). */
  allowedRedirectOrigins: string[];
  /** Those of them a banner's link may carry the session to (docs/decisions/053); absent in an older inlined page: none. */
  sessionLinkOrigins?: string[];
  /** Origins the game frame may open (docs/decisions/017). */
  allowedGameOrigins: string[];
  /** Optional overlays a visit may show (docs/decisions/054); absent in an older inlined page: the default. */
  overlaysPerVisit?: number;
  /** Guests may browse home, games and promotions (issue #35); absent in an older inlined page: off. */
  guestBrowsing?: boolean;
  /** The forms of what SPEC leaves unsaid that this merchant's platform speaks (docs/decisions/062); absent: the sandbox's. */
  platformForms?: Omit<PlatformForms, "paths">;
  /** The merchant's Firebase web config for push (docs/decisions/023); absent or null: no FCM. Public values only. */
  push?: Partial<PushWebConfig> | null;
}

/** The state the worker inlines into every page and the client hydrates from (DESIGN §4). */
export interface InitialState {
  merchant: MerchantBrand;
  language: LanguageCode;
  /**
   * The digest of the language's strings. The page does not inline them: its start script fetches them at this
   * version, which the browser keeps for good (docs/decisions/075).
   */
  stringsVersion: string;
  /** Null when the upstream could not be reached; the page still renders. */
  siteSettings: SiteSettings | null;
  /**
   * The edge's hint that this browser has a session (the "signed in" cookie or a token in the address):
   * protected pages render on the server; the client's access rule still decides once it runs.
   */
  signedIn: boolean;
  /** The home's content, loaded at the edge for the pages that show it (issue #10); absent elsewhere. */
  content?: EdgeContent;
  /** How the first screen's numbers are written, so the page formats them as the server did without building a formatter (shared/format.ts). */
  numberShapes?: Record<string, NumberShape>;
  /** What this page was built and released as (SPEC §4 update check). */
  version: PageVersion;
  /** The account a cross-domain hand-off offers (docs/decisions/027, 053): the page asks before it signs anyone in. */
  handoff?: { offer: HandoffOffer };
  /** The Firebase Auth emulator standing in for Google (development and tests only). */
  firebaseEmulator?: string;
}

/** What the edge fetched for the first paint, in the page's language; null where the platform failed (the client retries). */
export interface EdgeContent {
  language: LanguageCode;
  banners: Banner[] | null;
  lanes: GameLane[] | null;
  marquee: MarqueeItem[] | null;
}

export const INITIAL_STATE_ELEMENT_ID = "__MC_STATE__";

/** JSON that is safe inside a <script> element: no tag or line-separator breakouts. */
export function serializeState(state: InitialState): string {
  return JSON.stringify(state)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
