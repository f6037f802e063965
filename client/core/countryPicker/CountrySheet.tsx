import { useAtomValue } from "../../lib/atomHooks";
import { type CSSProperties, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CountryEntry } from "#shared/contract";
import { LANGUAGE_LOCALE } from "#shared/languages";
import { languageAtom } from "../startup/atoms";
import { BottomSheet, SheetList, SheetOption } from "../../lib/ui/BottomSheet";
import { SearchField } from "../../lib/ui/SearchField";
import styles from "./CountryCodeButton.module.css";
import { countryName } from "./countryNames";
import { matchesCountry } from "./countrySearch";
import { Flag } from "./Flag";

/** SPEC §2 the slide-up list of countries: flag, name in the page's language, +dialling code; searchable. */
export function CountrySheet({
  countries,
  dialingCode,
  onChoose,
  onClose,
}: {
  countries: CountryEntry[];
  dialingCode: string;
  onChoose: (dialingCode: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const locale = LANGUAGE_LOCALE[language];
  const [query, setQuery] = useState("");
  const shown = countries
    .map((entry) => ({ entry, name: countryName(entry, language) }))
    .filter(({ entry, name }) => matchesCountry(entry, name, query, locale));
  return (
    <BottomSheet title={t("auth.countryCode")} titleId="country-title" closeLabel={t("app.close")} onClose={onClose}>
      <div className={styles.searchBar}>
        <SearchField
          className={styles.search}
          label={t("countryPicker.search")}
          placeholder={t("countryPicker.search")}
          spellCheck={false}
          maxLength={40}
          value={query}
          onChange={setQuery}
        />
      </div>
      {/* As tall as the whole list (up to a point) while a search narrows it, so the field does not jump under the thumb. */}
      <div className={styles.results} style={{ "--rows": countries.length } as CSSProperties}>
        {/* Always in the page, so screen readers announce the words when a search starts finding nothing. */}
        <p className={styles.none} role="status">
          {shown.length === 0 ? t("countryPicker.none") : ""}
        </p>
        {shown.length > 0 && (
          <SheetList>
            {shown.map(({ entry, name }) => (
              <SheetOption
                key={`${entry.countryCode}-${entry.countryDialingCode}`}
                selected={entry.countryDialingCode === dialingCode}
                onClick={() => onChoose(entry.countryDialingCode)}
              >
                <Flag countryCode={entry.countryCode} />
                <bdi className={styles.name}>{name}</bdi>{" "}
                <span className={styles.code} dir="ltr">
                  +{entry.countryDialingCode}
                </span>
              </SheetOption>
            ))}
          </SheetList>
        )}
      </div>
    </BottomSheet>
  );
}
