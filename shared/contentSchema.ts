import { z } from "zod";

/**
 * The shapes of the content calls (shared/contract/content.ts) as the edge accepts them: what the
 * platform answers is hostile input, so each item is checked before it is rendered or inlined, and
 * the sandbox validates what operators store with the same rules.
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

export const banner = image.extend({
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

export const popupAnnouncement = z.object({
  id,
  title: z.string().max(200),
  content: text,
  promotionType: z.string().max(32),
  execution: z.enum(["A", "B", "F"]),
  activityId: z.string().max(64).optional(),
});

export const activity = z.object({
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
  orientation: z.enum(["landscape", "portrait"]).optional(),
});

export const gameLane = z.object({
  vendorKey: z.string().min(1).max(64),
  title: z.string().max(100),
  gameClassify: z.array(z.string().max(32)).max(20),
  vendorNames: z
    .record(z.string().max(32), z.string().min(1).max(60))
    .refine((names) => Object.keys(names).length <= 20, "at most 20 vendor names")
    .optional(),
  gameCount: z.number().int().nonnegative(),
  cards: z.array(gameCard).max(200),
});

export const availablePromotion = z.object({ enabled: z.boolean(), count: z.number().int().nonnegative() });

export const marqueeItem = z.object({ id, content: z.string().max(500) });
export const category = z.object({ id, name: z.string().max(100) });
