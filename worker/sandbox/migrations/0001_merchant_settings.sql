-- The sandbox platform's own record of each merchant: what /wps/system/status,
-- /wps/system/country and /wps/system/domainRoute answer (SPEC §3).
CREATE TABLE IF NOT EXISTS merchant_settings (
  merchant_code TEXT PRIMARY KEY,
  settings TEXT NOT NULL,
  country TEXT NOT NULL,
  domains TEXT NOT NULL
);
