import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { escapeHtml } from "#shared/escapeHtml";
import { retryAfterHeader } from "../../worker/edge/retryAfter";
import { DEMO, call, demoMerchant, putMerchant, restoreDemoMerchants } from "./helpers";

describe("SPEC §2 maintenance Retry-After, computed in one place for the page and the API", () => {
  beforeEach(restoreDemoMerchants);
  afterEach(() => vi.useRealTimers());

  it("§2 whole seconds, at least 1; nothing without an end time or once it has passed", () => {
    const now = Date.parse("2026-11-30T06:00:00Z");
    expect(retryAfterHeader("2026-11-30T06:00:01.500Z", now)).toEqual({ "Retry-After": "2" });
    expect(retryAfterHeader("2026-11-30T06:00:00.001Z", now)).toEqual({ "Retry-After": "1" });
    expect(retryAfterHeader("2026-11-30T06:00:00Z", now)).toEqual({});
    expect(retryAfterHeader("2026-11-29T06:00:00Z", now)).toEqual({});
    expect(retryAfterHeader(undefined, now)).toEqual({});
    expect(retryAfterHeader("not a date", now)).toEqual({});
  });

  it("§2 the maintenance page and the API answer the same Retry-After at the same moment", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-30T06:00:00Z"));
    const merchant = demoMerchant();
    merchant.maintenance = { on: true, until: "2026-11-30T06:00:00.400Z" };
    await putMerchant(merchant);
    const page = await call(`${DEMO}/m/home`);
    const api = await call(`${DEMO}/wps/system/status`);
    expect([page.status, api.status]).toEqual([503, 503]);
    expect(page.headers.get("Retry-After")).toBe("1");
    expect(api.headers.get("Retry-After")).toBe("1");
  });
});

describe("DESIGN §5 bad input: one HTML escape for every page the worker writes by hand", () => {
  it("§5 escapes the five characters that can break out of text or a quoted attribute", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe("&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;&#60;/a&#62;");
    expect(escapeHtml("Demo Bet — plain")).toBe("Demo Bet — plain");
  });
});

describe("DESIGN §5 bad input: a page is only read", () => {
  beforeEach(restoreDemoMerchants);

  it.each(["POST", "PUT", "PATCH", "DELETE"])("§5 %s to a page gets 405 with the methods a page allows, not 404", async (method) => {
    for (const path of ["/", "/m/home", "/m/index"]) {
      const response = await call(`${DEMO}${path}`, { method, body: "x=1", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get("Allow")).toBe("GET, HEAD");
      expect(await response.text()).not.toMatch(/at \w+ \(|Error:/);
    }
  });

  it("§5 an API path is not a page: an unknown one still gets the §3 error body", async () => {
    const response = await call(`${DEMO}/wps/no-such-call`, { method: "DELETE" });
    expect(response.status).not.toBe(405);
    expect(response.headers.get("Content-Type")).toMatch(/json/);
  });
});
