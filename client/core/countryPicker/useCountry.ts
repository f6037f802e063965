import { useAtomValue } from "../../lib/atomHooks";
import { useEffect, useState } from "react";
import { type CountryInfo, systemCountry } from "#shared/contract";
import { call } from "../../lib/request";
import { merchantAtom, siteSettingsAtom } from "../startup/atoms";
import { platformFormsOf } from "#shared/platformForms/forms";
import { countryCodeShown, pickerEnabled } from "./countryPicker";

export interface CountryChoice {
  country: CountryInfo | null;
  dialingCode: string;
  setDialingCode: (code: string) => void;
  shown: boolean;
  enabled: boolean;
}

/** The merchant's countries (SPEC §7 /wps/system/country, cached for the session) and the player's choice. */
export function useCountry(): CountryChoice {
  const settings = useAtomValue(siteSettingsAtom);
  const pickerOffFlag = platformFormsOf(useAtomValue(merchantAtom)?.platformForms).settingNames.countryPickerOff;
  const [country, setCountry] = useState<CountryInfo | null>(null);
  const [dialingCode, setDialingCode] = useState("");
  useEffect(() => {
    let current = true;
    call(systemCountry, { alert: false })
      .then((value) => {
        if (!current) return;
        setCountry(value);
        setDialingCode((chosen) => chosen || value.countryDialingCode);
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, []);
  return { country, dialingCode, setDialingCode, shown: countryCodeShown(country, settings), enabled: pickerEnabled(settings, pickerOffFlag) };
}
