import type { Page } from "@playwright/test";

/**
 * The browser pixels are third-party scripts the machine cannot reach: each vendor address answers with a stand-in
 * that records what the page asked of it, as the real script would receive it.
 */
const FACEBOOK_STAND_IN = `
  window.__pixelCalls = window.__pixelCalls || [];
  (function () {
    var fbq = window.fbq, queued = fbq.queue || [];
    fbq.callMethod = function () { window.__pixelCalls.push(Array.prototype.slice.call(arguments)); };
    queued.forEach(function (args) { fbq.callMethod.apply(null, args); });
    fbq.queue = [];
  })();
`;

export async function standInPixels(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route("https://connect.facebook.net/**", (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: "text/javascript", body: FACEBOOK_STAND_IN });
  });
  await page.route("https://analytics.tiktok.com/**", (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: "text/javascript", body: "" });
  });
  return requested;
}

export interface StoredEvent {
  id: string;
  name: string;
  payload: Record<string, unknown>;
  pixelTrack: Record<string, string>;
  affiliateCode: string | null;
  originalDomain: string | null;
}
export interface StoredConversion {
  network: string;
  eventName: string;
  eventId: string;
  body: { data: Record<string, unknown>[] };
}

export async function sandboxEvents(page: Page, name: string): Promise<{ events: StoredEvent[]; conversions: StoredConversion[] }> {
  return page.evaluate(async (eventName) => {
    const response = await fetch(`/wps/sandbox/events?name=${eventName}`);
    return ((await response.json()) as { value: { events: StoredEvent[]; conversions: StoredConversion[] } }).value;
  }, name);
}
