import { useAtomValue } from "../../lib/atomHooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { languageAtom } from "../startup/atoms";
import styles from "./CountryCodeButton.module.css";
import { countryName } from "./countryNames";
import { CountrySheet } from "./CountrySheet";
import { Flag } from "./Flag";
import type { CountryChoice } from "./useCountry";

/** The dialling-code prefix of a mobile field and its slide-up list of countries (SPEC §2 country picker). */
export function CountryCodeButton({ choice }: { choice: CountryChoice }) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const [open, setOpen] = useState(false);
  const { country, dialingCode, shown, enabled } = choice;
  if (!dialingCode) return null;
  // "+971" stays one left-to-right run on an Arabic page (bidi would otherwise show "971+").
  if (!shown || !enabled)
    return (
      <span className={styles.static} dir="ltr">
        +{dialingCode}
      </span>
    );
  const current = country?.countries.find((entry) => entry.countryDialingCode === dialingCode);
  return (
    <>
      <button
        type="button"
        className={styles.button}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={`${t("auth.countryCode")}: ${current ? countryName(current, language) : ""} +${dialingCode}`}
      >
        {current && <Flag countryCode={current.countryCode} />}
        <span dir="ltr">+{dialingCode}</span>
        <span className={styles.caret} aria-hidden="true">
          ▾
        </span>
      </button>
      {open && country && (
        <CountrySheet
          countries={country.countries}
          dialingCode={dialingCode}
          onChoose={(code) => {
            choice.setDialingCode(code);
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
