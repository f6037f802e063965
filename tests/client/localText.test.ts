import { describe, expect, it } from "vitest";
import { createStore } from "jotai";
import { localText, readLocalTexts } from "#shared/localText";
import { merchantConfigSchema } from "#shared/merchantConfig";
import { pwaTitle, readPwaTemplate } from "#shared/pwaTemplate";
import { languageAtom, merchantAtom, merchantNameAtom } from "../../client/core/startup/atoms";
import { DEMO_MERCHANTS } from "../../worker/merchant/demoMerchants";
import { encryptCustomerServicePath, resolveEntries } from "#shared/platformForms/supportPath";
import { entryTitle } from "../../client/core/support";
import { appIdentity } from "../../client/core/install/appIdentity";
import { readRules } from "../../client/features/install/downloadConfig";
import type { SiteSettings } from "#shared/contract";

describe("issue #35 item 4: operator text in the player's language (docs/decisions/055)", () => {
  it("the player's language, else the field's own text (the merchant's default), else any language written", () => {
    const texts = { "PT-BR": "Suporte ao vivo", EN: "Live support" } as const;
    expect(localText("Suporte ao vivo", texts, "EN")).toBe("Live support");
    expect(localText("Suporte ao vivo", texts, "ES")).toBe("Suporte ao vivo");
    expect(localText("", { VI: "Hỗ trợ" }, "EN")).toBe("Hỗ trợ");
    expect(localText(undefined, undefined, "EN")).toBe("");
  });

  it("a hostile map from the platform keeps only language codes to text", () => {
    expect(readLocalTexts({ EN: " Hi ", XX: "no", AR: 3, VI: "", "PT-BR": "x".repeat(2_001) })).toEqual({ EN: "Hi" });
    expect(readLocalTexts(["EN"])).toBeUndefined();
    expect(readLocalTexts("EN")).toBeUndefined();
    expect(readLocalTexts({ __proto__: { EN: "polluted" } })).toBeUndefined();
  });

  it("§3 a customer-service entry keeps its translated titles through decryption", async () => {
    const path = await encryptCustomerServicePath("cbs");
    const [entry] = await resolveEntries([{ title: "Suporte", titles: { EN: "Support", ZZ: "?" }, csType: "CBS", path, labelIds: [] }], undefined, () => {});
    expect(entry?.titles).toEqual({ EN: "Support" });
    expect(entryTitle(entry!, "EN")).toBe("Support");
    expect(entryTitle(entry!, "AR")).toBe("Suporte");
  });

  it("§3 the add-to-home prompt's and the app's descriptions in the player's language", () => {
    const rules = readRules(
      { bottom_app_bar_mode: { enabled: true, value: "1" }, bottom_app_desc: { enabled: true, value: "Adicione", values: { EN: "Add it", QQ: "?" } } },
      () => {},
    );
    expect(rules.look.description).toBe("Adicione");
    expect(rules.look.descriptions).toEqual({ EN: "Add it" });
    const settings = { mobileTemplate: { app_desc: "Jogos no celular", app_desc_texts: { EN: "Games on your phone" } } } as unknown as SiteSettings;
    expect(appIdentity(settings, null, "EN").description).toBe("Games on your phone");
    expect(appIdentity(settings, null, "ES").description).toBe("Jogos no celular");
  });
});

describe("issue #35 item 9: one name per language for the merchant", () => {
  it("the header's name follows the player's language: Brand C is دانة لوتو in Arabic and Dana Lotto in English", () => {
    const store = createStore();
    expect(store.get(merchantNameAtom)).toBe("");
    const brandC = merchantConfigSchema.parse(DEMO_MERCHANTS.find((merchant) => merchant.code === "BRANDC"));
    store.set(merchantAtom, { ...brandC, allowedRedirectOrigins: [], allowedGameOrigins: [] });
    store.set(languageAtom, "AR");
    expect(store.get(merchantNameAtom)).toBe("دانة لوتو");
    store.set(languageAtom, "EN");
    expect(store.get(merchantNameAtom)).toBe("Dana Lotto");
  });

  it("an operator's names for languages that do not exist, or empty ones, are refused with the field named", () => {
    const brandC = DEMO_MERCHANTS.find((merchant) => merchant.code === "BRANDC")!;
    for (const names of [{ XX: "Dana" }, { AR: "  " }, { AR: "x".repeat(65) }]) {
      const result = merchantConfigSchema.safeParse({ ...brandC, names });
      expect(result.success).toBe(false);
      expect(result.error!.issues[0]!.path[0]).toBe("names");
    }
  });
});

describe("issue #35 item 9: the installed app's name per language", () => {
  const settings = (pwa: string) => ({ mobileTemplate: { pwa } }) as SiteSettings;

  it("the template's titles beside its one title: the player's language, else the title, else the merchant's name", () => {
    const template = readPwaTemplate(settings('{"title":"Dana Lotto","titles":{"AR":"دانة لوتو"}}'));
    expect(pwaTitle(template, "AR", "x")).toBe("دانة لوتو");
    expect(pwaTitle(template, "EN", "x")).toBe("Dana Lotto");
    expect(pwaTitle(readPwaTemplate(settings("{}")), "AR", "دانة لوتو")).toBe("دانة لوتو");
    expect(appIdentity(settings('{"title":"Dana Lotto","titles":{"AR":"دانة لوتو"}}'), null, "AR").name).toBe("دانة لوتو");
  });

  it("a hostile template never throws: not JSON, an array, a title that is not text, titles that are not a map", () => {
    expect(readPwaTemplate(settings("not json"))).toBeNull();
    expect(readPwaTemplate(settings("[1]"))).toBeNull();
    expect(pwaTitle(readPwaTemplate(settings('{"title":7,"titles":["AR"]}')), "AR", "Dana Lotto")).toBe("Dana Lotto");
    expect(pwaTitle(readPwaTemplate(settings('{"titles":{"AR":5,"EN":" "}}')), "AR", "Dana Lotto")).toBe("Dana Lotto");
  });
});
