import { z } from "zod";
import { isLanguageCode, type LanguageCode } from "../../../shared/languages";

/**
 * The sandbox's content for one merchant (DESIGN §1: "KV (content)"), validated on every read and by
 * `npm run ops -- content set`: a malformed document is refused with a clear message, never served.
 */
const text = z.string().max(20_000);
const id = z.string().min(1).max(64);
const imageSource = z.object({ type: z.enum(["image/avif", "image/webp"]), url: z.string().min(1).max(2048) });
const image = z.object({
  url: z.string().min(1).max(2048),
  width: z.number().int().positive().max(4096),
  height: z.number().int().positive().max(4096),
  sources: z.array(imageSource).max(4).optional(),
});

const banner = image.extend({
  id,
  groupName: z.string().min(1).max(32),
  title: z.string().max(200),
  linkageType: z.enum(["P", "URL", "G", ""]),
  linkage: z.string().max(2048),
  roomId: z.string().max(64).optional(),
  nodeId: z.string().max(64).optional(),
  gameType: z.string().max(32).optional(),
  vendor: z.string().max(32).optional(),
  text: z.string().max(2000).optional(),
});

const popupAnnouncement = z.object({
  id,
  title: z.string().max(200),
  content: text,
  promotionType: z.string().max(32),
  execution: z.enum(["A", "B", "F"]),
  activityId: z.string().max(64).optional(),
});

const activity = z.object({
  id,
  title: z.string().max(200),
  summary: z.string().max(500),
  content: text,
  image,
  promoAnnouncementCategoryIds: z.array(z.string().max(64)).max(20),
  redirectType: z.string().max(32),
  redirectUrl: z.string().max(2048).optional(),
  buttonText: z.string().max(60).optional(),
});

const gameCard = z.object({
  gameId: id,
  displayName: z.string().max(100),
  accountTypeName: z.string().max(32),
  image,
  nodeId: z.string().max(64).optional(),
  gameCode: z.string().max(64).optional(),
  gameType: z.string().max(32).optional(),
});

const gameLane = z.object({
  vendorKey: z.string().min(1).max(64),
  title: z.string().max(100),
  gameClassify: z.array(z.string().max(32)).max(20),
  gameCount: z.number().int().nonnegative(),
  cards: z.array(gameCard).max(200),
});

const availablePromotion = z.object({ enabled: z.boolean(), count: z.number().int().nonnegative() });

/** One language's content. */
export const contentDocSchema = z.object({
  banners: z.array(banner).max(50),
  popups: z.object({
    style: z.enum(["slider", "list"]),
    forceRead: z.boolean(),
    dontShowToday: z.boolean(),
    doNotShowAgain: z.boolean(),
    items: z.array(popupAnnouncement).max(50),
  }),
  marquee: z.array(z.object({ id, content: z.string().max(500) })).max(20),
  activities: z.array(activity).max(100),
  categories: z.array(z.object({ id, name: z.string().max(100) })).max(30),
  availablePromotions: z.object({
    availablePromosByKey: z.object({ APP_DOWNLOAD: availablePromotion.optional(), REFERRAL: availablePromotion.optional() }),
  }),
  lanes: z.array(gameLane).max(30),
});
export type ContentDoc = z.infer<typeof contentDocSchema>;

const languageCode = z.string().refine((code): code is LanguageCode => isLanguageCode(code), "not a language code of SPEC §3");

/** A merchant's content in each language it is written in; other languages get the default's. */
export const merchantContentSchema = z.object({
  defaultLanguage: languageCode,
  languages: z.record(languageCode, contentDocSchema),
});
export type MerchantContent = z.infer<typeof merchantContentSchema>;

/** KV key of a merchant's sandbox content. */
export const contentKey = (merchantCode: string) => `sandbox-content:${merchantCode}`;
