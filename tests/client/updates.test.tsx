import { act, fireEvent, screen } from "@testing-library/react";
import { createStore } from "jotai";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toastAtom } from "../../client/core/notices/queue";
import { checkForUpdate } from "../../client/features/updates/updateCheck";
import { decideUpdate, manifestUrl } from "../../client/features/updates/updateRules";
import { scheduleUpdateChecks } from "../../client/features/updates/updateSchedule";
import Updates from "../../client/features/updates/Updates";
import { md5 } from "#shared/md5";
import { sha256Hex } from "../../client/lib/sha256";
import { pageVersionAtom } from "../../client/core/startup/atoms";
import { LOCAL_STORAGE } from "#shared/storageKeys";
import { renderInApp, startEachTestSignedOut } from "./appHarness";

const build = (version: string) => JSON.stringify({ version, entry: { file: "a.js", imports: [] }, css: [], modules: {} });
const release = (value: string) => JSON.stringify({ merchant: "DEMO", release: value });
const current = { build: "b1", release: "r1" };

describe("SPEC §4 Update check: what a round decides", () => {
  it("§4 a page that runs the newest build and release stores the hash and shows nothing", async () => {
    const finding = await decideUpdate({ build: build("b1"), release: release("r1") }, current, "old-hash", md5);
    expect(finding).toEqual({ hash: md5(`${build("b1")}\n${release("r1")}`), alert: false, store: true });
  });

  it("§4 a new build shows the update alert", async () => {
    expect(await decideUpdate({ build: build("b2"), release: release("r1") }, current, null, md5)).toMatchObject({ alert: true, store: false });
  });

  it("§4 a new release marker shows the update alert", async () => {
    expect(await decideUpdate({ build: build("b1"), release: release("r2") }, current, null, md5)).toMatchObject({ alert: true });
  });

  it("§4 a stale page is told even when another tab already stored the new hash", async () => {
    const texts = { build: build("b2"), release: release("r1") };
    const stored = md5(`${texts.build}\n${texts.release}`);
    expect((await decideUpdate(texts, current, stored, md5))?.alert).toBe(true);
  });

  it("§4 a page that does not know its version compares the hash with the stored one", async () => {
    const unknown = { build: null, release: "" };
    const texts = { build: build("b1"), release: release("r1") };
    expect(await decideUpdate(texts, unknown, null, md5)).toMatchObject({ alert: false, store: true });
    expect(await decideUpdate(texts, unknown, md5(`${texts.build}\n${texts.release}`), md5)).toMatchObject({ alert: false, store: false });
    expect(await decideUpdate(texts, unknown, "another", md5)).toMatchObject({ alert: true });
  });

  it("§4 a maintenance page or any answer that is not the two manifests decides nothing", async () => {
    expect(await decideUpdate({ build: "<html>Maintenance</html>", release: release("r1") }, current, null, md5)).toBeNull();
    expect(await decideUpdate({ build: build("b1"), release: "{}" }, current, null, md5)).toBeNull();
    expect(await decideUpdate({ build: "null", release: release("r1") }, current, null, md5)).toBeNull();
  });

  it("§7 both manifests are asked for with the time, past every cache", async () => {
    expect(manifestUrl("/m/asset-manifest.json", 123)).toBe("/m/asset-manifest.json?time=123");
  });
});

describe("SPEC §4 Update check: one round", () => {
  beforeEach(() => localStorage.clear());

  it("§4 fetches /m/asset-manifest.json and /mobile/mc/asset-manifest.json with the time, and stores the hash of a current page", async () => {
    const asked: string[] = [];
    const finding = await checkForUpdate(current, async (url) => (asked.push(url), url.startsWith("/m/") ? build("b1") : release("r1")), 42);
    expect(asked.sort()).toEqual(["/m/asset-manifest.json?time=42", "/mobile/mc/asset-manifest.json?time=42"]);
    expect(finding?.alert).toBe(false);
    expect(localStorage.getItem(LOCAL_STORAGE.assetHash)).toBe(finding?.hash);
  });

  it("§4 offline, or with one manifest missing, nothing is decided and nothing stored", async () => {
    expect(await checkForUpdate(current, async (url) => (url.startsWith("/m/") ? build("b2") : null))).toBeNull();
    expect(localStorage.getItem(LOCAL_STORAGE.assetHash)).toBeNull();
  });
});

