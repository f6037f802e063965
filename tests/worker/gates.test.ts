import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BRAND_B, DEMO, call, demoMerchant, putMerchant, restoreDemoMerchants } from "./helpers";

describe("SPEC §2 gates at the edge", () => {
  beforeEach(restoreDemoMerchants);
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("§2 Access Denied: a denied country gets 403 with heading, IP, localized and English text, Contact us", async () => {
    const platform = vi.spyOn(globalThis, "fetch");
    const response = await call(`${DEMO}/m/home`, { cf: { country: "KP" }, headers: { "CF-Connecting-IP": "203.0.113.9", "Accept-Language": "pt-BR" } });
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).toContain("Acesso negado");
    expect(html).toContain("Access Denied");
    expect(html).toContain("203.0.113.9");
    expect(html).toContain("Sorry, our service is not available in your region.");
    expect(html).toContain('href="https://support.demo.example/chat"');
    expect(platform).not.toHaveBeenCalled();
  });

  it("§2 Access Denied: English visitors see English once, not twice", async () => {
    const response = await call(`${DEMO}/m/home`, { cf: { country: "IR" }, headers: { "Accept-Language": "en" } });
    const html = await response.text();
    expect(html.match(/Access Denied<\/h/g)).toHaveLength(1);
  });

  it("§2 Access Denied: a denied IP and a denied range are refused, others pass", async () => {
    const merchant = demoMerchant();
    merchant.region = { allowCountries: [], denyCountries: [], denyIps: ["198.51.100.7", "192.0.2.0/24", "2001:db8::/32"] };
    await putMerchant(merchant);
    const status = async (ip: string) => (await call(`${DEMO}/m/login`, { headers: { "CF-Connecting-IP": ip } })).status;
    expect(await status("198.51.100.7")).toBe(403);
    expect(await status("192.0.2.200")).toBe(403);
    expect(await status("2001:db8::1")).toBe(403);
    expect(await status("198.51.100.8")).toBe(200);
  });

  it("§2 Access Denied: an allow list refuses every other country", async () => {
    const merchant = demoMerchant();
    merchant.region = { allowCountries: ["BR"], denyCountries: [], denyIps: [] };
    await putMerchant(merchant);
    expect((await call(`${DEMO}/m/login`, { cf: { country: "BR" } })).status).toBe(200);
    expect((await call(`${DEMO}/m/login`, { cf: { country: "VN" } })).status).toBe(403);
  });

  it("§2 Access Denied: API calls get the §3 error body", async () => {
    const response = await call(`${BRAND_B}/wps/system/status`, { cf: { country: "SG" } });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: expect.any(String), errorCode: "access_denied" });
  });

  it("§2 Maintenance: 503 with Retry-After, end time, operator text, English, Contact us and retry", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-30T06:00:00Z"));
    const merchant = demoMerchant();
    merchant.maintenance = { on: true, until: "2026-12-01T06:00:00Z", message: "Atualizando o motor de loteria" };
    await putMerchant(merchant);
    const platform = vi.spyOn(globalThis, "fetch");
    const response = await call(`${DEMO}/m/home?r=abc`, { headers: { "Accept-Language": "pt-BR" } });
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe(String(24 * 3600));
    const html = await response.text();
    expect(html).toContain("Manutenção do sistema");
    expect(html).toContain("Atualizando o motor de loteria");
    expect(html).toContain("System Maintenance");
    expect(html).toMatch(/datetime="2026-12-01T06:00:00Z"/i);
    expect(html).toContain("Fale conosco");
    expect(html).toContain('href="/m/home?r=abc"');
    expect(platform).not.toHaveBeenCalled();
  });

  it("§2 Maintenance: without an end time there is no Retry-After and the default text shows", async () => {
    const merchant = demoMerchant("BRANDB");
    merchant.maintenance = { on: true };
    await putMerchant(merchant);
    const response = await call(`${BRAND_B}/m/login`, { headers: { "Accept-Language": "vi" } });
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBeNull();
    const html = await response.text();
    expect(html).toContain("Bảo trì hệ thống");
    expect(html).toContain("We are carrying out maintenance");
  });

  it("§2 Maintenance: the page is complete without JavaScript (no module script needed)", async () => {
    const merchant = demoMerchant();
    merchant.maintenance = { on: true };
    await putMerchant(merchant);
    const html = await (await call(`${DEMO}/m/home`)).text();
    expect(html).not.toContain('type="module"');
    expect(html).toMatch(/<h1 class="sys-title">[^<]+<\/h1>/);
  });

  it("§2 Maintenance: API calls get 503 with the §3 error body; the manifest still answers", async () => {
    const merchant = demoMerchant();
    merchant.maintenance = { on: true, until: "2999-01-01T00:00:00Z" };
    await putMerchant(merchant);
    const api = await call(`${DEMO}/wps/system/status`);
    expect(api.status).toBe(503);
    expect(api.headers.get("Retry-After")).not.toBeNull();
    expect(await api.json()).toMatchObject({ errorCode: "system_maintenance" });
    expect((await call(`${DEMO}/wps/system/manifest.json?merchantCode=DEMO`)).status).toBe(200);
  });

  it("§2 Maintenance: switching off shows the app again on the next request (local cache time 0)", async () => {
    const merchant = demoMerchant();
    merchant.maintenance = { on: true };
    await putMerchant(merchant);
    expect((await call(`${DEMO}/m/login`)).status).toBe(503);
    merchant.maintenance = { on: false };
    await putMerchant(merchant);
    expect((await call(`${DEMO}/m/login`)).status).toBe(200);
  });
});

describe("README trying the region and IP gates locally", () => {
  beforeEach(restoreDemoMerchants);

  it("§2 development builds let CF-IPCountry pretend to be in another country (DEMO denies KP)", async () => {
    expect((await call(`${DEMO}/m/login`, { cf: { country: "US" } })).status).toBe(200);
    expect((await call(`${DEMO}/m/login`, { cf: { country: "US" }, headers: { "CF-IPCountry": "kp" } })).status).toBe(403);
    // Not a country code: the runtime's own country stands.
    expect((await call(`${DEMO}/m/login`, { cf: { country: "US" }, headers: { "CF-IPCountry": "<script>" } })).status).toBe(200);
  });

  it("§2 CF-Connecting-IP is the visitor's IP the IP rule reads", async () => {
    const merchant = demoMerchant();
    merchant.region = { allowCountries: [], denyCountries: ["KP", "IR"], denyIps: ["203.0.113.0/24"] };
    await putMerchant(merchant);
    expect((await call(`${DEMO}/m/login`, { headers: { "CF-Connecting-IP": "203.0.113.7" } })).status).toBe(403);
    expect((await call(`${DEMO}/m/login`, { headers: { "CF-Connecting-IP": "198.51.100.7" } })).status).toBe(200);
  });
});
