/** The country dialling-code picker (SPEC §2, §5), used by sign-in and registration. */
export { CountryCodeButton } from "./CountryCodeButton";
export { countryCodeShown, pickerEnabled } from "./countryPicker";
export { countryName } from "./countryNames";
export { MobileField } from "./MobileField";
export { type CountryChoice, useCountry } from "./useCountry";
