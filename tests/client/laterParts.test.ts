import { afterEach, describe, expect, it, vi } from "vitest";

/** The chunk as the module loader gives it: `load` is called each time the loader evaluates it anew. */
function mockChunk(load: () => object) {
  vi.doMock("../../client/app/laterParts", load);
}

describe("issue #37 the later parts' chunk", () => {
  afterEach(() => {
    vi.doUnmock("../../client/app/laterParts");
    vi.resetModules();
  });

  it("issue #37 is fetched once, whoever asks first: the app as hydration begins, then each part as it mounts", async () => {
    const load = vi.fn(() => ({ Popups: () => null }));
    mockChunk(load);
    const { loadLaterParts } = await import("../../client/app/overlays");
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
    const { loadLaterParts } = await import("../../client/app/overlays");
    await expect(loadLaterParts()).rejects.toThrow();
    vi.resetModules();
    await expect(loadLaterParts()).resolves.toHaveProperty("Popups");
  });
});
