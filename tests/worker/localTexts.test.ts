import { describe, expect, it } from "vitest";
import { type DownloadConfig, type SiteSettings, systemStatus } from "#shared/contract";
import { localText } from "#shared/localText";
import { BRAND_B, BRAND_C, DEMO, getJson, postJson } from "./helpers";

const DOWNLOAD = "/wps/relay/WPSCORE_getDownloadSetting";

describe("issue #35 item 4: the demo merchants' operator texts in each of their languages (docs/decisions/055)", () => {
  it("§3 every customer-service entry has a title in each of the merchant's languages, its own text in the default one", async () => {
    for (const [origin, languages] of [
      [DEMO, ["PT-BR", "EN", "ES"]],
      [BRAND_B, ["VI", "EN"]],
      [BRAND_C, ["AR", "EN"]],
    ] as const) {
      const settings = (await getJson<SiteSettings>(origin, systemStatus.path)).body.value!;
      for (const entry of settings.customerService) {
        for (const language of languages) expect(entry.titles?.[language], `${origin} ${entry.csType} ${language}`).toBeTruthy();
        expect(entry.titles?.[languages[0]]).toBe(entry.title);
      }
    }
  });

  it("§3 Demo Bet's chat reads 'Chat with Demo Bet' in English and 'Chat com a Demo Bet' in Portuguese", async () => {
    const settings = (await getJson<SiteSettings>(DEMO, systemStatus.path)).body.value!;
    const chat = settings.customerService.find((entry) => entry.csType === "CBS")!;
    expect(localText(chat.title, chat.titles, "EN")).toBe("Chat with Demo Bet");
    expect(localText(chat.title, chat.titles, "PT-BR")).toBe("Chat com a Demo Bet");
    // A language the merchant did not write: its default language's text.
    expect(localText(chat.title, chat.titles, "TH")).toBe("Chat com a Demo Bet");
  });

  it("§3 the download descriptions and the app's line come in each language; Brand C's Arabic name is one: دانة لوتو", async () => {
    for (const [origin, domain] of [
      [DEMO, "demo.localhost"],
      [BRAND_B, "brand-b.localhost"],
      [BRAND_C, "brand-c.localhost"],
    ] as const) {
      const config = (await getJson<DownloadConfig>(origin, `${DOWNLOAD}?domain=${domain}`)).body.value!;
      expect(config.app_desc?.values?.EN, origin).toBeTruthy();
      expect(config.bottom_app_desc?.values?.EN, origin).toBeTruthy();
      const settings = (await getJson<SiteSettings>(origin, systemStatus.path)).body.value!;
      expect(settings.mobileTemplate.app_desc_texts?.EN, origin).toBeTruthy();
    }
    const brandC = JSON.stringify((await getJson<DownloadConfig>(BRAND_C, `${DOWNLOAD}?domain=brand-c.localhost`)).body.value);
    expect(brandC).toContain("دانة لوتو");
    expect(brandC).not.toContain("دانا لوتو");
  });

  it("§3 the sandbox's test override takes translations, and refuses ones that are not language codes to text", async () => {
    const item = (values: unknown) => ({ config: { app_desc: { enabled: true, value: "x", values } } });
    expect((await postJson(DEMO, "/wps/sandbox/downloadSetting", item({ EN: "Add it", "PT-BR": "Adicione" }))).status).toBe(200);
    expect((await postJson(DEMO, "/wps/sandbox/downloadSetting", item({ XX: "?" }))).status).toBe(400);
    expect((await postJson(DEMO, "/wps/sandbox/downloadSetting", item({ EN: 3 }))).status).toBe(400);
    expect((await postJson(DEMO, "/wps/sandbox/downloadSetting", { config: null })).status).toBe(200);
  });
});
