import type { MerchantContent } from "./schema.ts";

/**
 * A merchant's content with its popups (welcome images and announcements) taken out: the page as a
 * returning player sees it once the popups were seen. The e2e tests start from it so popups never cover
 * a screen under test; the bench measures the page itself with it.
 */
export function withoutPopups(content: MerchantContent): MerchantContent {
  const copy = structuredClone(content);
  for (const doc of Object.values(copy.languages)) {
    if (!doc) continue;
    doc.popups.items = [];
    doc.banners = doc.banners.filter((banner) => !banner.groupName.startsWith("m_popup"));
  }
  return copy;
}
