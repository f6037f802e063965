import type { CountryInfo, SiteSettings } from "#shared/contract";

/** Whitelabel flag that turns the picker off (SPEC §5 names the rule, not the flag; docs/decisions/003). */
export const PICKER_DISABLED_FLAG = "DISABLEMOBILEICC3";

/**
 * SPEC §5: the country code shows only when a code, a dialling code and a country
 * list exist, and then when SMS via the identity provider or UPDATEMOBILEICC3 is on.
 */
export function countryCodeShown(country: CountryInfo | null, settings: SiteSettings | null): boolean {
  if (!country?.countryCode || !country.countryDialingCode || !country.countries?.length) return false;
  return Boolean(settings?.sms?.firebase || settings?.whitelabel?.UPDATEMOBILEICC3);
}

export function pickerEnabled(settings: SiteSettings | null): boolean {
  return !settings?.whitelabel?.[PICKER_DISABLED_FLAG];
}
