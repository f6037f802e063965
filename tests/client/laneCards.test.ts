import { createStore } from "jotai";
import { afterEach, describe, expect, it, vi } from "vitest";
import { laneCardsAtom, laneKey, loadLaneCards } from "../../client/core/content";
import { languageAtom } from "../../client/core/startup/atoms";
import { answerWith, json } from "./requestHarness";

const card = (name: string) => ({ gameCode: name, displayName: name, image: { url: "data:,", width: 1, height: 1 } });

describe("SPEC §9 game lanes, cached per vendor key and language", () => {
  afterEach(() => vi.restoreAllMocks());

  it("§9 a lane is fetched once per vendor key and language: again in a new language, not again in one it has", async () => {
    const calls = answerWith((url, init) => {
      const language = new Headers(init.headers).get("Language") ?? "?";
      const vendorKey = url.searchParams.get("vendorKey")!;
      return json({ success: true, value: { data: { lanes: [{ vendorKey, cards: [card(`${vendorKey}-${language}`)] }] } } });
    });
    const store = createStore();
    store.set(languageAtom, "EN");
    await loadLaneCards(store, "SPORTS");
    await loadLaneCards(store, "SPORTS");
    await loadLaneCards(store, "SLOTS");
    expect(calls).toHaveLength(2);

    store.set(languageAtom, "VI");
    await loadLaneCards(store, "SPORTS");
    expect(calls).toHaveLength(3);
    store.set(languageAtom, "EN");
    await loadLaneCards(store, "SPORTS");
    expect(calls).toHaveLength(3);

    const cached = store.get(laneCardsAtom);
    expect(Object.keys(cached).sort()).toEqual([laneKey("SLOTS", "EN"), laneKey("SPORTS", "EN"), laneKey("SPORTS", "VI")].sort());
    expect(cached[laneKey("SPORTS", "VI")]).toMatchObject({ status: "ready", language: "VI" });
  });

  it("§9 a failed lane is fetched again on the next ask (a retry), a ready one only when forced", async () => {
    let fail = true;
    const calls = answerWith(() =>
      fail ? json({ success: false, message: "down" }, 500) : json({ success: true, value: { data: { lanes: [{ vendorKey: "LIVE", cards: [card("x")] }] } } }),
    );
    vi.spyOn(console, "error").mockImplementation(() => {});
    const store = createStore();
    store.set(languageAtom, "EN");
    await loadLaneCards(store, "LIVE");
    expect(store.get(laneCardsAtom)[laneKey("LIVE", "EN")]?.status).toBe("error");
    fail = false;
    await loadLaneCards(store, "LIVE");
    expect(store.get(laneCardsAtom)[laneKey("LIVE", "EN")]?.status).toBe("ready");
    await loadLaneCards(store, "LIVE");
    expect(calls).toHaveLength(2);
    await loadLaneCards(store, "LIVE", true);
    expect(calls).toHaveLength(3);
  });
});
