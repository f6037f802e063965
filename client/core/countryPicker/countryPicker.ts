import type { CountryInfo, SiteSettings } from "#shared/contract";
import { SANDBOX_FORMS } from "#shared/platformForms/forms";

/**
 * SPEC §5: the country code shows only when a code, a dialling code and a country
 * list exist, and then when SMS via the identity provider or UPDATEMOBILEICC3 is on.
 */
export function countryCodeShown(country: CountryInfo | null, settings: SiteSettings | null): boolean {
  if (!country?.countryCode || !country.countryDialingCode || !country.countries?.length) return false;
  return Boolean(settings?.sms?.firebase || settings?.whitelabel?.UPDATEMOBILEICC3);
}

/** SPEC §5: the picker is off when the whitelabel flag the merchant's platform forms name for it is on (docs/decisions/062). */
export function pickerEnabled(settings: SiteSettings | null, pickerOffFlag: string = SANDBOX_FORMS.settingNames.countryPickerOff): boolean {
  return !settings?.whitelabel?.[pickerOffFlag];
}
