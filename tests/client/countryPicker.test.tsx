import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type CountryChoice, CountryCodeButton, countryName } from "../../client/core/countryPicker";
import { matchesCountry } from "../../client/core/countryPicker/countrySearch";
import { loadFlags } from "../../client/core/countryPicker/flags";
import { createI18n } from "../../client/lib/i18n";
import { languageAtom } from "../../client/core/startup/atoms";
import type { CountryEntry, CountryInfo } from "#shared/contract";
import type { LanguageCode } from "#shared/languages";
import EN from "../../locales/EN.json";

/** The demo merchants' lists as the sandbox answers /wps/system/country: names in the platform's own choice of language. */
const DEMO_COUNTRIES: CountryEntry[] = [
  { countryCode: "BR", countryDialingCode: "55", name: "Brasil" },
  { countryCode: "VN", countryDialingCode: "84", name: "Việt Nam" },
  { countryCode: "PH", countryDialingCode: "63", name: "Philippines" },
  { countryCode: "TH", countryDialingCode: "66", name: "ประเทศไทย" },
  { countryCode: "IN", countryDialingCode: "91", name: "India" },
];
const BRAND_C_COUNTRIES: CountryEntry[] = [
  { countryCode: "AE", countryDialingCode: "971", name: "الإمارات العربية المتحدة" },
  { countryCode: "EG", countryDialingCode: "20", name: "مصر" },
  { countryCode: "IN", countryDialingCode: "91", name: "India" },
  { countryCode: "PK", countryDialingCode: "92", name: "Pakistan" },
];

const REGIONAL_INDICATOR = /[\u{1F1E6}-\u{1F1FF}]/u;

function choiceOf(countries: CountryEntry[], setDialingCode = vi.fn()): CountryChoice {
  const first = countries[0]!;
  const country: CountryInfo = { countries, countryCode: first.countryCode, countryDialingCode: first.countryDialingCode, currencySymbol: "", currency: "" };
  return { country, dialingCode: first.countryDialingCode, setDialingCode, shown: true, enabled: true };
}

function renderPicker(language: LanguageCode, countries: CountryEntry[], setDialingCode = vi.fn()) {
  const store = createStore();
  store.set(languageAtom, language);
  render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n("EN", EN)}>
        <CountryCodeButton choice={choiceOf(countries, setDialingCode)} />
      </I18nextProvider>
    </Provider>,
  );
}

function openSheet(buttonName: RegExp | string) {
  fireEvent.click(screen.getByRole("button", { name: buttonName }));
  return screen.getByRole("dialog", { name: "Country code" });
}

afterEach(cleanup);

