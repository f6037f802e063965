import { describe, expect, it } from "vitest";
import { storeLanguageChoice } from "../../client/features/language/switchLanguage";
import { markSignedIn } from "../../client/lib/session";

/** A document whose cookie setter keeps every line written, as the browser receives them. */
function page(protocol: "https:" | "http:") {
  const written: string[] = [];
  const doc = {
    location: { protocol },
    get cookie() {
      return "";
    },
    set cookie(line: string) {
      written.push(line);
    },
  };
  return { doc: doc as unknown as Document, written };
}

describe("issue #34 every cookie the page sets over https is Secure", () => {
  it("§9 the language choice: Secure on https, a year long, Lax", () => {
    const { doc, written } = page("https:");
    storeLanguageChoice("ES", doc);
    expect(written).toEqual(["mc_lang=ES; path=/; max-age=31536000; samesite=lax; secure"]);
  });

  it("§3 the signed-in hint, set and cleared: Secure on https", () => {
    const { doc, written } = page("https:");
    markSignedIn(true, doc);
    markSignedIn(false, doc);
    expect(written).toEqual([
      "mc_signed_in=1; path=/; samesite=lax; secure",
      "mc_signed_in=; path=/; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; samesite=lax; secure",
    ]);
  });

  it("on http (development on localhost) the cookies carry no Secure, which the browser would refuse there", () => {
    const { doc, written } = page("http:");
    storeLanguageChoice("EN", doc);
    markSignedIn(true, doc);
    expect(written.every((line) => !line.includes("secure"))).toBe(true);
  });
});
