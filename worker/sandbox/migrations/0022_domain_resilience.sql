-- Domain resilience (issue #13; docs/decisions/027). Each demo merchant gets a second domain, another *.localhost
-- name, for the domain check's domainList; `blocked_domains` is the switch that makes one domain answer the status call
-- with domain_not_available.
UPDATE merchant_settings SET domains = '["demo.localhost","localhost","demo-alt.localhost"]' WHERE merchant_code = 'DEMO';
UPDATE merchant_settings SET domains = '["brand-b.localhost","brand-b-alt.localhost"]' WHERE merchant_code = 'BRANDB';
UPDATE merchant_settings SET domains = '["brand-c.localhost","brand-c-alt.localhost"]' WHERE merchant_code = 'BRANDC';
CREATE TABLE IF NOT EXISTS blocked_domains (
  merchant_code TEXT NOT NULL,
  domain TEXT NOT NULL,
  PRIMARY KEY (merchant_code, domain)
);
