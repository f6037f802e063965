import { describe, expect, it } from "vitest";
import { guestRedirectFor, promotionPath } from "#shared/routes";

describe("§2 where a promotion is read (docs/decisions/050)", () => {
  it("§2 a member reads it at /m/activity?id=", () => {
    expect(promotionPath("78", true)).toBe("/m/activity?id=78");
  });

  it("§2 access rule: a guest reads it over the entry page, a route a guest may open", () => {
    const path = promotionPath("78", false);
    expect(path).toBe("/m/index?promotion=78");
    expect(guestRedirectFor(new URL(path, "https://demo.localhost").pathname)).toBeNull();
  });

  it("an id is written into the query, never into the path", () => {
    expect(promotionPath("a&b=c/../x", false)).toBe("/m/index?promotion=a%26b%3Dc%2F..%2Fx");
  });
});
