import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import type { CountryInfo, DomainRoute, Envelope, SiteSettings } from "#shared/contract";
import { MIGRATIONS } from "../../worker/sandbox/migrate";
import { sandboxApp } from "../../worker/sandbox/sandboxApp";
import { BRAND_B, DEMO, call, restoreDemoMerchants } from "./helpers";

async function value<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await call(url, init);
  expect(response.status).toBe(200);
  const body = (await response.json()) as Envelope<T>;
  expect(body.success).toBe(true);
  return body.value as T;
}

describe("DESIGN §1 sandbox platform base", () => {
  beforeEach(restoreDemoMerchants);

  it("§3 status returns the site settings of each demo merchant", async () => {
    const demo = await value<SiteSettings>(`${DEMO}/wps/system/status?device=MOBILE`, { headers: { "CF-Connecting-IP": "203.0.113.5" } });
    const brandB = await value<SiteSettings>(`${BRAND_B}/wps/system/status?device=MOBILE`);
    expect(demo.merchantCode).toBe("DEMO");
    expect(brandB.merchantCode).toBe("BRANDB");
    expect(demo.location?.ip).toBe("203.0.113.5");
    expect(demo.gw.GEETEST_VERSION).toBe("v4");
    expect(brandB.gw).toMatchObject({ GEETEST_VERSION: "v3", PROFILE_ICON_COUNT: 9 });
    expect(JSON.parse(demo.mobileTemplate.pwa!).icons["512"]).toBe("/sandbox/demo/icon-512.png");
    expect(demo.whitelabel.GEETEST3).toBe(true);
    expect(brandB.whitelabel.LOTTMINIGAME3).toBe(true);
  });

  it("§7 the Merchant header picks the merchant, as a real platform does (the edge sets it from the Host)", async () => {
    const response = await sandboxApp.fetch(new Request(`${DEMO}/wps/system/status`, { headers: { Merchant: "BRANDB" } }), env);
    expect(((await response.json()) as Envelope<SiteSettings>).value!.merchantCode).toBe("BRANDB");
  });

  it("§3 country: countries, code, dialling code, currency", async () => {
    const country = await value<CountryInfo>(`${DEMO}/wps/system/country`);
    expect(country).toMatchObject({ countryCode: "BR", countryDialingCode: "55", currency: "BRL", currencySymbol: "R$" });
    expect(country.countries.length).toBeGreaterThan(3);
    expect((await value<CountryInfo>(`${BRAND_B}/wps/system/country`)).currency).toBe("VND");
  });

  it("§3 domainRoute: domain list and customer service", async () => {
    const route = await value<DomainRoute>(`${BRAND_B}/wps/system/domainRoute`);
    // The second domain is another *.localhost name (issue #13: "retry once" needs somewhere to go).
    expect(route.domainList).toEqual([{ domainName: "brand-b.localhost" }, { domainName: "brand-b-alt.localhost" }]);
    expect(route.customerService[0]).toMatchObject({ csType: "LIVECHAT" });
  });

  it("§7 ping echoes the speed timestamp", async () => {
    expect(await value<number>(`${DEMO}/wps/system/test/ping?speed=1700000000000`)).toBe(1_700_000_000_000);
  });

  it("§3 an unknown merchant and an unknown call answer with the error body", async () => {
    const unknown = await sandboxApp.fetch(new Request(`${DEMO}/wps/system/status`, { headers: { Merchant: "NOPE" } }), env);
    expect(await unknown.json()).toMatchObject({ success: false, errorCode: "merchant_not_found" });
    const missing = await call(`${DEMO}/wps/nothing/here`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ success: false, errorCode: "not_found" });
  });

  it("§1 migrations are recorded in wrangler's d1_migrations table", async () => {
    await call(`${DEMO}/wps/system/test/ping`);
    const rows = await env.SANDBOX_DB.prepare("SELECT name FROM d1_migrations ORDER BY id").all<{ name: string }>();
    expect(rows.results.map((row) => row.name)).toEqual(MIGRATIONS.map((migration) => migration.name));
  });
});
