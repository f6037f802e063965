import { z } from "zod";
import { isLanguageCode, type LanguageCode } from "#shared/languages";
import { activity, availablePromotion, banner, category, gameLane, marqueeItem, popupAnnouncement } from "#shared/contentSchema";

/**
 * The sandbox's content for one merchant (DESIGN §1: "KV (content)"), validated on every read and by
 * `npm run ops -- content set`: a malformed document is refused with a clear message, never served.
 */

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
  marquee: z.array(marqueeItem).max(20),
  activities: z.array(activity).max(100),
  categories: z.array(category).max(30),
  availablePromotions: z.object({
    availablePromosByKey: z.object({ APP_DOWNLOAD: availablePromotion.optional(), REFERRAL: availablePromotion.optional() }),
  }),
  lanes: z.array(gameLane).max(30),
});
export type ContentDoc = z.infer<typeof contentDocSchema>;

const languageCode = z.string().refine((code) => isLanguageCode(code), "not a language code of SPEC §3");

/** A merchant's content in each language it is written in; other languages get the default's. */
export const merchantContentSchema = z
  .object({
    defaultLanguage: languageCode.transform((code) => code as LanguageCode),
    languages: z.record(languageCode, contentDocSchema).transform((languages) => languages as Partial<Record<LanguageCode, ContentDoc>>),
  })
  .refine((content) => content.languages[content.defaultLanguage] !== undefined, { message: "the default language has no content", path: ["languages"] });
export type MerchantContent = z.infer<typeof merchantContentSchema>;

/** KV key of a merchant's sandbox content. */
export const contentKey = (merchantCode: string) => `sandbox-content:${merchantCode}`;
