import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BottomSheet, SheetList, SheetOption } from "../ui/BottomSheet";
import styles from "./CountryCodeButton.module.css";
import { flagOf } from "./countryPicker";
import type { CountryChoice } from "./useCountry";

/** The dialling-code prefix of a mobile field and its slide-up list of countries (SPEC §2 country picker). */
export function CountryCodeButton({ choice }: { choice: CountryChoice }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { country, dialingCode, shown, enabled } = choice;
  if (!dialingCode) return null;
  const current = country?.countries.find((entry) => entry.countryDialingCode === dialingCode);
  const label = `${current ? `${flagOf(current.countryCode)} ` : ""}+${dialingCode}`;
  if (!shown || !enabled) return <span className={styles.static}>+{dialingCode}</span>;
  return (
    <>
      <button
        type="button"
        className={styles.button}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={`${t("auth.countryCode")}: ${current?.name ?? ""} +${dialingCode}`}
      >
        {label} <span aria-hidden="true">▾</span>
      </button>
      {open && country && (
        <BottomSheet title={t("auth.countryCode")} titleId="country-title" closeLabel={t("app.close")} onClose={() => setOpen(false)}>
          <SheetList>
            {country.countries.map((entry) => (
              <SheetOption
                key={`${entry.countryCode}-${entry.countryDialingCode}`}
                selected={entry.countryDialingCode === dialingCode}
                onClick={() => {
                  choice.setDialingCode(entry.countryDialingCode);
                  setOpen(false);
                }}
              >
                <span className={styles.flag} aria-hidden="true">
                  {flagOf(entry.countryCode)}
                </span>
                <span className={styles.name}>{entry.name}</span>
                <span className={styles.code}>+{entry.countryDialingCode}</span>
              </SheetOption>
            ))}
          </SheetList>
        </BottomSheet>
      )}
    </>
  );
}
