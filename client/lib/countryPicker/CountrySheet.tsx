import { useAtomValue } from "jotai";
import { type CSSProperties, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CountryEntry } from "../../../shared/contract";
import { LANGUAGE_LOCALE } from "../../../shared/languages";
import { languageAtom } from "../startup/atoms";
import { BottomSheet, SheetList, SheetOption } from "../ui/BottomSheet";
import { VisuallyHidden } from "../ui/VisuallyHidden";
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
  const searchId = useId();
  const [query, setQuery] = useState("");
  const shown = countries
    .map((entry) => ({ entry, name: countryName(entry, language) }))
    .filter(({ entry, name }) => matchesCountry(entry, name, query, locale));
  return (
    <BottomSheet title={t("auth.countryCode")} titleId="country-title" closeLabel={t("app.close")} onClose={onClose}>
      <div className={styles.searchBar}>
        <VisuallyHidden as="label" htmlFor={searchId}>
          {t("countryPicker.search")}
        </VisuallyHidden>
        <input
          id={searchId}
          className={styles.search}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          placeholder={t("countryPicker.search")}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
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
