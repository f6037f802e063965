import { act, cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lazyPart } from "../../client/lib/ui/lazyPart";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A lazy part behind a placeholder, and the spy on its loader. */
function renderPart() {
  const load = vi.fn(async () => ({ default: () => <p>the part</p> }));
  const Part = lazyPart(load);
  render(
    <Suspense fallback={<span>placeholder</span>}>
      <Part />
    </Suspense>,
  );
  return load;
}

describe("issue #10 a lazy part starts loading in a task of its own", () => {
  it("§2 the render that meets the part only schedules its loading; the next task loads it, then the part shows", async () => {
    vi.useFakeTimers();
    const load = renderPart();
    // The render slice that met the part did not run its loader (nor Vite's preload links behind it).
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText("placeholder")).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText("the part")).toBeTruthy();
  });

  it("§2 where the browser has scheduler.yield, the loading waits for it, keeping its place ahead of other queued tasks", async () => {
    let resume!: () => void;
    vi.stubGlobal("scheduler", { yield: () => new Promise<void>((resolve) => (resume = resolve)) });
    const load = renderPart();
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    await act(async () => resume());
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByText("the part")).toBeTruthy();
  });
});
