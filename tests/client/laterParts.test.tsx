import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { useEffect } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SETTLED_ATTRIBUTE } from "../../client/lib/pageSettled";

/** The chunk as the module loader gives it: `load` is called each time the loader evaluates it anew. */
function mockChunk(load: () => object) {
  vi.doMock("../../client/app/laterParts", load);
}

describe("issue #37 the later parts' chunk", () => {
  afterEach(() => {
    vi.doUnmock("../../client/app/laterParts");
    vi.resetModules();
  });

  it("issue #37 is fetched once, whoever asks first: the parts once the page has settled, then each part as it mounts", async () => {
    const load = vi.fn(() => ({ Popups: () => null }));
    mockChunk(load);
    const { loadLaterParts } = await import("../../client/app/LaterParts");
    const first = loadLaterParts();
    expect(loadLaterParts()).toBe(first);
    await first;
    expect(loadLaterParts()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("issue #37 a fetch that failed is tried again by the next part that asks", async () => {
    let calls = 0;
    mockChunk(() => {
      calls++;
      if (calls === 1) throw new Error("chunk gone");
      return { Popups: () => null };
    });
    const { loadLaterParts } = await import("../../client/app/LaterParts");
    await expect(loadLaterParts()).rejects.toThrow();
    vi.resetModules();
    await expect(loadLaterParts()).resolves.toHaveProperty("Popups");
  });
});

describe("issue #37 the later parts mount", () => {
  afterEach(() => {
    cleanup();
    vi.doUnmock("../../client/app/laterParts");
    vi.doUnmock("../../client/app/startParts");
    document.documentElement.removeAttribute(SETTLED_ATTRIBUTE);
    vi.resetModules();
  });

  /** Each part says it mounted, in the order it did, and how many parts were on the page when it did. */
  async function renderParts(handoffOffered: boolean, { failFirst = false } = {}) {
    const order: string[] = [];
    const renders: Record<string, number> = {};
    const asked: string[] = [];
    const part = (name: string) =>
      function Part() {
        renders[name] = (renders[name] ?? 0) + 1;
        useEffect(() => void order.push(`${name} ${document.querySelectorAll("p").length}`), []);
        return <p>{name}</p>;
      };
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const loads: Record<string, number> = {};
    const chunk = (file: string, names: string[]) => async () => {
      asked.push(file);
      await arrived;
      loads[file] = (loads[file] ?? 0) + 1;
      if (failFirst && loads[file] === 1) throw new Error("chunk gone");
      return Object.fromEntries(names.map((name) => [name, part(name)]));
    };
    vi.doMock("../../client/app/startParts", chunk("start", ["Tracking", "DomainCheck", "Updates"]));
    vi.doMock("../../client/app/laterParts", chunk("later", ["Popups", "MiniGame", "Install", "AddToHome"]));
    const { LaterParts } = await import("../../client/app/LaterParts");
    render(<LaterParts handoffOffered={handoffOffered} />);
    return { order, arrive, renders, asked };
  }

  const settle = () => document.documentElement.setAttribute(SETTLED_ATTRIBUTE, "");

  it("issue #37 nothing mounts before the chunk arrives; tracking, the status call and the update check first, the overlays once the page has settled (decision 068), one per task", async () => {
    const { order, arrive, renders, asked } = await renderParts(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual([]);
    arrive();
    await waitFor(() => expect(order).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The overlays' code is not even asked for before the page has settled.
    expect(order).toEqual(["Tracking 1", "DomainCheck 2", "Updates 3"]);
    expect(asked).toEqual(["start"]);
    settle();
    await waitFor(() => expect(order).toHaveLength(7));
    // Each commit brought one more, and left the parts already running as they were: each rendered once.
    expect(order).toEqual(["Tracking 1", "DomainCheck 2", "Updates 3", "Popups 4", "Install 5", "AddToHome 6", "MiniGame 7"]);
    expect(Object.values(renders)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(screen.getAllByText(/^[A-Za-z]+$/).map((element) => element.textContent)).toEqual([
      "Popups",
      "MiniGame",
      "Install",
      "AddToHome",
      "Updates",
      "Tracking",
      "DomainCheck",
    ]);
  });

  it("docs/decisions/053 while a hand-off is offered, only the parts that open nothing by themselves mount", async () => {
    const { order, arrive } = await renderParts(true);
    arrive();
    settle();
    await waitFor(() => expect(order).toEqual(["Tracking 1", "DomainCheck 2", "Updates 3"]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(order).toEqual(["Tracking 1", "DomainCheck 2", "Updates 3"]);
  });

  it("issue #37 a chunk that failed to arrive is asked for again by each part, which mounts when it comes", async () => {
    const { order, arrive } = await renderParts(false, { failFirst: true });
    arrive();
    settle();
    await waitFor(() => expect(order).toHaveLength(7));
    expect(order.map((entry) => entry.split(" ")[0]).sort()).toEqual(["AddToHome", "DomainCheck", "Install", "MiniGame", "Popups", "Tracking", "Updates"]);
  });
});
