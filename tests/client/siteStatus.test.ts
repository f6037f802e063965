import { createStore } from "jotai";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SiteSettings } from "#shared/contract";
import { siteSettingsAtom } from "../../client/core/startup/atoms";
import { startSiteStatus } from "../../client/features/domainFailure/siteStatus";
import { answerWith, json, recordEffects } from "./requestHarness";

const settings = (flags: Record<string, boolean>) => ({ merchantCode: "DEMO", whitelabel: flags, customerService: [] }) as unknown as SiteSettings;

/** Lets the faked fetch answer and the request layer hand the value on. */
const settle = async () => {
  for (let turn = 0; turn < 5; turn++) await vi.advanceTimersByTimeAsync(0);
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function setVisibility(state: "visible" | "hidden") {
  Object.defineProperty(document, "visibilityState", { value: state, configurable: true });
  document.dispatchEvent(new Event("visibilitychange"));
}

describe("issue #36 item 3: the site settings are never missing for long", () => {
  it("§3 a page the edge sent without settings gets them from the browser's status call", async () => {
    vi.useFakeTimers();
    recordEffects();
    const calls = answerWith(() => json({ success: true, value: settings({ CBS3: true }) }));
    const store = createStore();
    expect(store.get(siteSettingsAtom)).toBeNull();
    const stop = startSiteStatus(store);
    await settle();
    expect(store.get(siteSettingsAtom)?.whitelabel).toEqual({ CBS3: true });
    const query = calls[0]!.url.searchParams;
    expect([calls[0]!.url.pathname, query.get("device"), query.get("originalDomain"), query.get("url")]).toEqual([
      "/wps/system/status",
      "MOBILE",
      location.hostname,
      location.origin,
    ]);
    stop();
  });

  it("§9 coming back to the tab asks again, 300 ms after it became visible, and a changed flag applies without a reload", async () => {
    vi.useFakeTimers();
    recordEffects();
    let flags: Record<string, boolean> = { CBS3: true };
    const calls = answerWith(() => json({ success: true, value: settings(flags) }));
    const store = createStore();
    const stop = startSiteStatus(store);
    await settle();
    const before = store.get(siteSettingsAtom);
    flags = { CBS3: false };
    setVisibility("hidden");
    setVisibility("visible");
    setVisibility("visible");
    await vi.advanceTimersByTimeAsync(299);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    // Two changes of visibility within 300 ms are one call.
    expect(calls).toHaveLength(2);
    expect(store.get(siteSettingsAtom)?.whitelabel).toEqual({ CBS3: false });
    expect(store.get(siteSettingsAtom)).not.toBe(before);
    stop();
  });

  it("§3 an answer the page cannot run on (no flags) leaves the settings it has", async () => {
    vi.useFakeTimers();
    recordEffects();
    answerWith(() => json({ success: true, value: { merchantCode: "DEMO" } }));
    const store = createStore();
    store.set(siteSettingsAtom, settings({ CBS3: true }));
    const stop = startSiteStatus(store);
    await settle();
    expect(store.get(siteSettingsAtom)?.whitelabel).toEqual({ CBS3: true });
    stop();
  });

  it("§2 §3 the platform switches maintenance on while the tab is open: it reloads once into System Maintenance, never in a loop", async () => {
    vi.useFakeTimers();
    recordEffects();
    sessionStorage.clear();
    answerWith(() => json({ success: true, value: { ...settings({}), maintenance: true } }));
    const reload = vi.fn();
    const win = { location: { ...location, reload }, document } as unknown as Window;
    const store = createStore();
    const stop = startSiteStatus(store, win);
    await settle();
    expect(reload).toHaveBeenCalledTimes(1);
    // The edge still served a page (its copy may lag): the next answer saying maintenance does not reload again.
    setVisibility("hidden");
    setVisibility("visible");
    await vi.advanceTimersByTimeAsync(300);
    await settle();
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it("§2 §3 the platform restricts this visitor: the edge is asked to check before the next page, which reloads once; no longer restricted, the check is dropped", async () => {
    vi.useFakeTimers();
    recordEffects();
    sessionStorage.clear();
    let restricted = true;
    answerWith(() => json({ success: true, value: { ...settings({}), regionRestriction: restricted, location: { ip: "198.51.100.7" } } }));
    const reload = vi.fn();
    const win = { location: { ...location, reload }, document } as unknown as Window;
    const stop = startSiteStatus(createStore(), win);
    await settle();
    expect(document.cookie).toContain("mc_region_check=1");
    expect(reload).toHaveBeenCalledTimes(1);
    restricted = false;
    setVisibility("hidden");
    setVisibility("visible");
    await vi.advanceTimersByTimeAsync(300);
    await settle();
    expect(document.cookie).not.toContain("mc_region_check=1");
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });
});
