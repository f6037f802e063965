import { useState } from "react";
import styles from "./CountryCodeButton.module.css";
import { useFlagUrl } from "./flags";

/**
 * A country's flag as an SVG picture, decorative (the name or the code beside it says which country).
 * Until the picture is there, or where it cannot load (offline before it was ever fetched), a neutral
 * box of the same size holds its place.
 */
export function Flag({ countryCode }: { countryCode: string }) {
  const url = useFlagUrl(countryCode);
  const [failed, setFailed] = useState(false);
  if (!url || failed) return <span className={styles.flag} aria-hidden="true" />;
  return <img className={styles.flag} src={url} alt="" width={24} height={16} loading="lazy" decoding="async" onError={() => setFailed(true)} />;
}
