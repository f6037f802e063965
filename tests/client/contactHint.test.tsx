import { screen } from "@testing-library/react";
import { createStore } from "jotai";
import { describe, expect, it, vi } from "vitest";
import { AgentRegister } from "../../client/features/agent/AgentRegister";
import { PHONE_EXAMPLES, phoneExample } from "../../client/core/countryPicker/phoneExamples";
import { languageAtom, siteSettingsAtom } from "../../client/core/startup/atoms";
import type { CountryInfo, SiteSettings } from "#shared/contract";
import { LANGUAGE_CODES } from "#shared/languages";
import EN from "../../locales/EN.json";
import { renderInApp, signIn, startEachTestSignedOut } from "./appHarness";
import { answerWith, json } from "./requestHarness";

const files = import.meta.glob<Record<string, string>>("../../locales/*.json", { eager: true, import: "default" });
const country = (countryCode: string, countryDialingCode: string): CountryInfo => ({
  countries: [{ countryCode, countryDialingCode, name: countryCode }],
  countryCode,
  countryDialingCode,
  currency: "X",
  currencySymbol: "X",
});

/** The agent form of a merchant whose country /wps/system/country names (null: the call fails). */
function renderAgentForm(answer: CountryInfo | null) {
  answerWith((url) => {
    if (url.pathname === "/wps/system/country") return answer ? json({ success: true, value: answer }) : json({ success: false, message: "no" }, 500);
    return json({ success: true, value: { application: null } });
  });
  const store = createStore();
  store.set(languageAtom, "EN");
  store.set(siteSettingsAtom, { whitelabel: {} } as unknown as SiteSettings);
  signIn(store);
  renderInApp(store, <AgentRegister />, "/m/agentRegister");
}

const hint = (example: string) => EN["agent.contactHint"].replace("{{example}}", example);

startEachTestSignedOut();

describe("issue #35 item 7: the agent contact hint shows a number of the merchant's own country", () => {
  it("one table gives each dialling code its example, written the country's way; other codes get a generic one", () => {
    expect(phoneExample("55")).toBe("+55 11 91234-5678");
    expect(phoneExample("84")).toBe("+84 912 345 678");
    expect(phoneExample("+971")).toBe("+971 50 123 4567");
    expect(phoneExample("998")).toBe("+998 …");
    expect(phoneExample("")).toBe("+…");
    expect(phoneExample(undefined)).toBe("+…");
    for (const [code, example] of Object.entries(PHONE_EXAMPLES)) expect(example.startsWith(`+${code} `), code).toBe(true);
  });

  it("every language's hint takes the example, and none carries a Brazilian number of its own", () => {
    for (const code of LANGUAGE_CODES) {
      const text = files[`../../locales/${code}.json`]!["agent.contactHint"]!;
      expect(text, code).toContain("{{example}}");
      expect(text, code).not.toMatch(/\+?55\s?11/);
    }
  });

  it.each([
    ["a Vietnamese", country("VN", "84"), "+84 912 345 678"],
    ["an Emirati", country("AE", "971"), "+971 50 123 4567"],
    ["a Brazilian", country("BR", "55"), "+55 11 91234-5678"],
    ["an Uzbek", country("UZ", "998"), "+998 …"],
  ])("%s merchant's form hints %s", async (_, answer, example) => {
    renderAgentForm(answer);
    const field = await screen.findByLabelText(EN["agent.contact"]);
    await vi.waitFor(() => expect(field.getAttribute("placeholder")).toBe(hint(example)));
  });

  it("while the country is unknown the hint names no country", async () => {
    renderAgentForm(null);
    const field = await screen.findByLabelText(EN["agent.contact"]);
    expect(field.getAttribute("placeholder")).toBe(hint("+…"));
    expect(field.getAttribute("placeholder")).not.toContain("+55");
  });
});