describe("SPEC §4 Update check: when it runs", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function fakeWindow(sinceStart = 0) {
    const doc = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState };
    doc.visibilityState = "visible";
    const win = Object.assign(new EventTarget(), {
      document: doc,
      performance: { now: () => sinceStart },
      setTimeout: globalThis.setTimeout.bind(globalThis),
      clearTimeout: globalThis.clearTimeout.bind(globalThis),
      setInterval: globalThis.setInterval.bind(globalThis),
      clearInterval: globalThis.clearInterval.bind(globalThis),
    });
    return win as unknown as Window & { document: typeof doc };
  }

  it("§4 first at 1.5 s, then hourly", async () => {
    const check = vi.fn(async () => {});
    const stop = scheduleUpdateChecks(fakeWindow(), check);
    await vi.advanceTimersByTimeAsync(1_499);
    expect(check).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(check).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it("§4 1.5 s counts from the page's start, not from when the check's code arrived", async () => {
    const check = vi.fn(async () => {});
    scheduleUpdateChecks(fakeWindow(1_200), check);
    await vi.advanceTimersByTimeAsync(300);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it("§4 on return to the page: visibilitychange to visible and pageshow (iOS resumes a frozen snapshot)", async () => {
    const check = vi.fn(async () => {});
    const win = fakeWindow();
    scheduleUpdateChecks(win, check);
    win.document.visibilityState = "hidden";
    win.document.dispatchEvent(new Event("visibilitychange"));
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(0);
    win.document.visibilityState = "visible";
    win.document.dispatchEvent(new Event("visibilitychange"));
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
    win.dispatchEvent(new Event("pageshow"));
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it("§4 a round still under way is not started twice", async () => {
    let finish = () => {};
    const check = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const win = fakeWindow();
    scheduleUpdateChecks(win, check);
    win.dispatchEvent(new Event("pageshow"));
    win.dispatchEvent(new Event("pageshow"));
    expect(check).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    win.dispatchEvent(new Event("pageshow"));
    expect(check).toHaveBeenCalledTimes(2);
  });
});

describe("SPEC §4 the update alert and the offline notice", () => {
  startEachTestSignedOut();
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  function serve(buildVersion: string) {
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) =>
      String(input).startsWith("/m/") ? new Response(build(buildVersion)) : new Response(release("r1")),
    );
  }

  it("§4 a new version shows 'Found a new version' with Refresh, which stores the hash and reloads in place on /m/home", async () => {
    serve("b2");
    const reload = vi.spyOn(window.location, "reload").mockImplementation(() => {});
    history.replaceState(null, "", "/m/home");
    const store = createStore();
    store.set(pageVersionAtom, current);
    renderInApp(store, <Updates />, "/m/home");
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    await vi.waitFor(() => expect(screen.getByText("Found a new version. Tap Refresh to update.")).toBeTruthy());
    fireEvent.click(screen.getByRole("button", { name: "Refresh" }));
    expect(localStorage.getItem(LOCAL_STORAGE.assetHash)).toBe(await sha256Hex(`${build("b2")}\n${release("r1")}`));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("§4 the current version shows no alert", async () => {
    serve("b1");
    const store = createStore();
    store.set(pageVersionAtom, current);
    renderInApp(store, <Updates />, "/m/home");
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    // The hash is the browser's own SHA-256, which answers outside the page's clock.
    await vi.waitFor(() => expect(localStorage.getItem(LOCAL_STORAGE.assetHash)).not.toBeNull());
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("§4 §8 the offline event shows the 'network offline' toast for 1.5 s", () => {
    serve("b1");
    const store = createStore();
    renderInApp(store, <Updates />, "/m/home");
    act(() => void window.dispatchEvent(new Event("offline")));
    expect(store.get(toastAtom)).toMatchObject({ message: { key: "errors.networkOffline" }, durationMs: 1_500 });
  });
});
