import { DOWNLOAD_RESOURCE } from "#shared/contract/install";
import type { SiteSettings } from "#shared/contract";
import type { MerchantBrand } from "#shared/initialState";
import type { LanguageCode } from "#shared/languages";
import { localText, merchantName, readLocalTexts } from "#shared/localText";
import { pwaTitle, readPwaTemplate } from "#shared/pwaTemplate";

export interface AppIdentity {
  name: string;
  icon: string;
  /** SPEC §3 mobileTemplate.app_desc: the merchant's line about its app, when it wrote one. */
  description?: string;
  descriptionColor?: string;
  /** SPEC §3 mobileTemplate.app_background: the full-screen install prompt's picture. */
  background?: string;
}

/**
 * How the install surfaces name and picture the app: the web-app name and icons the manifest uses
 * (mobileTemplate.pwa, else the merchant's name in `language`), the download icon of the resources first for the icon;
 * the description in `language`.
 */
export function appIdentity(settings: SiteSettings | null, merchant: MerchantBrand | null, language: LanguageCode): AppIdentity {
  const pwa = readPwaTemplate(settings) ?? {};
  const template = settings?.mobileTemplate;
  const icon =
    settings?.resources?.[DOWNLOAD_RESOURCE.appIcon] || pwa.icons?.["192"] || pwa.icons?.["256"] || template?.apple_touch_icon || merchant?.logoUrl || "";
  return {
    name: pwaTitle(pwa, language, merchant ? merchantName(merchant, language) : ""),
    icon,
    // In the player's language when the operator wrote it in more than one (docs/decisions/055).
    description: localText(template?.app_desc, readLocalTexts(template?.app_desc_texts), language) || undefined,
    descriptionColor: template?.app_desc_font_color?.trim() || undefined,
    background: template?.app_background?.trim() || undefined,
  };
}