describe("SPEC §2 country picker (issue #14): names in the page's language", () => {
  it("§2 a Portuguese page names every country in Portuguese, whatever language the platform's list is in", () => {
    renderPicker("PT-BR", DEMO_COUNTRIES);
    const sheet = openSheet("Country code: Brasil +55");
    // In the platform's order, which a merchant sets on purpose (Brand C lists Arab countries first).
    expect(
      within(sheet)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Brasil +55", "Vietnã +84", "Filipinas +63", "Tailândia +66", "Índia +91"]);
    expect(within(sheet).getByRole("button", { name: "Brasil +55" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("§2 an Arabic page names them in Arabic, and a dialling code stays one left-to-right run", () => {
    renderPicker("AR", BRAND_C_COUNTRIES);
    const sheet = openSheet("Country code: الإمارات العربية المتحدة +971");
    expect(within(sheet).getByRole("button", { name: "الهند +91" })).toBeTruthy();
    expect(within(sheet).getByRole("button", { name: "باكستان +92" })).toBeTruthy();
    expect(within(sheet).getByRole("button", { name: "مصر +20" })).toBeTruthy();
    for (const code of within(sheet).getAllByText(/^\+\d+$/)) expect(code.getAttribute("dir")).toBe("ltr");
  });

  it("§2 where the browser cannot name a country, the platform's name is shown", () => {
    // A code DisplayNames answers with the code itself, and one it refuses.
    expect(countryName({ countryCode: "AA", name: "Atlantis" }, "PT-BR")).toBe("Atlantis");
    expect(countryName({ countryCode: "B1", name: "Somewhere" }, "PT-BR")).toBe("Somewhere");
    expect(countryName({ countryCode: "br", name: "Brasil" }, "EN")).toBe("Brazil");
    // A browser without Intl.DisplayNames (Safari before 14.1).
    const DisplayNames = Intl.DisplayNames;
    Reflect.deleteProperty(Intl, "DisplayNames");
    try {
      renderPicker("TY", DEMO_COUNTRIES);
      const sheet = openSheet("Country code: Brasil +55");
      expect(within(sheet).getByRole("button", { name: "Việt Nam +84" })).toBeTruthy();
      expect(within(sheet).getByRole("button", { name: "ประเทศไทย +66" })).toBeTruthy();
    } finally {
      Object.defineProperty(Intl, "DisplayNames", { value: DisplayNames, configurable: true, writable: true });
    }
  });
});

describe("SPEC §2 country picker (issue #14): flags that render on every system", () => {
  it("§2 every entry's flag, and the button's, is an SVG picture, never an emoji", async () => {
    renderPicker("EN", DEMO_COUNTRIES);
    const button = screen.getByRole("button", { name: "Country code: Brazil +55" });
    // The flag table arrives in its own chunk; transforming its 250 entries takes a moment under test.
    await waitFor(() => expect(button.querySelector("img")?.getAttribute("src")).toMatch(/\/BR\.svg\b/), { timeout: 10_000 });
    const sheet = openSheet("Country code: Brazil +55");
    for (const [name, code] of [
      ["Vietnam +84", "VN"],
      ["Thailand +66", "TH"],
      ["India +91", "IN"],
    ]) {
      const flag = within(sheet).getByRole("button", { name }).querySelector("img");
      expect(flag?.getAttribute("src")).toMatch(new RegExp(`/${code}\\.svg\\b`));
      expect(flag?.getAttribute("alt")).toBe("");
    }
    expect(sheet.textContent).not.toMatch(REGIONAL_INDICATOR);
    expect(button.textContent).not.toMatch(REGIONAL_INDICATOR);
  });

  it("§2 the build carries the package's flag of every country", async () => {
    const table = await loadFlags();
    expect(table?.size).toBeGreaterThan(240);
    expect(table?.get("AE")).toMatch(/\/AE\.svg\b/);
    expect(table?.get("XX")).toBeUndefined();
  });

  it("§2 a flag that cannot load leaves a neutral box, not a broken picture", async () => {
    renderPicker("EN", DEMO_COUNTRIES);
    const button = screen.getByRole("button", { name: "Country code: Brazil +55" });
    const flag = await waitFor(() => button.querySelector("img")!);
    fireEvent.error(flag);
    expect(button.querySelector("img")).toBeNull();
    expect(button.textContent).toContain("+55");
  });
});

describe("SPEC §2 country picker (issue #14): search", () => {
  it("§2 by the name shown, without accents or case; by the platform's name; by dialling code with or without +", () => {
    const chosen = vi.fn();
    renderPicker("PT-BR", DEMO_COUNTRIES, chosen);
    const sheet = openSheet("Country code: Brasil +55");
    const search = within(sheet).getByRole("searchbox", { name: "Search by country or code" });
    fireEvent.change(search, { target: { value: "vietna" } });
    expect(
      within(sheet)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Vietnã +84"]);
    fireEvent.change(search, { target: { value: "Philippines" } });
    expect(
      within(sheet)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Filipinas +63"]);
    fireEvent.change(search, { target: { value: "+6" } });
    expect(
      within(sheet)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Filipinas +63", "Tailândia +66"]);
    fireEvent.change(search, { target: { value: "91" } });
    fireEvent.click(within(sheet).getByRole("button", { name: "Índia +91" }));
    expect(chosen).toHaveBeenCalledWith("91");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("§2 a search that finds nothing says so in the player's language", () => {
    renderPicker("EN", DEMO_COUNTRIES);
    const sheet = openSheet("Country code: Brazil +55");
    fireEvent.change(within(sheet).getByRole("searchbox"), { target: { value: "Narnia" } });
    expect(within(sheet).getByRole("status").textContent).toBe("No country matches. Try another name or code.");
    expect(within(sheet).queryAllByRole("listitem")).toHaveLength(0);
  });

  it("§2 Arabic-Indic digits, as an Arabic keyboard types them, find the dialling code", () => {
    const emirates = BRAND_C_COUNTRIES[0]!;
    expect(matchesCountry(emirates, "الإمارات العربية المتحدة", "+٩٧١", "ar")).toBe(true);
    expect(matchesCountry(emirates, "الإمارات العربية المتحدة", "۹۷", "fa")).toBe(true);
    expect(matchesCountry(emirates, "الإمارات العربية المتحدة", "٢٠", "ar")).toBe(false);
    expect(matchesCountry(emirates, "الإمارات العربية المتحدة", "الإمارات", "ar")).toBe(true);
    expect(matchesCountry(emirates, "Emirados Árabes Unidos", "ae", "pt-BR")).toBe(true);
  });
});
