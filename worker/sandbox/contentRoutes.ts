import { type Context, Hono } from "hono";
import {
  availablePromotions,
  bannerList,
  gameLaneMatches,
  gameVendorLanes,
  HEADERS,
  HOME_VENDOR_KEY,
  promotionCategories,
  promotionList,
} from "#shared/contract";
import type { ContentDoc } from "./content/schema";
import { contentIn, readMerchantContent } from "./content/contentStore";
import { fail, ok } from "./envelope";
import type { SandboxEnv } from "./types";

/** The home's lanes come with the cards of this many lanes; the rest are fetched by vendor key (ours, docs/decisions/012). */
export const HOME_LANES_WITH_CARDS = 2;

type Handler = (c: Context<SandboxEnv>, doc: ContentDoc) => Response;

/** Every content call reads the merchant's current document; a broken one is refused clearly, never served. */
function withContent(handler: Handler) {
  return async (c: Context<SandboxEnv>) => {
    const read = await readMerchantContent(c.env.CONFIG, c.var.merchantCode);
    if (!read) return fail(c, "content_not_found", 404);
    if (!read.ok) {
      console.error(JSON.stringify({ event: "sandbox_content_invalid", merchant: c.var.merchantCode, problems: read.problems }));
      return fail(c, "content_unavailable", 500);
    }
    return handler(c, contentIn(read.content, c.req.header(HEADERS.language)));
  };
}

/** SPEC §7 content calls: no token needed (SPEC §6), answered from KV content per merchant and language. */
export const contentRoutes = new Hono<SandboxEnv>()
  .get(
    bannerList.path,
    withContent((c, doc) => ok(c, doc.banners)),
  )
  .get(
    promotionList.path,
    withContent((c, doc) => {
      const types = c.req.query("types");
      if (types === "PR") {
        // SPEC §7: category app_download narrows to the app-download promotions.
        const appDownloadOnly = c.req.query("category") === "app_download";
        return ok(
          c,
          doc.activities.filter((activity) => !appDownloadOnly || activity.redirectType === "APP_DOWNLOAD"),
        );
      }
      if (types === "POPUP") return ok(c, doc.popups);
      if (types === "MARQUEE") return ok(c, doc.marquee);
      return fail(c, "announcement_type_invalid", 400);
    }),
  )
  .get(
    promotionCategories.path,
    withContent((c, doc) => ok(c, { categories: doc.categories })),
  )
  .get(
    availablePromotions.path,
    withContent((c, doc) => ok(c, doc.availablePromotions)),
  )
  .get(
    gameVendorLanes.path,
    withContent((c, doc) => {
      const vendorKey = c.req.query("vendorKey") ?? HOME_VENDOR_KEY;
      if (vendorKey !== HOME_VENDOR_KEY) return laneAnswer(c, doc, vendorKey);
      const lanes = doc.lanes.map((lane, index) => (index < HOME_LANES_WITH_CARDS ? lane : { ...lane, cards: [] }));
      return ok(c, { data: { lanes } });
    }),
  )
  .get(
    gameLaneMatches.path,
    withContent((c, doc) => laneAnswer(c, doc, c.req.query("vendorKey") ?? "")),
  );

function laneAnswer(c: Context<SandboxEnv>, doc: ContentDoc, vendorKey: string): Response {
  const lane = doc.lanes.find((candidate) => candidate.vendorKey === vendorKey);
  if (!lane) return fail(c, "lane_not_found", 404);
  return ok(c, { data: { lanes: [lane] } });
}
