import { describe, expect, it } from "vitest";
import { KEPT_QUERY_PARAMETERS, withKeptQuery } from "#shared/navigation";
import { hasAccess, readSessionInfo, tokenFromQuery } from "../../client/lib/session";

describe("SPEC §2 navigation and access", () => {
  it("§2 navigation keeps affiliateCode, referralCode, r, inApp and the click ids", () => {
    const current = `?${KEPT_QUERY_PARAMETERS.map((name) => `${name}=v-${name}`).join("&")}&other=drop`;
    const target = withKeptQuery("/m/login", current);
    for (const name of KEPT_QUERY_PARAMETERS) expect(target).toContain(`${name}=v-${name}`);
    expect(target).not.toContain("other=");
  });

  it("§2 a value the target sets itself is not overwritten, and hashes survive", () => {
    expect(withKeptQuery("/m/home?r=new#top", "?r=old&gclid=g")).toBe("/m/home?r=new&gclid=g#top");
    expect(withKeptQuery("/m/home", "")).toBe("/m/home");
  });

  it("§2 a token or tokens in the query counts as a session", () => {
    expect(tokenFromQuery("?token=abc")).toBe("abc");
    expect(tokenFromQuery("?tokens=xyz")).toBe("xyz");
    expect(tokenFromQuery("?token=")).toBeNull();
    expect(hasAccess("?tokens=xyz", sessionStorage)).toBe(true);
  });

  it("§3 the session is MC_SESSION_INFO in sessionStorage; junk counts as none", () => {
    sessionStorage.clear();
    expect(hasAccess("", sessionStorage)).toBe(false);
    sessionStorage.setItem("MC_SESSION_INFO", "{broken");
    expect(readSessionInfo(sessionStorage)).toBeNull();
    sessionStorage.setItem("MC_SESSION_INFO", JSON.stringify({ token: "t1", userName: "p1" }));
    expect(hasAccess("", sessionStorage)).toBe(true);
    sessionStorage.clear();
  });
});

import { syncKeptQuery } from "../../client/lib/keptQuery";

describe("SPEC §2 kept parameters stored locally", () => {
  it("§2 kept parameters seen in the address are stored and added back to later addresses", () => {
    localStorage.clear();
    expect(syncKeptQuery("?affiliateCode=AFF1&fbclid=F9&other=1")).toBeNull();
    expect(syncKeptQuery("?x=2")).toBe("?x=2&affiliateCode=AFF1&fbclid=F9");
    expect(syncKeptQuery("?affiliateCode=NEW")).toBe("?affiliateCode=NEW&fbclid=F9");
    expect(JSON.parse(localStorage.getItem("MC_KEPT_QUERY")!)).toEqual({ affiliateCode: "NEW", fbclid: "F9" });
    localStorage.clear();
  });
});
