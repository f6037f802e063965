/** The language choice (SPEC §9): the header's picker. */
export { LanguagePicker } from "./LanguagePicker";
