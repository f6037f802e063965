import { useEffect, useState } from "react";
import { systemCountry } from "../../../shared/contract";
import { call } from "../../lib/request";

/** The merchant's dialling code (SPEC §7 /wps/system/country, cached for the session). */
export function useDialingCode(): string {
  const [code, setCode] = useState("");
  useEffect(() => {
    let current = true;
    call(systemCountry, { alert: false })
      .then((country) => current && setCode(country.countryDialingCode))
      .catch(() => {});
    return () => {
      current = false;
    };
  }, []);
  return code;
}
