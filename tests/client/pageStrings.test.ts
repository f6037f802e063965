import { afterEach, describe, expect, it, vi } from "vitest";
import { EARLY_STRINGS, TIMING } from "#shared/constants";
import { pageStrings } from "../../client/lib/i18n";

const STRINGS = { "app.nav.home": "Início" };

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** Lets the promise callbacks that are waiting run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_STRINGS];
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("SPEC §9 docs/decisions/075 the page's strings, which the page does not inline", () => {
  it("§9 the start script's request is what the app starts with: nothing is asked twice", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    (window as unknown as Record<string, unknown>)[EARLY_STRINGS] = Promise.resolve(STRINGS);
    expect(await pageStrings("PT-BR", "abc")).toEqual(STRINGS);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("§9 a request the start script could not complete is made again, at the version the page names", async () => {
    const fetch = vi.fn(async () => answer(STRINGS));
    vi.stubGlobal("fetch", fetch);
    (window as unknown as Record<string, unknown>)[EARLY_STRINGS] = Promise.resolve(null);
    expect(await pageStrings("PT-BR", "abc")).toEqual(STRINGS);
    expect(fetch).toHaveBeenCalledWith("/m/i18n/PT-BR.json?v=abc", { credentials: "same-origin" });
  });

  it("§9 strings that fail to come are asked for again every 2 s, and at once when the browser is back online, until they come", async () => {
    vi.useFakeTimers();
    const fetch = vi
      .fn<() => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError("offline"))
      .mockResolvedValueOnce(answer({ errorCode: "internal_error" }, 503))
      .mockRejectedValueOnce(new TypeError("offline"))
      .mockResolvedValue(answer(STRINGS));
    vi.stubGlobal("fetch", fetch);
    let strings: unknown;
    void pageStrings("AR", "abc").then((value) => (strings = value));
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(TIMING.stringsRetry - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    // A refusal (503) is retried as a failure is.
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(TIMING.stringsRetry);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(strings).toBeUndefined();
    // Back online: no need to wait for the rest of the pause.
    window.dispatchEvent(new Event("online"));
    await settle();
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(strings).toEqual(STRINGS);
    // Nothing is left waiting.
    await vi.advanceTimersByTimeAsync(TIMING.stringsRetry * 3);
    expect(fetch).toHaveBeenCalledTimes(4);
  });
});
