import { act, cleanup, fireEvent, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ContentImage } from "#shared/contract";

type Callback = (entries: { target: Element; isIntersecting: boolean }[]) => void;

const instances: FakeIntersectionObserver[] = [];
class FakeIntersectionObserver {
  observed = new Set<Element>();
  constructor(public callback: Callback) {
    instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {}
}

/** The one shared observer the module made. */
const watch = () => instances[0]!;

const TILE: ContentImage = { url: "/m/content/tile.png", width: 160, height: 200, sources: [{ url: "/m/content/tile.webp", type: "image/webp" }] };

describe("SPEC §9 lazy tiles: the image is fetched 150 ms after it comes within 100 px, over a same-size skeleton", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    vi.resetModules();
    instances.length = 0;
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("§9 no address until the tile has been near the screen for the delay; then the picture's sources and image get theirs", async () => {
    const { ContentPicture } = await import("../../client/lib/ui/ContentPicture");
    const { container } = render(<ContentPicture image={TILE} alt="" loading="observed" />);
    const img = container.querySelector("img")!;
    const frame = container.firstElementChild as HTMLElement;
    expect(frame.style.aspectRatio).toBe("160 / 200");
    expect(img.getAttribute("src")).toBeNull();
    expect(watch().observed.has(img)).toBe(true);

    act(() => watch().callback([{ target: img, isIntersecting: true }]));
    act(() => vi.advanceTimersByTime(149));
    expect(img.getAttribute("src")).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(img.getAttribute("src")).toBe(TILE.url);
    expect(container.querySelector("source")!.getAttribute("srcset")).toBe(TILE.sources![0]!.url);

    fireEvent.load(img);
    expect(img.hasAttribute("data-loaded")).toBe(true);
  });

  it("§9 a tile scrolled past before the delay fetches nothing, and an unmounted one stops being watched", async () => {
    const { ContentPicture } = await import("../../client/lib/ui/ContentPicture");
    const view = render(<ContentPicture image={TILE} alt="" loading="observed" />);
    const img = view.container.querySelector("img")!;
    act(() => watch().callback([{ target: img, isIntersecting: true }]));
    act(() => vi.advanceTimersByTime(100));
    act(() => watch().callback([{ target: img, isIntersecting: false }]));
    act(() => vi.advanceTimersByTime(1_000));
    expect(img.getAttribute("src")).toBeNull();
    view.unmount();
    expect(watch().observed.has(img)).toBe(false);
  });
});
