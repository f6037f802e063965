import { describe, expect, it, vi } from "vitest";
import SOURCE from "../../public/m/sw.js?raw";

/**
 * public/m/sw.js's fetch handler, run in a fake service-worker global: which requests it answers with the kept
 * offline page when the network fails (issue #14: never a form's submission or a call, only a page load).
 */
const ORIGIN = "https://demo.example";
const OFFLINE_PAGE = new Response("<h1>You are offline</h1>", { headers: { "Content-Type": "text/html" } });

interface OpenWindow {
  url: string;
  visibilityState: "visible" | "hidden";
}

function loadWorker(windows: OpenWindow[] = []) {
  const handlers = new Map<string, (event: Record<string, unknown>) => void>();
  const self = {
    location: new URL(`${ORIGIN}/m/sw.js`),
    registration: { showNotification: vi.fn(), scope: `${ORIGIN}/m/` },
    clients: { matchAll: vi.fn(async () => windows), openWindow: vi.fn(), claim: async () => {} },
    skipWaiting: async () => {},
    addEventListener: (type: string, handler: (event: Record<string, unknown>) => void) => handlers.set(type, handler),
  };
  const caches = { match: vi.fn(async (url: string) => (url === "/m/offline.html" ? OFFLINE_PAGE.clone() : undefined)) };
  new Function("self", "caches", SOURCE)(self, caches);
  /** What the worker answers for a request while the network is gone: the kept page, "204", or nothing (the browser's own way). */
  return async (request: { url: string; mode: string; method: string; destination: string }) => {
    let answer: Promise<Response> | undefined;
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    handlers.get("fetch")!({ request, respondWith: (response: Promise<Response>) => (answer = response) });
    vi.unstubAllGlobals();
    if (!answer) return undefined;
    const response = await answer;
    return response.status === 204 ? "204" : response.text();
  };
}

describe("SPEC §2 the service worker's offline page (issue #14)", () => {
  it("§2 a page that cannot be loaded gets the merchant's offline page", async () => {
    const offline = loadWorker();
    expect(await offline({ url: `${ORIGIN}/m/home`, mode: "navigate", method: "GET", destination: "document" })).toContain("You are offline");
  });

  it("§2 a form's submission (a POST navigation) is never swapped for the offline page", async () => {
    const offline = loadWorker();
    expect(await offline({ url: `${ORIGIN}/m/login`, mode: "navigate", method: "POST", destination: "document" })).toBeUndefined();
  });

  it("§2 a call from the page (the login's fetch) is left to the page, which keeps the form", async () => {
    const offline = loadWorker();
    expect(await offline({ url: `${ORIGIN}/wps/member/login`, mode: "cors", method: "POST", destination: "" })).toBeUndefined();
    expect(await offline({ url: `${ORIGIN}/wps/system/status`, mode: "cors", method: "GET", destination: "" })).toBeUndefined();
  });

  it("§2 a script chunk or a frame inside a page is not answered with a page", async () => {
    const offline = loadWorker();
    expect(await offline({ url: `${ORIGIN}/m/assets/runCaptcha-abc.js`, mode: "cors", method: "GET", destination: "script" })).toBeUndefined();
    expect(await offline({ url: `${ORIGIN}/m/game-exit`, mode: "navigate", method: "GET", destination: "iframe" })).toBeUndefined();
  });

  it("§2 the app reloading the page the player is on, offline, keeps that page and its form (204: the browser stays)", async () => {
    // Demo Bet: a script chunk failed to arrive offline, the app took it for a stale deploy and reloaded /m/login.
    const offline = loadWorker([{ url: `${ORIGIN}/m/login`, visibilityState: "visible" }]);
    expect(await offline({ url: `${ORIGIN}/m/login`, mode: "navigate", method: "GET", destination: "document" })).toBe("204");
    // Going somewhere else, or opening the app anew, still gets the offline page.
    expect(await offline({ url: `${ORIGIN}/m/home`, mode: "navigate", method: "GET", destination: "document" })).toContain("You are offline");
    const hidden = loadWorker([{ url: `${ORIGIN}/m/login`, visibilityState: "hidden" }]);
    expect(await hidden({ url: `${ORIGIN}/m/login`, mode: "navigate", method: "GET", destination: "document" })).toContain("You are offline");
  });
});
