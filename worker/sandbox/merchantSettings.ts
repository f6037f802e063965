import type { CountryInfo, SiteSettings } from "#shared/contract";

export interface SandboxMerchant {
  settings: SiteSettings;
  country: CountryInfo;
  domains: string[];
}

export async function loadSandboxMerchant(db: D1Database, code: string): Promise<SandboxMerchant | null> {
  const row = await db
    .prepare("SELECT settings, country, domains FROM merchant_settings WHERE merchant_code = ?")
    .bind(code)
    .first<{ settings: string; country: string; domains: string }>();
  if (!row) return null;
  return {
    settings: JSON.parse(row.settings) as SiteSettings,
    country: JSON.parse(row.country) as CountryInfo,
    domains: JSON.parse(row.domains) as string[],
  };
}
